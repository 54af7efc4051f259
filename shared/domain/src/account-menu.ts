/** SPEC §2 account menu: one order and one address per entry, for the shell's header menu and the account pages. */

export const ACCOUNT_MENU = [
  'profile-settings',
  'my-orders',
  'my-trips',
  'wallet',
  'coupons',
  'loyalty-points',
  'referral-code',
  'inbox',
  'settings',
  'track-order',
] as const;
export type AccountMenuKey = (typeof ACCOUNT_MENU)[number];

export const ACCOUNT_MENU_HREF: Record<AccountMenuKey, string> = {
  'profile-settings': '/profile?page=profile-settings',
  'my-orders': '/my-orders',
  'my-trips': '/my-trips',
  wallet: '/wallet',
  coupons: '/coupons',
  'loyalty-points': '/loyalty-points',
  'referral-code': '/referral-code',
  inbox: '/inbox',
  settings: '/settings',
  'track-order': '/track-order',
};

// 1, true or '1', as the account pages read the same flags to turn themselves off
const on = (v: unknown) => v === 1 || v === true || v === '1';

/**
 * The menu less what config hides (wallet, loyalty, referral: customer_wallet_status, loyalty_point_status,
 * ref_earning_status), and my-trips without a rental or car-market module.
 */
export function accountMenu(
  config: Readonly<Record<string, unknown>> | null,
  modules: ReadonlyArray<{ module_type: string }>,
): AccountMenuKey[] {
  const vehicles = modules.some((m) => m.module_type === 'rental' || m.module_type === 'carmarket');
  return ACCOUNT_MENU.filter((k) => {
    if (k === 'wallet') return on(config?.customer_wallet_status);
    if (k === 'loyalty-points') return on(config?.loyalty_point_status);
    if (k === 'referral-code') return on(config?.ref_earning_status);
    if (k === 'my-trips') return vehicles;
    return true;
  });
}
