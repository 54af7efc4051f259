// Which app answers a path, from the route claims each live remote's manifest published through the deploy
// registry (and the shell's own pages): a remote that adds a page, even a new top-level path, ships it without the
// shell being rebuilt.
import { remoteForModule } from '@mart/domain';
import { matchPath } from 'react-router-dom';
import type { RouteClaim } from './route-manifest';

export type { RouteClaim };

const pathMatches = (pattern: string, path: string) => matchPath({ path: pattern, end: true }, path) !== null;

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
