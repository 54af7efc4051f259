// Which app answers a path. Each live remote's paths come from its route manifest, carried by the deploy registry
// (a remote that adds a page, even a new top-level one, needs no shell change); the shell's own pages come last:
// the module picker answers the homes and tracking while no module is selected.
import { REMOTES, type AppName } from '@mart/domain';
import { ownerOf as ownerIn, type AppClaims } from '@mart/runtime/route-owner';
import type { RegistryDocument } from './registry';
import { bundledRoutes } from './runtime';

const SHELL_PAGES: AppClaims = {
  app: 'shell-pages',
  routes: ['/', '/home', '/track-order', '/modules', '/forgot-password/*', '/search'].map((path) => ({ path })),
};

let table: readonly AppClaims[] = [SHELL_PAGES];
/**
 * Owners already worked out for this table: single-spa asks every app's activeWhen at each route change, and each
 * answer matched the path against every claim of every app (a few ms of the start-up on a phone).
 */
const owners = new Map<string, AppName | null>();

/** Takes the live remotes' route claims from the registry (the single bundle carries its remotes' own). */
export function applyRoutes(doc: RegistryDocument): void {
  table = [...REMOTES.map((app) => ({ app, routes: doc.remotes[app]?.routes ?? bundledRoutes(app) })), SHELL_PAGES];
  owners.clear();
}

/** The single owner of a path (null: nothing owns it → the not-found page). */
export function ownerOf(pathname: string, moduleType: string | null | undefined): AppName | null {
  const key = `${moduleType ?? ''} ${pathname}`;
  let owner = owners.get(key);
  if (owner === undefined) {
    // a long visit's paths (every store and product id) must not pile up
    if (owners.size >= 200) owners.clear();
    owner = ownerIn(table, pathname, moduleType) as AppName | null;
    owners.set(key, owner);
  }
  return owner;
}
