import { profileTarget } from './profile-page';

const config = { customer_wallet_status: 1, loyalty_point_status: 1, ref_earning_status: 1 };
const modules = [{ module_type: 'food' }, { module_type: 'rental' }];

test.each([
  ['profile-settings', { kind: 'page', page: 'profile-settings' }],
  ['addresses', { kind: 'page', page: 'addresses' }],
  ['wallet', { kind: 'page', page: 'wallet' }],
  ['coupons', { kind: 'page', page: 'coupons' }],
  ['loyalty-points', { kind: 'page', page: 'loyalty-points' }],
  ['referral-code', { kind: 'page', page: 'referral-code' }],
  ['inbox', { kind: 'page', page: 'inbox' }],
  ['settings', { kind: 'page', page: 'settings' }],
  ['my-orders', { kind: 'redirect', to: '/my-orders' }],
  ['my-trips', { kind: 'redirect', to: '/my-trips' }],
  ['track-order', { kind: 'redirect', to: '/track-order' }],
  ['help-and-support', { kind: 'redirect', to: '/help-and-support' }],
  ['interest', { kind: 'redirect', to: '/interest' }],
  ['wishlist', { kind: 'wishlist' }],
])('page=%s goes to its screen', (page, target) => {
  expect(profileTarget(page, config, modules)).toEqual(target);
});

test('an unknown, empty, missing or hostile name gives the profile', () => {
  for (const page of ['nope', '', null, '../admin', '<script>', 'constructor', '__proto__', 'toString'])
    expect(profileTarget(page, config, modules)).toEqual({ kind: 'page', page: 'profile-settings' });
});

test('a name is read whatever its case and surrounding spaces', () => {
  expect(profileTarget(' Wallet ', config, modules)).toEqual({ kind: 'page', page: 'wallet' });
});

test('pages the site turns off give the profile, not a page the menu does not offer', () => {
  const off = { customer_wallet_status: 0, loyalty_point_status: 0, ref_earning_status: 0 };
  for (const page of ['wallet', 'loyalty-points', 'referral-code'])
    expect(profileTarget(page, off, modules)).toEqual({ kind: 'page', page: 'profile-settings' });
  expect(profileTarget('my-trips', config, [{ module_type: 'food' }])).toEqual({
    kind: 'page',
    page: 'profile-settings',
  });
});

test('before the config and modules load nothing is judged hidden (a payment returning to the wallet stays)', () => {
  expect(profileTarget('wallet', null, [])).toEqual({ kind: 'page', page: 'wallet' });
  expect(profileTarget('my-trips', config, [])).toEqual({ kind: 'redirect', to: '/my-trips' });
});
