// The account remote's pages: the one place each is declared, and the one place its chunks are drawn. Every page
// is its own chunk: a visit loads the account frame and the one page it opens.
import type { ComponentType } from 'react';
import type { PolicyPage as Policy } from '@mart/api-client';
import { lazyAntd, lazyPart, type RouteManifest } from '@mart/runtime';
import { RequireAuth } from './lib/RequireAuth';
import { Account, Plain, profileRouteLoader, ProfileRoute, type PageKey, type ProfilePages } from './frames';

const loadProfileSettings = () => import('./features/profile/ProfileSettings');
// the profile's card is plain HTML and kit controls: no antd with it (its edit form brings antd's providers)
const ProfileSettings = lazyPart(() => loadProfileSettings().then((m) => m.ProfileSettings));
// the form (the phone and code boxes, the dialogs) comes with the Edit tap, not with the page
const EditProfileForm = lazyAntd(() => import('./features/profile/EditProfileForm').then((m) => m.EditProfileForm));

// a page with a dialog (antd's, through the kit) brings antd's providers with its chunk; the others are plain
const PAGES: ProfilePages = {
  'profile-settings': () => <ProfileSettings EditForm={EditProfileForm} />,
  addresses: lazyAntd(() => import('./features/addresses/AddressBook').then((m) => m.AddressBook)),
  wallet: lazyAntd(() => import('./features/wallet/WalletPage').then((m) => m.WalletPage)),
  coupons: lazyPart(() => import('./features/coupons/CouponsPage').then((m) => m.CouponsPage)),
  'loyalty-points': lazyAntd(() => import('./features/loyalty/LoyaltyPage').then((m) => m.LoyaltyPage)),
  'referral-code': lazyPart(() => import('./features/referral/ReferralPage').then((m) => m.ReferralPage)),
  inbox: lazyPart(() => import('./features/inbox/InboxPage').then((m) => m.InboxPage)),
  settings: lazyAntd(() => import('./features/settings/SettingsPage').then((m) => m.SettingsPage)),
};

const InterestPage = lazyPart(() => import('./features/interest/InterestPage').then((m) => m.InterestPage));
const HelpPage = lazyPart(() => import('./features/help/HelpPage').then((m) => m.HelpPage));
const PolicyPage = lazyPart(() => import('./features/policies/PolicyPage').then((m) => m.PolicyPage));
// the forms' password fields are antd's (through the kit)
const StoreRegistration = lazyAntd(() =>
  import('./features/registration/StoreRegistration').then((m) => m.StoreRegistration),
);
const DeliverymanRegistration = lazyAntd(() =>
  import('./features/registration/DeliverymanRegistration').then((m) => m.DeliverymanRegistration),
);

/** A page in the profile frame (menu and sign-in gate), also reachable as /profile?page=… */
const framed = (page: PageKey) => ({ path: `/${page}`, page: () => <Account page={page} Page={PAGES[page]} /> });
/** A page in the plain frame. */
const plain = (path: string, Page: ComponentType) => ({
  path,
  page: () => (
    <Plain>
      <Page />
    </Plain>
  ),
});
const policy = (page: Policy) => plain(`/${page}`, () => <PolicyPage page={page} />);

export const ACCOUNT_ROUTES: RouteManifest = [
  // drawn on the server with the customer's own details (ProfileTop, server.ts) when the request has their session
  {
    path: '/profile',
    page: () => <ProfileRoute pages={PAGES} />,
    load: profileRouteLoader(loadProfileSettings),
    ssr: true,
    personal: true,
  },
  framed('wallet'),
  framed('coupons'),
  framed('loyalty-points'),
  framed('referral-code'),
  framed('inbox'),
  framed('settings'),
  plain('/interest', () => (
    <RequireAuth>
      <InterestPage />
    </RequireAuth>
  )),
  plain('/help-and-support', HelpPage),
  policy('terms-and-conditions'),
  policy('privacy-policy'),
  policy('about-us'),
  policy('refund-policy'),
  policy('cancellation-policy'),
  policy('shipping-policy'),
  plain('/store-registration', StoreRegistration),
  plain('/deliveryman-registration', DeliverymanRegistration),
];
