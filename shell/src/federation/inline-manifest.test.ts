import { inlineManifest, inlineManifestPlugin } from './inline-manifest';

const URL_V2 = 'http://localhost:3103/v2-abc/mf-manifest.json';
const MANIFEST = { id: 'store_modules', metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [] };

function page(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (block !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'mart-manifest';
    script.textContent = block;
    doc.head.appendChild(script);
  }
  return doc;
}

const fetchOf = (doc: Document, url: string) =>
  (inlineManifestPlugin(doc).fetch as (u: string, init: RequestInit) => Promise<Response> | undefined)(url, {});

test("the runtime's fetch of the page's own remote manifest is answered from the page", async () => {
  const doc = page(JSON.stringify({ url: URL_V2, manifest: MANIFEST }));
  const res = await fetchOf(doc, URL_V2);
  expect(res).toBeInstanceOf(Response);
  expect(await res!.json()).toEqual(MANIFEST);
  expect(inlineManifest(URL_V2, doc)).toEqual(MANIFEST);
});

test("another remote's manifest, or another version's, is left to the network", () => {
  const doc = page(JSON.stringify({ url: URL_V2, manifest: MANIFEST }));
  expect(fetchOf(doc, 'http://localhost:3101/v1-def/mf-manifest.json')).toBeUndefined();
  // a rollback since the page was served names another version: never answered with the page's one
  expect(fetchOf(doc, 'http://localhost:3103/v1-old/mf-manifest.json')).toBeUndefined();
});

test('a page without the block, or with an unreadable one, fetches as before', () => {
  expect(fetchOf(page(null), URL_V2)).toBeUndefined();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(fetchOf(page('{not json'), URL_V2)).toBeUndefined();
  expect(error).toHaveBeenCalledWith('[mart] inline manifest unreadable, fetching it', expect.any(SyntaxError));
  error.mockRestore();
  expect(fetchOf(page(JSON.stringify({ url: URL_V2 })), URL_V2)).toBeUndefined();
});
