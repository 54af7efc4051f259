import { ACCOUNT_MENU, accountMenu } from './account-menu';

const mod = (module_type: string) => ({ id: 1, module_type, module_name: module_type });

describe('account menu (SPEC §2)', () => {
  test('all on: the SPEC order', () => {
    const config = { customer_wallet_status: 1, loyalty_point_status: 1, ref_earning_status: 1 };
    expect(accountMenu(config, [mod('food'), mod('rental')])).toEqual([...ACCOUNT_MENU]);
  });

  test('wallet, loyalty, referral hidden by config; my-trips hidden without rental or car market', () => {
    const config = { customer_wallet_status: 0, loyalty_point_status: 0, ref_earning_status: 0 };
    expect(accountMenu(config, [mod('grocery')])).toEqual([
      'profile-settings',
      'my-orders',
      'coupons',
      'inbox',
      'settings',
      'track-order',
    ]);
  });

  test('a car-market module alone keeps my-trips', () => {
    expect(accountMenu(null, [mod('carmarket')])).toContain('my-trips');
  });
});
