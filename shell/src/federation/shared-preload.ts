// A remote's `./app` chunks are preloaded with the MF runtime's preloadRemote, but its shared packages are not:
// the runtime expects the host to provide them. A shared package the shell does not use itself (react-router-dom:
// only the remotes route) is provided by the first remote that needs it, and was fetched only after that remote's
// code had run: one more round trip before the first route painted. This preloads those chunks beside the rest.

/** The part of a remote's mf-manifest.json read here. */
export interface ManifestShared {
  shared?: { name: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * Absolute URLs of the chunks of the remote's shared packages that nothing on the page provides yet; the assets
 * are relative to the manifest's folder (the remotes are built with publicPath 'auto').
 */
export function sharedChunksToPreload(
  manifest: ManifestShared,
  manifestUrl: string,
  provided: (name: string) => boolean,
): string[] {
  const urls = new Set<string>();
  for (const s of manifest.shared ?? []) {
    if (provided(s.name)) continue;
    for (const asset of s.assets?.js?.sync ?? []) urls.add(new URL(asset, manifestUrl).href);
  }
  return [...urls];
}

/** `<link rel=preload as=script>` for each URL not already on the page (the script tag later reuses the download). */
export function preloadScripts(urls: string[], doc: Document = document): void {
  const present = new Set<string>([
    ...Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'), (l) => l.href),
    ...Array.from(doc.scripts, (s) => s.src),
  ]);
  for (const href of urls) {
    if (present.has(href)) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    doc.head.appendChild(link);
  }
}
