import type { RouteClaim } from '@mart/runtime/route-owner';

// The registry document: which build of each remote is live. Operators switch it with `mart-deploy`; a fresh page
// load then runs the chosen version, without rebuilding or redeploying anything else.
export interface RemoteEntry {
  version: string;
  manifest: string;
  contract?: Record<string, string>;
  /** the paths of the remote's route manifest, which the shell routes to it */
  routes?: RouteClaim[];
}

export interface RegistryDocument {
  apiBaseUrl?: string;
  remotes: Record<string, RemoteEntry>;
  /** real-user monitoring: the share of page loads that report (the page server's MART_RUM_SAMPLE) */
  rum?: { sample: number };
}

function normalise(doc: Partial<RegistryDocument>): RegistryDocument {
  return { apiBaseUrl: doc.apiBaseUrl, remotes: doc.remotes ?? {}, ...(doc.rum ? { rum: doc.rum } : {}) };
}

/**
 * The registry the shell's server inlined into the page (`<script type="application/json" id="mart-registry">`),
 * or null where the page came without one (a dev server, another host): then it is fetched.
 */
export function inlineRegistry(doc: Document = document): RegistryDocument | null {
  const text = doc.getElementById('mart-registry')?.textContent;
  if (!text) return null;
  try {
    return normalise(JSON.parse(text) as Partial<RegistryDocument>);
  } catch (e) {
    console.error('[mart] inline registry unreadable, fetching it', e);
    return null;
  }
}

export async function fetchRegistry(url: string): Promise<RegistryDocument> {
  try {
    const res = await fetch(url, { cache: 'no-store' });
    if (!res.ok) throw new Error(`registry ${res.status}`);
    return normalise((await res.json()) as Partial<RegistryDocument>);
  } catch (e) {
    // no registry: the site still runs its header and shell pages; each remote route shows its error panel
    console.error('[mart] registry unavailable', e);
    return { remotes: {} };
  }
}
