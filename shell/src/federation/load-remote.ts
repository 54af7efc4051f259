import type { RegistryDocument } from './registry';
import { loadModule, registerAll, versionLabel } from './runtime';

export const REMOTE_LOAD_TIMEOUT_MS = 8000;

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly version: string | undefined,
    override readonly cause: unknown,
  ) {
    super(
      `remote ${remote}@${version ?? 'unregistered'} failed to load: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'RemoteLoadError';
  }
}

let registry: RegistryDocument = { remotes: {} };

export function applyRegistry(doc: RegistryDocument): void {
  registry = doc;
  registerAll(doc.remotes);
}

export function versionOf(remote: string): string | undefined {
  return versionLabel(remote, registry.remotes[remote]);
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/**
 * Load one exposed module of a remote. Failures (404, network, timeout) become a RemoteLoadError naming the
 * remote and version, logged once; a retry re-registers the remote so the runtime fetches it afresh.
 */
export async function loadExposed<T>(remote: string, expose: string, retry = false): Promise<T> {
  const entry = registry.remotes[remote];
  try {
    const mod = await withTimeout(loadModule<T>(remote, expose, entry, retry), REMOTE_LOAD_TIMEOUT_MS);
    if (!mod) throw new Error(`${expose} is empty`);
    return mod;
  } catch (e) {
    const err = e instanceof RemoteLoadError ? e : new RemoteLoadError(remote, entry?.version, e);
    console.error(`[mart] ${err.message}`);
    throw err;
  }
}
