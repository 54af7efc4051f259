// The account remote's page frames: the profile frame (menu, sign-in gate) and the plain frame of its other pages.
import { Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AccountMenuKey } from '@mart/domain';
import { lazyPage, PageSkeleton } from '@mart/ui';
import { RequireAuth } from './common/RequireAuth';
import { AccountLayout } from './features/layout/AccountLayout';

// every page is its own chunk: a visit loads the account frame and the one page it opens
const ProfileSettings = lazyPage(() => import('./features/profile/ProfileSettings').then((m) => m.ProfileSettings));
const AddressBook = lazyPage(() => import('./features/addresses/AddressBook').then((m) => m.AddressBook));
const WalletPage = lazyPage(() => import('./features/wallet/WalletPage').then((m) => m.WalletPage));
const LoyaltyPage = lazyPage(() => import('./features/loyalty/LoyaltyPage').then((m) => m.LoyaltyPage));
const ReferralPage = lazyPage(() => import('./features/referral/ReferralPage').then((m) => m.ReferralPage));
const InboxPage = lazyPage(() => import('./features/inbox/InboxPage').then((m) => m.InboxPage));
const CouponsPage = lazyPage(() => import('./features/coupons/CouponsPage').then((m) => m.CouponsPage));
const SettingsPage = lazyPage(() => import('./features/settings/SettingsPage').then((m) => m.SettingsPage));
export type PageKey = AccountMenuKey | 'addresses';

/** Pages reachable both as /wallet and /profile?page=wallet (the payment page returns to the latter). */
const PAGES: Partial<Record<PageKey, () => ReactNode>> = {
  'profile-settings': () => <ProfileSettings />,
  addresses: () => <AddressBook />,
  wallet: () => <WalletPage />,
  coupons: () => <CouponsPage />,
  'loyalty-points': () => <LoyaltyPage />,
  'referral-code': () => <ReferralPage />,
  inbox: () => <InboxPage />,
  settings: () => <SettingsPage />,
};

export function Account({ page }: { page: PageKey }) {
  const render = PAGES[page] ?? PAGES['profile-settings']!;
  return (
    <AccountLayout active={page}>
      <Suspense fallback={<PageSkeleton />}>
        {page === 'settings' ? render() : <RequireAuth>{render()}</RequireAuth>}
      </Suspense>
    </AccountLayout>
  );
}

export function ProfileRoute() {
  const [params] = useSearchParams();
  const page = (params.get('page') ?? 'profile-settings') as PageKey;
  return <Account page={page in PAGES ? page : 'profile-settings'} />;
}

export function Plain({ children }: { children: ReactNode }) {
  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </div>
  );
}
