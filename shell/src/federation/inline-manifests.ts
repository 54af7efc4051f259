// The live remotes' mf-manifest.json documents, inlined into the page by the shell's server beside the registry
// (`<script type="application/json" id="mart-manifests">`, keyed by manifest URL), so the first remote's code is
// requested right after the shell's entry has run instead of one manifest round trip later. A runtime plugin hands
// them to the Module Federation runtime; a manifest the page does not carry is fetched as before.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export type InlineManifests = ReadonlyMap<string, unknown>;

/** The manifests the page carries (none where it came without them: a dev server, another host). */
export function readInlineManifests(doc: Document = document): InlineManifests {
  const text = doc.getElementById('mart-manifests')?.textContent;
  if (!text) return new Map();
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? new Map(Object.entries(parsed)) : new Map();
  } catch (e) {
    console.error('[mart] inline manifests unreadable, fetching them', e);
    return new Map();
  }
}

/** Answers the runtime's manifest requests from the page's copies. */
export function inlineManifestPlugin(manifests: InlineManifests): ModuleFederationRuntimePlugin {
  return {
    name: 'mart-inline-manifests',
    fetch(url) {
      const manifest = manifests.get(url);
      if (manifest === undefined) return undefined;
      return Promise.resolve(
        new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }),
      );
    },
  };
}
