// @ts-check
// Whether any app answers a page path (issue 41): a path no live remote claims and no shell page is is the
// not-found page, which the page server answers with 404 so crawlers do not index it. The claims are the ones the
// shell routes with (`@mart/runtime/route-owner`, published by each remote's build through the registry).

/**
 * The shell's own pages (SHELL_PAGES of shell/src/federation/route-table.ts): the module picker, tracking and the
 * password reset; the site search's page while no remote has claimed it.
 */
export const SHELL_PAGES = ['/', '/home', '/track-order', '/modules', '/forgot-password/*', '/search'];

/**
 * Whether a claim's pattern matches a path whole: `pathMatches` of `@mart/runtime/route-owner` (static and `:param`
 * segments, a trailing `/*`, case-insensitive), which route-owner.test.ts holds to the same answers.
 * @param {string} pattern @param {string} pathname
 */
export function pathMatches(pattern, pathname) {
  const segments = (/** @type {string} */ p) =>
    p === '/' || p === ''
      ? []
      : p
          .replace(/(.)\/$/, '$1')
          .split('/')
          .slice(1);
  const want = segments(pattern);
  const got = segments(pathname);
  const splat = want[want.length - 1] === '*';
  if (splat) want.pop();
  if (splat ? got.length < want.length : got.length !== want.length) return false;
  return want.every((w, i) => (w.startsWith(':') ? got[i] !== '' : w.toLowerCase() === got[i]?.toLowerCase()));
}

/**
 * Whether some live app answers `pathname`. @param {import('./registry.mjs').Registry} reg @param {string} pathname
 */
export function pageExists(reg, pathname) {
  const path = pathname.replace(/\/+$/, '') || '/';
  const claims = [...SHELL_PAGES, ...Object.values(reg.remotes).flatMap((r) => (r.routes ?? []).map((c) => c.path))];
  return claims.some((c) => pathMatches(c, path));
}
