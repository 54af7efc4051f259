import { useBusValue } from '@mart/bus';

// SPEC §2 account menu order.
const MENU = [
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
export type AccountPage = (typeof MENU)[number];

const HREF: Record<AccountPage, string> = {
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

/** The account menu, less what config hides (wallet, loyalty, referral; rental pages without a vehicle module). */
export function useAccountMenu(): { key: AccountPage; href: string }[] {
  const config = useBusValue('config');
  const modules = useBusValue('modules');
  const hasVehicles = modules.some((m) => m.module_type === 'rental' || m.module_type === 'carmarket');
  return MENU.filter((key) => {
    if (key === 'wallet') return config?.customer_wallet_status === 1;
    if (key === 'loyalty-points') return config?.loyalty_point_status === 1;
    if (key === 'referral-code') return config?.ref_earning_status === 1;
    if (key === 'my-trips') return hasVehicles;
    return true;
  }).map((key) => ({ key, href: HREF[key] }));
}
