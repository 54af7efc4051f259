import { inlineManifestPlugin, readInlineManifests } from './inline-manifests';

function page(inner: string): Document {
  const doc = document.implementation.createHTMLDocument('Mart');
  doc.head.innerHTML = inner;
  return doc;
}

const url = 'http://localhost:3003/v3-abc/mf-manifest.json';
const manifest = { id: 'store_modules', shared: [{ name: 'react-router-dom' }] };

// jsdom has no fetch Response; the plugin builds one
class FakeResponse {
  constructor(
    readonly body: string,
    readonly init: ResponseInit,
  ) {}
  json(): Promise<unknown> {
    return Promise.resolve(JSON.parse(this.body));
  }
}
beforeAll(() => Object.assign(globalThis, { Response: FakeResponse }));

test('reads the manifests the shell server inlined, keyed by the URL the registry gives', () => {
  const doc = page(
    `<script type="application/json" id="mart-manifests">${JSON.stringify({ [url]: manifest })}</script>`,
  );
  expect(readInlineManifests(doc).get(url)).toEqual(manifest);
});

test('a page without them, or with an unreadable block, carries none (the runtime fetches them)', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(readInlineManifests(page('')).size).toBe(0);
  expect(readInlineManifests(page('<script type="application/json" id="mart-manifests">{oops</script>')).size).toBe(0);
  expect(error).toHaveBeenCalledWith(expect.stringContaining('inline manifests'), expect.anything());
  error.mockRestore();
});

test("the runtime plugin answers a carried manifest's request and leaves any other to the network", async () => {
  const plugin = inlineManifestPlugin(new Map([[url, manifest]]));
  const fetchHook = plugin.fetch as (u: string, init: RequestInit) => Promise<FakeResponse> | undefined;
  const res = await fetchHook(url, {});
  expect(await res?.json()).toEqual(manifest);
  expect(fetchHook('http://localhost:3001/v1-x/mf-manifest.json', {})).toBeUndefined();
});
