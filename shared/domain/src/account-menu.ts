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

/** A config switch as the API sends it: 1, true or '1' is on (the shell, the menu and the account pages agree). */
export const configOn = (v: unknown): boolean => v === 1 || v === true || v === '1';

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
    if (k === 'wallet') return configOn(config?.customer_wallet_status);
    if (k === 'loyalty-points') return configOn(config?.loyalty_point_status);
    if (k === 'referral-code') return configOn(config?.ref_earning_status);
    if (k === 'my-trips') return vehicles;
    return true;
  });
}
