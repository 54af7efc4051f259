import { Suspense, useEffect, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useSearchParams } from 'react-router-dom';
import { bus, useBusValue } from '@mart/bus';
import { AntdProviders, lazyPage, navigate, PageSkeleton } from '@mart/ui';
import { RequireAuth } from './common/RequireAuth';
import { AccountLayout } from './features/layout/AccountLayout';
import { profileTarget, type ProfilePage } from './features/layout/profile-page';

// every page is its own chunk: a visit loads the account frame and the one page it opens
const ProfileSettings = lazyPage(() => import('./features/profile/ProfileSettings').then((m) => m.ProfileSettings));
const AddressBook = lazyPage(() => import('./features/addresses/AddressBook').then((m) => m.AddressBook));
const WalletPage = lazyPage(() => import('./features/wallet/WalletPage').then((m) => m.WalletPage));
const LoyaltyPage = lazyPage(() => import('./features/loyalty/LoyaltyPage').then((m) => m.LoyaltyPage));
const ReferralPage = lazyPage(() => import('./features/referral/ReferralPage').then((m) => m.ReferralPage));
const CouponsPage = lazyPage(() => import('./features/coupons/CouponsPage').then((m) => m.CouponsPage));
const SettingsPage = lazyPage(() => import('./features/settings/SettingsPage').then((m) => m.SettingsPage));
const InterestPage = lazyPage(() => import('./features/interest/InterestPage').then((m) => m.InterestPage));
const InboxPage = lazyPage(() => import('./features/inbox/InboxPage').then((m) => m.InboxPage));
const HelpPage = lazyPage(() => import('./features/help/HelpPage').then((m) => m.HelpPage));
const PolicyPage = lazyPage(() => import('./features/policies/PolicyPage').then((m) => m.PolicyPage));
const StoreRegistration = lazyPage(() =>
  import('./features/registration/StoreRegistration').then((m) => m.StoreRegistration),
);
const DeliverymanRegistration = lazyPage(() =>
  import('./features/registration/DeliverymanRegistration').then((m) => m.DeliverymanRegistration),
);

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

function Account({ page }: { page: ProfilePage }) {
  const render = PAGES[page];
  return (
    <AccountLayout active={page}>
      <Suspense fallback={<PageSkeleton />}>
        {page === 'settings' ? render() : <RequireAuth>{render()}</RequireAuth>}
      </Suspense>
    </AccountLayout>
  );
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

function Plain({ children }: { children: ReactNode }) {
  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </div>
  );
}

/** The account frame (its menu, the sign-in gate) is antd, so this app's root brings antd's providers itself. */
export function AccountApp() {
  return (
    <AntdProviders>
      <BrowserRouter>
        <Routes>
          <Route path="/profile" element={<ProfileRoute />} />
          <Route path="/wallet" element={<Account page="wallet" />} />
          <Route path="/coupons" element={<Account page="coupons" />} />
          <Route path="/loyalty-points" element={<Account page="loyalty-points" />} />
          <Route path="/referral-code" element={<Account page="referral-code" />} />
          <Route path="/inbox" element={<Account page="inbox" />} />
          <Route path="/settings" element={<Account page="settings" />} />
          <Route
            path="/interest"
            element={
              <Plain>
                <RequireAuth>
                  <InterestPage />
                </RequireAuth>
              </Plain>
            }
          />
          <Route
            path="/help-and-support"
            element={
              <Plain>
                <HelpPage />
              </Plain>
            }
          />
          <Route
            path="/terms-and-conditions"
            element={
              <Plain>
                <PolicyPage page="terms-and-conditions" />
              </Plain>
            }
          />
          <Route
            path="/privacy-policy"
            element={
              <Plain>
                <PolicyPage page="privacy-policy" />
              </Plain>
            }
          />
          <Route
            path="/about-us"
            element={
              <Plain>
                <PolicyPage page="about-us" />
              </Plain>
            }
          />
          <Route
            path="/refund-policy"
            element={
              <Plain>
                <PolicyPage page="refund-policy" />
              </Plain>
            }
          />
          <Route
            path="/cancellation-policy"
            element={
              <Plain>
                <PolicyPage page="cancellation-policy" />
              </Plain>
            }
          />
          <Route
            path="/shipping-policy"
            element={
              <Plain>
                <PolicyPage page="shipping-policy" />
              </Plain>
            }
          />
          <Route
            path="/store-registration"
            element={
              <Plain>
                <StoreRegistration />
              </Plain>
            }
          />
          <Route
            path="/deliveryman-registration"
            element={
              <Plain>
                <DeliverymanRegistration />
              </Plain>
            }
          />
          <Route path="*" element={<ProfileRoute />} />
        </Routes>
      </BrowserRouter>
    </AntdProviders>
  );
}
