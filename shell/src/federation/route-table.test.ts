import { LIVE_REGISTRY, routeLiveRegistry } from '../test/live-registry';
import { applyRoutes, ownerOf } from './route-table';

beforeEach(routeLiveRegistry);

test.each([
  ['/rental/vehicle-search', null, 'rental'],
  ['/rental/vehicle-details/4', 'food', 'rental'],
  ['/carmarket/provider-details/2', null, 'carmarket'],
  ['/store/12', 'food', 'store-modules'],
  ['/store/latest', 'food', 'store-modules'],
  ['/product/5', 'grocery', 'store-modules'],
  ['/checkout', 'food', 'store-modules'],
  ['/profile', null, 'account'],
  ['/wallet', null, 'account'],
  ['/forgot-password', null, 'shell-pages'],
  ['/modules', 'food', 'shell-pages'],
  ['/home', 'rental', 'rental'],
  ['/', 'carmarket', 'carmarket'],
  ['/home', 'pharmacy', 'store-modules'],
  ['/home', null, 'shell-pages'],
  ['/track-order', 'food', 'store-modules'],
  ['/track-order', null, 'shell-pages'],
  // Track Trip is the vehicle remote's page while a vehicle module is picked; a store module tracks orders
  ['/track-order', 'carmarket', 'carmarket'],
  ['/nowhere', 'food', null],
  ['/storefront', 'food', null],
  ['/rental/nowhere', 'rental', null],
])('%s with module %s → %s', (path, mod, owner) => {
  expect(ownerOf(path, mod)).toBe(owner);
});

test('a page a remote adds is routed to it from the registry alone; a remote that is not live owns nothing', () => {
  expect(ownerOf('/gift-cards', 'food')).toBeNull();
  const account = LIVE_REGISTRY.remotes.account!;
  applyRoutes({
    remotes: {
      ...LIVE_REGISTRY.remotes,
      account: { ...account, routes: [...account.routes!, { path: '/gift-cards' }] },
    },
  });
  expect(ownerOf('/gift-cards', 'food')).toBe('account');
  applyRoutes({ remotes: { ...LIVE_REGISTRY.remotes, account: undefined! } });
  expect(ownerOf('/profile', 'food')).toBeNull();
});
