// Started by index.ts before the async boundary, so the registry and the first route's remote download in
// parallel with React, antd and the shell's own chunks instead of after them.
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { ownerOf, REMOTES, type RemoteName } from '../routes';
import { applyRegistry, containerName } from './load-remote';
import { fetchRegistry, type RegistryDocument } from './registry';

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

async function start(): Promise<RegistryDocument> {
  const doc = await fetchRegistry(process.env.MART_REGISTRY_URL || '/registry.json');
  applyRegistry(doc);
  const remote = firstRemote();
  if (remote && doc.remotes[remote]) {
    // manifest, remoteEntry and the ./app chunks; a failure here is only a lost head start: the route's own load
    // reports it (error panel with Retry)
    preloadRemote([{ nameOrAlias: containerName(remote), exposes: ['./app'] }]).catch(() => undefined);
  }
  return doc;
}

/** The registry, applied to the Module Federation runtime; bootstrap awaits it. */
export const registryReady: Promise<RegistryDocument> = start();
