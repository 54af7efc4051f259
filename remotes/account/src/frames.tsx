// The account remote's page frames: the profile frame (menu, sign-in gate) and the plain frame of its other pages.
import { Suspense, useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { bus, useBusValue } from '@mart/bus';
import { navigate, PageFrame, PageSkeleton } from '@mart/ui';
import { lazyAntd, lazyPart, type RouteParams } from '@mart/runtime';
import { RequireAuth } from './lib/RequireAuth';
import { AccountLayout } from './features/layout/AccountLayout';
import { profileTarget, type ProfilePage } from './features/layout/profile-page';
import { loadProfile } from './features/profile/useProfile';

// every page is its own chunk: a visit loads the account frame and the one page it opens
const loadProfileSettings = () => import('./features/profile/ProfileSettings');
const ProfileSettings = lazyPart(() => loadProfileSettings().then((m) => m.ProfileSettings));
const AddressBook = lazyAntd(() => import('./features/addresses/AddressBook').then((m) => m.AddressBook));
const WalletPage = lazyAntd(() => import('./features/wallet/WalletPage').then((m) => m.WalletPage));
const LoyaltyPage = lazyAntd(() => import('./features/loyalty/LoyaltyPage').then((m) => m.LoyaltyPage));
const ReferralPage = lazyAntd(() => import('./features/referral/ReferralPage').then((m) => m.ReferralPage));
const InboxPage = lazyAntd(() => import('./features/inbox/InboxPage').then((m) => m.InboxPage));
const CouponsPage = lazyAntd(() => import('./features/coupons/CouponsPage').then((m) => m.CouponsPage));
const SettingsPage = lazyAntd(() => import('./features/settings/SettingsPage').then((m) => m.SettingsPage));
export type PageKey = ProfilePage;

/** Pages reachable both as /wallet and /profile?page=wallet (the payment page returns to the latter). */
const PAGES: Record<ProfilePage, () => ReactNode> = {
  'profile-settings': () => <ProfileSettings />,
  addresses: () => <AddressBook />,
  wallet: () => <WalletPage />,
  coupons: () => <CouponsPage />,
  'loyalty-points': () => <LoyaltyPage />,
  'referral-code': () => <ReferralPage />,
  inbox: () => <InboxPage />,
  settings: () => <SettingsPage />,
};

export function Account({ page }: { page: ProfilePage }) {
  const render = PAGES[page];
  return (
    <AccountLayout active={page}>
      <Suspense fallback={<PageSkeleton />}>
        {page === 'settings' ? render() : <RequireAuth>{render()}</RequireAuth>}
      </Suspense>
    </AccountLayout>
  );
}

/**
 * /profile's early load: the customer's details and, in the browser, when the profile itself is asked for, its
 * card's chunk beside them (not after the frame's first render).
 */
export function loadProfileRoute(_params: RouteParams, search: URLSearchParams): Promise<void> {
  // the menu's config is not judged here: a page it hides shows the profile, which only makes this a miss
  const target = profileTarget(search.get('page'), null, []);
  const profile = target.kind === 'wishlist' || (target.kind === 'page' && target.page === 'profile-settings');
  if (typeof window !== 'undefined' && profile) void loadProfileSettings();
  return loadProfile();
}

/** /profile?page={name} (SPEC §2): the frame's own pages, the menu's other screens, the wishlist drawer. */
export function ProfileRoute() {
  const [params] = useSearchParams();
  const config = useBusValue('config');
  const modules = useBusValue('modules');
  const target = profileTarget(params.get('page'), config, modules);
  const redirect = target.kind === 'redirect' ? target.to : null;
  const wishlist = target.kind === 'wishlist';
  useEffect(() => {
    if (redirect) navigate(redirect, true);
  }, [redirect]);
  useEffect(() => {
    if (wishlist) bus.request({ type: 'open-wishlist' });
  }, [wishlist]);
  if (redirect) return <PageSkeleton />;
  return <Account page={target.kind === 'page' ? target.page : 'profile-settings'} />;
}

export function Plain({ children }: { children: ReactNode }) {
  return (
    <PageFrame width="medium">
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </PageFrame>
  );
}
