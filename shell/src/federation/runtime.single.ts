// The single-bundle stand-in for runtime.ts (MART_SINGLE_BUNDLE=1 swaps it in; see webpack/single-bundle.js):
// every remote's exposed modules are part of the shell's own build, each behind its own dynamic import() so a
// route still downloads only its remote's code, as it does through Module Federation. The `@mart-single/…`
// specifiers are webpack aliases to the files the remotes' `exposes` maps name; runtime.single.test.ts checks
// that this table lists every expose of every remote.
import type { RemoteName } from '@mart/domain';
import type { RouteClaim } from '@mart/runtime/route-owner';
import type { RemoteEntry } from './registry';

type Load = () => Promise<unknown>;

export const BUNDLED: Record<RemoteName, Record<string, Load>> = {
  'store-modules': {
    app: () => import(/* webpackChunkName: "store-modules-app" */ '@mart-single/store-modules/app'),
    CartDrawer: () =>
      import(/* webpackChunkName: "store-modules-CartDrawer" */ '@mart-single/store-modules/CartDrawer'),
  },
  rental: {
    app: () => import(/* webpackChunkName: "rental-app" */ '@mart-single/rental/app'),
    TripCartDrawer: () => import(/* webpackChunkName: "rental-TripCartDrawer" */ '@mart-single/rental/TripCartDrawer'),
  },
  carmarket: {
    app: () => import(/* webpackChunkName: "carmarket-app" */ '@mart-single/carmarket/app'),
    TripCartDrawer: () =>
      import(/* webpackChunkName: "carmarket-TripCartDrawer" */ '@mart-single/carmarket/TripCartDrawer'),
  },
  account: {
    app: () => import(/* webpackChunkName: "account-app" */ '@mart-single/account/app'),
    WishlistDrawer: () =>
      import(/* webpackChunkName: "account-WishlistDrawer" */ '@mart-single/account/WishlistDrawer'),
    LocationPicker: () =>
      import(/* webpackChunkName: "account-LocationPicker" */ '@mart-single/account/LocationPicker'),
  },
};

function loaderOf(remote: string, expose: string): Load {
  const load = (BUNDLED as Record<string, Record<string, Load> | undefined>)[remote]?.[expose];
  if (!load) throw new Error(`${remote}/${expose} is not in the single bundle`);
  return load;
}

// each remote's dist/routes.json at the time of the single build (webpack/single-bundle.js defines it)
const BUNDLED_ROUTES = process.env.MART_BUNDLED_ROUTES as unknown as Record<string, RouteClaim[]>;

/** The remotes compiled into this build declare their paths here, not through the registry. */
export function bundledRoutes(remote: string): RouteClaim[] {
  return BUNDLED_ROUTES[remote] ?? [];
}

/** Nothing to register: the registry is only read for the API base URL in this build. */
export function registerAll(_remotes: Record<string, RemoteEntry>): void {}

/**
 * The same head start the federated build gets from preloadRemote: the first route's chunk starts downloading
 * beside the bootstrap chunks (without waiting for the registry, which this build only reads for the API URL). Unlike preloadRemote this also evaluates the module, which is safe: no shared-scope
 * negotiation exists here, and a remote's top level only registers translations and builds its lifecycles.
 */
export async function preloadApp(remote: string, _entry: Promise<RemoteEntry | undefined>): Promise<void> {
  await loaderOf(remote, 'app')();
}

export async function loadModule<T>(
  remote: string,
  expose: string,
  _entry: RemoteEntry | undefined,
  _retry: boolean,
): Promise<T | null> {
  // a failed chunk load is retried by calling import() again: webpack re-requests a chunk that failed
  return (await loaderOf(remote, expose)()) as T | null;
}

export function versionLabel(_remote: string, _entry: RemoteEntry | undefined): string | undefined {
  return 'single bundle';
}
