// Which app answers a path, from the route claims each live remote's manifest published through the deploy
// registry (and the shell's own pages): a remote that adds a page, even a new top-level path, ships it without the
// shell being rebuilt.
import { remoteForModule } from '@mart/domain';
import type { RouteClaim } from './route-manifest';

export type { RouteClaim };

/**
 * Whether a claim's pattern matches a path whole, as react-router's `matchPath(…, end: true)` decides for the
 * patterns manifests use (static and `:param` segments, a trailing `/*`). The shell routes with this before any
 * router loads: react-router would put ~46 KB gz on every page's critical path. route-owner.test.ts holds the two
 * to the same answers.
 */
export function pathMatches(pattern: string, pathname: string): boolean {
  const segments = (p: string) =>
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
  return want.every((w, i) => (w.startsWith(':') ? got[i] !== '' : w.toLowerCase() === got[i]!.toLowerCase()));
}

/** One app's claims, in the order apps are asked (remotes in registry order, the shell's own pages last). */
export interface AppClaims {
  app: string;
  routes: readonly RouteClaim[];
}

/**
 * The single owner of `pathname`, or null (nothing owns it: the not-found page). The selected module's app wins
 * any path it claims; a claim that `followsModule` counts only then; otherwise the first plain claim wins.
 */
export function ownerOf(
  table: readonly AppClaims[],
  pathname: string,
  moduleType: string | null | undefined,
): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const selected = remoteForModule(moduleType);
  const claiming = table.filter((a) => a.routes.some((r) => pathMatches(r.path, path)));
  if (selected && claiming.some((a) => a.app === selected)) return selected;
  const plain = claiming.find((a) => a.routes.some((r) => !r.followsModule && pathMatches(r.path, path)));
  return plain?.app ?? null;
}
