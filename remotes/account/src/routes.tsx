// The account remote's pages: the one place each is declared. Every page is its own chunk: a visit loads the
// account frame and the one page it opens.
import type { ComponentType } from 'react';
import type { PolicyPage as Policy } from '@mart/api-client';
import { lazyAntd, type RouteManifest } from '@mart/runtime';
import { RequireAuth } from './lib/RequireAuth';
import { Account, loadProfileRoute, Plain, ProfileRoute, type PageKey } from './frames';

const InterestPage = lazyAntd(() => import('./features/interest/InterestPage').then((m) => m.InterestPage));
const HelpPage = lazyAntd(() => import('./features/help/HelpPage').then((m) => m.HelpPage));
const PolicyPage = lazyAntd(() => import('./features/policies/PolicyPage').then((m) => m.PolicyPage));
const StoreRegistration = lazyAntd(() =>
  import('./features/registration/StoreRegistration').then((m) => m.StoreRegistration),
);
const DeliverymanRegistration = lazyAntd(() =>
  import('./features/registration/DeliverymanRegistration').then((m) => m.DeliverymanRegistration),
);

/** A page in the profile frame (menu and sign-in gate), also reachable as /profile?page=… */
const framed = (page: PageKey) => ({ path: `/${page}`, page: () => <Account page={page} /> });
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
  { path: '/profile', page: ProfileRoute, load: loadProfileRoute, ssr: true, personal: true },
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
