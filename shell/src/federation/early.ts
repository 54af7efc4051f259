// Started by index.ts before the async boundary (once the first screen's picture has painted), so the registry and
// the first route's remote download in parallel with React and the shell's own chunks instead of after them.
import { REMOTES, type RemoteName } from '@mart/domain';
import { applyRegistry } from './load-remote';
import { preloadApp } from './runtime';
import { fetchRegistry, inlineRegistry, type RegistryDocument } from './registry';
import { applyRoutes, ownerOf } from './route-table';

/** The remote that will answer the current URL, from the module the customer chose last time (localStorage). */
function firstRemote(): RemoteName | null {
  let moduleType: string | null = null;
  try {
    const raw = localStorage.getItem('module');
    moduleType = raw ? ((JSON.parse(raw) as { module_type?: string } | null)?.module_type ?? null) : null;
  } catch {
    moduleType = null;
  }
  const owner = ownerOf(window.location.pathname, moduleType);
  return (REMOTES as readonly string[]).includes(owner ?? '') ? (owner as RemoteName) : null;
}

function start(): Promise<RegistryDocument> {
  const inline = inlineRegistry();
  // the page's own registry routes at once, so its remote's download starts now; a fetched one routes when it comes
  if (inline) applyRoutes(inline);
  const ready = (
    inline ? Promise.resolve(inline) : fetchRegistry(process.env.MART_REGISTRY_URL || '/registry.json')
  ).then((doc) => {
    applyRegistry(doc);
    applyRoutes(doc);
    return doc;
  });
  const remote = inline ? firstRemote() : null;
  if (remote) {
    // federated: manifest, remoteEntry and the ./app chunks, once the registry says where the remote lives; the
    // single bundle needs no registry to find its code and starts at once. A failure here is only a lost head
    // start: the route's own load reports it (error panel with Retry)
    preloadApp(
      remote,
      ready.then((doc) => doc.remotes[remote]),
    ).catch(() => undefined);
  }
  return ready;
}

let ready: Promise<RegistryDocument> | null = null;

/** The registry, applied to the Module Federation runtime (started by the first call); the start awaits it. */
export function registryReady(): Promise<RegistryDocument> {
  ready ??= start();
  return ready;
}
