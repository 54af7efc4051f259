// A remote's route manifest: the one place its pages are declared. The router, the early start of a page's data,
// the server render and the shell's routing (through the deploy registry, `claimsOf`) all read it, and all match
// paths with react-router's own matcher, so they never disagree about which page a path is.
import { Suspense, useMemo, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { PageSkeleton } from '@mart/ui';

export type RouteParams = Readonly<Record<string, string>>;

export interface PageRoute {
  /** as react-router writes it: static and `:param` segments */
  path: string;
  /** the page (eager, or `lazyAntd(...)` for its own chunk) */
  page: ComponentType;
  /**
   * starts the page's requests through the query cache it reads, as the app mounts on it (before React renders);
   * settles once the page's top has its data, which the server render waits for and the browser does not
   */
  load?: (params: RouteParams, search: URLSearchParams) => Promise<unknown>;
  /**
   * its first screen is drawn on the server from what its `load` brought (a page whose first screen is its layout
   * alone, the checkout's, needs none)
   */
  ssr?: boolean;
  /**
   * drawn on the server with the customer's own data: the request's session cookie signs its GETs (a load that
   * fails with it, an expired or forged token, draws the guest's screen instead)
   */
  personal?: boolean;
  /** the path is this app's only while the customer's selected module is this app's (`/`, `/home`, `/track-order`) */
  followsModule?: boolean;
}

export type RouteManifest = readonly PageRoute[];

/** What the deploy registry carries of a remote's manifest: enough for the shell to route, nothing to render. */
export interface RouteClaim {
  path: string;
  followsModule?: boolean;
}

export function claimsOf(manifest: RouteManifest): RouteClaim[] {
  return manifest.map(({ path, followsModule }) => (followsModule ? { path, followsModule } : { path }));
}

function routeObjects(manifest: RouteManifest): RouteObject[] {
  return manifest.map((r) => {
    const Page = r.page;
    return { path: r.path, element: <Page /> };
  });
}

/** The manifest's page for `pathname` (react-router's ranking: a static segment beats a `:param`), or null. */
export function findPage(manifest: RouteManifest, pathname: string): { route: PageRoute; params: RouteParams } | null {
  const found = matchRoutes(manifest as PageRoute[], pathname);
  const match = found?.[found.length - 1];
  if (!match) return null;
  return { route: match.route, params: match.params as RouteParams };
}

/**
 * Starts the load of the page at `pathname`; settles when it has, never rejects: a load that fails is only a lost
 * head start, the page's own queries fetch again and show the error.
 */
export async function startPageLoad(manifest: RouteManifest, pathname: string, search = ''): Promise<void> {
  const found = findPage(manifest, pathname);
  if (!found?.route.load) return;
  try {
    await found.route.load(found.params, new URLSearchParams(search));
  } catch (e) {
    console.error('[mart] page load failed', e);
  }
}

/**
 * The manifest's pages under whichever router renders them (the browser's, or the server's for a first screen);
 * `fallback` answers any other path the shell gives the app.
 */
export function ManifestRoutes({ manifest, fallback: Fallback }: { manifest: RouteManifest; fallback: ComponentType }) {
  const routes = useMemo(() => [...routeObjects(manifest), { path: '*', element: <Fallback /> }], [manifest, Fallback]);
  const element = useRoutes(routes);
  return <Suspense fallback={<PageSkeleton rows={8} />}>{element}</Suspense>;
}
