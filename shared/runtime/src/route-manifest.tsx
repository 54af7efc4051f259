// A remote's route manifest: the one place its pages are declared. The app's data router (`createManifestRouter`),
// the server render (`ManifestRoutes`, `findPage`) and the shell's routing (through the deploy registry, `claimsOf`)
// are all made from it, and all match paths with react-router's own matcher, so they never disagree about which
// page a path is.
import { Suspense, type ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  useRouteError,
  useRoutes,
  type DataRouter,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { PageSkeleton } from '@mart/ui';
import { RenderError } from './RenderError';

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

/** The manifest's page for `pathname` (react-router's ranking: a static segment beats a `:param`), or null. */
export function findPage(manifest: RouteManifest, pathname: string): { route: PageRoute; params: RouteParams } | null {
  const found = matchRoutes(manifest as PageRoute[], pathname);
  const match = found?.[found.length - 1];
  if (!match) return null;
  return { route: match.route, params: match.params as RouteParams };
}

/**
 * The route's loader: it starts the page's `load` and returns at once, so a navigation never waits on the network
 * (the page shows its own skeleton until its queries answer). A load that fails is only a lost head start: the
 * page's queries fetch again and show the error.
 */
function startLoad(load: NonNullable<PageRoute['load']>) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const failed = (e: unknown) => console.error('[mart] page load failed', e);
    try {
      load(params as RouteParams, new URL(request.url).searchParams).catch(failed);
    } catch (e) {
      failed(e);
    }
    // null, not undefined: the router counts the route's data as there and renders the page
    return null;
  };
}

/**
 * The loads run again only when the URL changes: single-spa answers every history push (the app's own too) with a
 * popstate, which the router takes as a second navigation to where it already is.
 */
const onUrlChange = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.href !== nextUrl.href && defaultShouldRevalidate;

/** A path the shell gives another app: the router stays quiet (no 404) until single-spa unmounts this app. */
const NotThisApps = () => null;

const Skeleton = () => <PageSkeleton rows={8} />;

function RouteError() {
  console.error('[mart] render error', useRouteError());
  return <RenderError />;
}

const made = new WeakMap<RouteManifest, RouteObject[]>();

/**
 * The manifest as react-router's routes, the same objects for the browser's data router and the server render.
 * Each page has its own Suspense boundary: a lazy page routed to paints its skeleton at once (a router update is
 * a transition, which would keep the previous page on screen while a shared boundary's chunk downloads).
 */
export function manifestRouteObjects(manifest: RouteManifest): RouteObject[] {
  const cached = made.get(manifest);
  if (cached) return cached;
  // one wrapper per page component, not per path: two paths drawn by the same page (a store and an item's quick
  // view over it) stay one mounted page across a navigation between them, its scroll, state and focus kept
  const wrappers = new Map<ComponentType, ComponentType>();
  const routed = (Page: ComponentType): ComponentType => {
    let Routed = wrappers.get(Page);
    if (!Routed) {
      Routed = function Routed() {
        return (
          <Suspense fallback={<Skeleton />}>
            <Page />
          </Suspense>
        );
      };
      wrappers.set(Page, Routed);
    }
    return Routed;
  };
  const pages = manifest.map(({ path, page, load }): RouteObject => {
    const Routed = routed(page);
    return load
      ? { path, Component: Routed, loader: startLoad(load), shouldRevalidate: onUrlChange }
      : { path, Component: Routed };
  });
  const routes: RouteObject[] = [
    // drawn only if React renders before the first navigation's loaders have returned (they return at once)
    {
      HydrateFallback: Skeleton,
      ErrorBoundary: RouteError,
      children: [...pages, { path: '*', Component: NotThisApps }],
    },
  ];
  made.set(manifest, routes);
  return routes;
}

/**
 * The app's data router on the page's URL and history. Made as the app mounts: its first navigation runs the
 * matched page's loader, which is the early start of the page's data (before React renders). `dispose()` it as the
 * app unmounts, so it stops following the history.
 */
export function createManifestRouter(manifest: RouteManifest): DataRouter {
  return createBrowserRouter(manifestRouteObjects(manifest));
}

/** The manifest's pages under a router that is not a data router: the server's `StaticRouter` for a first screen. */
export function ManifestRoutes({ manifest }: { manifest: RouteManifest }) {
  return useRoutes(manifestRouteObjects(manifest));
}
