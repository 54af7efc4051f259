import { ownerOf, remoteForModule } from './app-routes';

describe('route ownership', () => {
  it.each([
    ['/rental/vehicle-search', null, 'rental'],
    ['/rental/vehicle-details/4', 'food', 'rental'],
    ['/carmarket/provider-details/2', null, 'carmarket'],
    ['/store/12', 'food', 'store-modules'],
    ['/product/5', 'grocery', 'store-modules'],
    ['/checkout', 'food', 'store-modules'],
    ['/profile', null, 'account'],
    ['/wallet', null, 'account'],
    ['/forgot-password', null, 'shell-pages'],
    ['/home', 'rental', 'rental'],
    ['/', 'carmarket', 'carmarket'],
    ['/home', 'pharmacy', 'store-modules'],
    ['/home', null, 'shell-pages'],
    ['/track-order', 'rental', 'rental'],
    // Track Trip is the vehicle remote's page while a vehicle module is picked; a store module tracks orders
    ['/track-order', 'carmarket', 'carmarket'],
    ['/track-order', 'food', 'store-modules'],
    ['/nowhere', 'food', null],
    ['/storefront', 'food', null],
  ])('%s with module %s → %s', (path, mod, owner) => {
    expect(ownerOf(path, mod)).toBe(owner);
  });

  it('sends every store module type to store-modules', () => {
    for (const t of ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel'])
      expect(remoteForModule(t)).toBe('store-modules');
  });
});
