// The registry document: which build of each remote is live. Operators switch it with `mart-deploy`; a fresh page
// load then runs the chosen version, without rebuilding or redeploying anything else.
export interface RemoteEntry {
  version: string;
  manifest: string;
  contract?: Record<string, string>;
}

export interface RegistryDocument {
  apiBaseUrl?: string;
  remotes: Record<string, RemoteEntry>;
}

export async function fetchRegistry(url: string): Promise<RegistryDocument> {
  try {
    const res = await fetch(url, { cache: 'no-store' });
    if (!res.ok) throw new Error(`registry ${res.status}`);
    const doc = (await res.json()) as Partial<RegistryDocument>;
    return { apiBaseUrl: doc.apiBaseUrl, remotes: doc.remotes ?? {} };
  } catch (e) {
    // no registry: the site still runs its header and shell pages; each remote route shows its error panel
    console.error('[mart] registry unavailable', e);
    return { remotes: {} };
  }
}
