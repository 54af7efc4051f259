// SPEC §2 routes → the app that owns them. `/home`, `/` and `/track-order` follow the selected module's type.
export type AppName = 'rental' | 'carmarket' | 'store-modules' | 'account' | 'shell-pages';
export type RemoteName = Exclude<AppName, 'shell-pages'>;
export const REMOTES: RemoteName[] = ['store-modules', 'rental', 'carmarket', 'account'];

const STORE_PREFIXES = ['/categories', '/category/', '/store/', '/product/', '/checkout', '/my-orders', '/parcel'];
const ACCOUNT_PREFIXES = [
  '/profile',
  '/wallet',
  '/coupons',
  '/loyalty-points',
  '/referral-code',
  '/settings',
  '/inbox',
  '/interest',
  '/help-and-support',
  '/terms-and-conditions',
  '/privacy-policy',
  '/refund-policy',
  '/cancellation-policy',
  '/shipping-policy',
  '/about-us',
  '/store-registration',
  '/deliveryman-registration',
];
/** pages the shell renders itself (auth flow pages and the module picker) */
const SHELL_PREFIXES = ['/forgot-password', '/modules'];

function matches(path: string, prefixes: string[]): boolean {
  return prefixes.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p || path.startsWith(`${p}/`)));
}

/** Which remote answers for the selected module type. */
export function remoteForModule(moduleType: string | undefined | null): RemoteName | null {
  if (!moduleType) return null;
  if (moduleType === 'rental') return 'rental';
  if (moduleType === 'carmarket') return 'carmarket';
  return 'store-modules';
}

/** The single owner of a path (null: nothing owns it → not-found page). */
export function ownerOf(pathname: string, moduleType: string | null | undefined): AppName | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/home' || path === '/track-order') {
    return remoteForModule(moduleType) ?? 'shell-pages';
  }
  if (path.startsWith('/rental/') || path === '/rental' || path === '/my-trips') return 'rental';
  if (path.startsWith('/carmarket/') || path === '/carmarket') return 'carmarket';
  if (matches(path, STORE_PREFIXES)) return 'store-modules';
  if (matches(path, ACCOUNT_PREFIXES)) return 'account';
  if (matches(path, SHELL_PREFIXES)) return 'shell-pages';
  return null;
}
