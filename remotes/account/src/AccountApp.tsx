import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useSearchParams } from 'react-router-dom';
import { RequireAuth } from './common/RequireAuth';
import { AccountLayout } from './features/layout/AccountLayout';
import type { MenuKey } from './features/layout/account-menu';
import { ProfileSettings } from './features/profile/ProfileSettings';
import { AddressBook } from './features/addresses/AddressBook';
import { WalletPage } from './features/wallet/WalletPage';
import { LoyaltyPage } from './features/loyalty/LoyaltyPage';
import { ReferralPage } from './features/referral/ReferralPage';
import { CouponsPage } from './features/coupons/CouponsPage';
import { SettingsPage } from './features/settings/SettingsPage';
import { InterestPage } from './features/interest/InterestPage';
import { InboxPage } from './features/inbox/InboxPage';
import { HelpPage } from './features/help/HelpPage';
import { PolicyPage } from './features/policies/PolicyPage';
import { StoreRegistration } from './features/registration/StoreRegistration';
import { DeliverymanRegistration } from './features/registration/DeliverymanRegistration';

type PageKey = MenuKey | 'addresses';

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

function Account({ page }: { page: PageKey }) {
  const render = PAGES[page] ?? PAGES['profile-settings']!;
  return (
    <AccountLayout active={page}>
      {page === 'settings' ? render() : <RequireAuth>{render()}</RequireAuth>}
    </AccountLayout>
  );
}

function ProfileRoute() {
  const [params] = useSearchParams();
  const page = (params.get('page') ?? 'profile-settings') as PageKey;
  return <Account page={page in PAGES ? page : 'profile-settings'} />;
}

function Plain({ children }: { children: ReactNode }) {
  return (
    <div id="mart-main" style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      {children}
    </div>
  );
}

export function AccountApp() {
  return (
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
  );
}
