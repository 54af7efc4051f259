import { ACCOUNT_MENU, accountMenu, type AccountMenuKey } from '@mart/domain';

/** The pages the account frame renders itself under /profile?page=. */
export const PROFILE_PAGES = [
  'profile-settings',
  'addresses',
  'wallet',
  'coupons',
  'loyalty-points',
  'referral-code',
  'inbox',
  'settings',
] as const;
export type ProfilePage = (typeof PROFILE_PAGES)[number];

/**
 * Menu entries and profile links another app owns: /profile?page=my-orders lands on the same screen as the menu's
 * own link (a bookmark or a shared link keeps working whichever address it was written with).
 */
const ELSEWHERE = new Map([
  ['my-orders', '/my-orders'],
  ['my-trips', '/my-trips'],
  ['track-order', '/track-order'],
  ['help-and-support', '/help-and-support'],
  ['interest', '/interest'],
]);

export type ProfileTarget =
  | { kind: 'page'; page: ProfilePage }
  | { kind: 'redirect'; to: string }
  /** the wishlist is a drawer over the profile, not a page of its own */
  | { kind: 'wishlist' };

const isPage = (v: string): v is ProfilePage => (PROFILE_PAGES as readonly string[]).includes(v);
const isMenuKey = (v: string): v is AccountMenuKey => (ACCOUNT_MENU as readonly string[]).includes(v);
const DEFAULT: ProfileTarget = { kind: 'page', page: 'profile-settings' };

/**
 * SPEC §2 /profile?page={name}: each name to its screen. A page the site turns off (wallet, loyalty, referral,
 * my-trips without a vehicle module) or an unknown name gives the profile. Before the config or the modules have
 * loaded nothing is judged hidden, so a returning payment (?page=wallet) is not bounced to the profile.
 */
export function profileTarget(
  raw: string | null,
  config: Readonly<Record<string, unknown>> | null,
  modules: ReadonlyArray<{ module_type: string }>,
): ProfileTarget {
  const page = (raw ?? '').trim().toLowerCase();
  if (page === 'wishlist') return { kind: 'wishlist' };
  if (isMenuKey(page)) {
    const known = config !== null && (page !== 'my-trips' || modules.length > 0);
    if (known && !accountMenu(config, modules).includes(page)) return DEFAULT;
  }
  if (isPage(page)) return { kind: 'page', page };
  const to = ELSEWHERE.get(page);
  return to ? { kind: 'redirect', to } : DEFAULT;
}
