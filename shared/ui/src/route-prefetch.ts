// A routed page's data (and its main picture) can start downloading as its app mounts, before React has rendered
// anything: a query hook fetches only after its component has committed, which on a slow phone is seconds after the
// app's code arrived, and a routed page's own chunks (antd) arrive after the app itself (issue 8, LCP).
import { queryClient } from '@mart/api-client';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';

export type RouteParams = Readonly<Record<string, string>>;

/** A page whose requests can start before it renders. */
export interface RoutePrefetch {
  /** the page's route, as its `<Route path>` says it: static segments and `:param` segments, matched whole */
  path: string;
  /**
   * starts the page's requests (through the query cache the page reads); gets the path's params and the query
   * string, and settles once the page's top (what paints before antd) has its data: the server's first render waits
   * for that much, the browser waits for none of it
   */
  prefetch: (params: RouteParams, search: URLSearchParams) => Promise<unknown>;
}

/** The params of `pathname` under `pattern`, or null when it is another route (a trailing slash is ignored). */
export function matchRoute(pattern: string, pathname: string): RouteParams | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    let g: string;
    try {
      g = decodeURIComponent(got[i]!);
    } catch {
      return null;
    }
    if (w.startsWith(':')) params[w.slice(1)] = g;
    else if (w !== g) return null;
  }
  return params;
}

/** The first entry whose path matches `pathname`, with its params. */
export function findRoute(
  routes: readonly RoutePrefetch[],
  pathname: string,
): { route: RoutePrefetch; params: RouteParams } | null {
  for (const route of routes) {
    const params = matchRoute(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

/**
 * Runs the first entry whose path matches; settles when its requests have, never rejects: a prefetch that fails is
 * only a lost head start, the page's own queries fetch again and show the error.
 */
export async function runRoutePrefetch(routes: readonly RoutePrefetch[], pathname: string, search = ''): Promise<void> {
  const found = findRoute(routes, pathname);
  if (!found) return;
  try {
    await found.route.prefetch(found.params, new URLSearchParams(search));
  } catch (e) {
    console.error('[mart] prefetch failed', e);
  }
}

/** The module home's routes (`/home` and `/`, which the shell gives the selected module's app). */
export function homeRoutes(prefetch: () => Promise<unknown>): RoutePrefetch[] {
  return ['/home', '/'].map((path) => ({ path, prefetch }));
}

/**
 * Starts downloading a page's main picture once its URL is known, so it is in the cache when the page renders it
 * (an `Image` and not a `<link rel=preload>`: an unused preload warns in the console).
 */
function preloadImage(url: string | null | undefined): void {
  // on the server (first-screen rendering) the page's HTML names the picture itself
  if (!url || typeof Image === 'undefined') return;
  const img = new Image();
  img.fetchPriority = 'high';
  img.src = url;
}

/**
 * Starts a page's query through the page's cache and, once it answers, the picture it names (the page's largest
 * paint). A failure is left to the page's own query, which shows it.
 */
export function prefetchWithPicture<T, K extends QueryKey>(
  query: FetchQueryOptions<T, Error, T, K>,
  pictureOf: (data: T) => string | null | undefined,
): Promise<void> {
  return queryClient.fetchQuery(query).then(
    (data) => preloadImage(pictureOf(data)),
    () => undefined,
  );
}
