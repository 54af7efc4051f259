// The Module Federation half of remote loading, kept in one module so the single-bundle build
// (MART_SINGLE_BUNDLE=1, webpack/single-bundle.js) can swap it for runtime.single.ts and leave everything else
// (registry, timeouts, error panels, single-spa routing) identical in both builds.
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteClaim } from '@mart/runtime/route-owner';
import type { RemoteEntry } from './registry';
import { preloadScripts, sharedChunksToPreload, type ManifestShared } from './shared-preload';

// webpack's sharing API (the host's share scope, filled by its init)
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, Record<string, unknown> | undefined>;

/** MF container names must be identifiers: the app `store-modules` builds the container `store_modules`. */
export function containerName(remote: string): string {
  return remote.replace(/-/g, '_');
}

/** Federated remotes declare their paths in the registry only: none are compiled into the shell. */
export function bundledRoutes(_remote: string): RouteClaim[] {
  return [];
}

/** Point the MF runtime at each remote's manifest, as the registry says. */
export function registerAll(remotes: Record<string, RemoteEntry>): void {
  registerRemotes(Object.entries(remotes).map(([name, r]) => ({ name: containerName(name), entry: r.manifest })));
}

/**
 * Download a remote's manifest, remoteEntry and `./app` chunks without running them, and the chunks of its shared
 * packages that the shell does not provide; `entry` resolves once the registry has been applied (the remote's
 * manifest URL is registered).
 */
export async function preloadApp(remote: string, entry: Promise<RemoteEntry | undefined>): Promise<void> {
  const e = await entry;
  if (!e) return;
  await Promise.all([
    preloadRemote([{ nameOrAlias: containerName(remote), exposes: ['./app'] }]),
    preloadSharedGaps(e.manifest),
  ]);
}

async function preloadSharedGaps(manifestUrl: string): Promise<void> {
  const [manifest] = await Promise.all([
    // the same immutable URL the runtime fetches: the second read comes from the HTTP cache
    fetch(manifestUrl).then((r) => r.json() as Promise<ManifestShared>),
    __webpack_init_sharing__('default'),
  ]);
  const scope = __webpack_share_scopes__['default'] ?? {};
  preloadScripts(sharedChunksToPreload(manifest, manifestUrl, (name) => name in scope));
}

/** One exposed module; `retry` re-registers the remote so the runtime fetches it afresh. */
export async function loadModule<T>(
  remote: string,
  expose: string,
  entry: RemoteEntry | undefined,
  retry: boolean,
): Promise<T | null> {
  if (!entry) throw new Error('not in the registry');
  if (retry) registerRemotes([{ name: containerName(remote), entry: entry.manifest }], { force: true });
  return loadRemote<T>(`${containerName(remote)}/${expose}`);
}

/** The version the page reports for a remote: the one the registry made live. */
export function versionLabel(_remote: string, entry: RemoteEntry | undefined): string | undefined {
  return entry?.version;
}
