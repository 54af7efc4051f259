import type { SelectedModule, SiteConfig } from '@mart/bus';
import { accountFlags } from '../../common/config';

// SPEC §2 account menu order.
export const MENU = [
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
export type MenuKey = (typeof MENU)[number];

export const MENU_HREF: Record<MenuKey, string> = {
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

/** The menu less what config hides: wallet, loyalty, referral; my-trips without a rental or car-market module. */
export function accountMenu(config: SiteConfig | null, modules: SelectedModule[]): MenuKey[] {
  const f = accountFlags(config);
  const vehicles = modules.some((m) => m.module_type === 'rental' || m.module_type === 'carmarket');
  return MENU.filter((k) => {
    if (k === 'wallet') return f.wallet;
    if (k === 'loyalty-points') return f.loyalty;
    if (k === 'referral-code') return f.referral;
    if (k === 'my-trips') return vehicles;
    return true;
  });
}
