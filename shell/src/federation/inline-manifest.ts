// A runtime plugin of the shell's federation runtime: the manifest of the remote that drew the page comes in the page
// (`<script type="application/json" id="mart-manifest">`, written by the page server from the live version), so the
// runtime starts that remote's code without first asking its origin for the manifest: one round trip less before
// the page answers. Any other manifest, or a page without one, is fetched as before.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The data block's content. */
interface PageManifest {
  url: string;
  manifest: unknown;
}

let read: { doc: Document; block: PageManifest | null } | null = null;

function pageManifest(doc: Document): PageManifest | null {
  if (read?.doc === doc) return read.block;
  let block: PageManifest | null = null;
  const text = doc.getElementById('mart-manifest')?.textContent;
  if (text) {
    try {
      const parsed = JSON.parse(text) as Partial<PageManifest>;
      block = typeof parsed.url === 'string' && parsed.manifest ? { url: parsed.url, manifest: parsed.manifest } : null;
    } catch (e) {
      console.error('[mart] inline manifest unreadable, fetching it', e);
    }
  }
  read = { doc, block };
  return block;
}

/** The manifest at `url` if the page carries it, else null (fetch it). */
export function inlineManifest(url: string, doc: Document = document): unknown {
  const block = pageManifest(doc);
  return block && block.url === url ? block.manifest : null;
}

/** Answers the runtime's fetch of the page's own remote manifest from the page. */
export function inlineManifestPlugin(doc: Document = document): ModuleFederationRuntimePlugin {
  return {
    name: 'mart-inline-manifest',
    fetch(url) {
      const manifest = inlineManifest(url, doc);
      if (!manifest) return undefined;
      return Promise.resolve(
        new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json; charset=utf-8' } }),
      );
    },
  };
}
