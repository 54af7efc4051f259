import { inlineRegistry } from './registry';

function page(inner: string): Document {
  const doc = document.implementation.createHTMLDocument('Mart');
  doc.head.innerHTML = inner;
  return doc;
}

describe('inlineRegistry', () => {
  test('reads the registry the shell server inlined, keeping only what the page uses', () => {
    const doc = page(
      '<script type="application/json" id="mart-registry">' +
        '{"apiBaseUrl":"https://api.example","shell":{"version":"v1"},"remotes":{"rental":{"version":"v2","manifest":"https://r.example/v2/mf-manifest.json"}}}' +
        '</script>',
    );
    expect(inlineRegistry(doc)).toEqual({
      apiBaseUrl: 'https://api.example',
      remotes: { rental: { version: 'v2', manifest: 'https://r.example/v2/mf-manifest.json' } },
    });
  });

  test('a page without one (dev server, another host) gives null, so the registry is fetched', () => {
    expect(inlineRegistry(page(''))).toBeNull();
  });

  test('an unreadable block gives null (fetched instead) and is logged, never thrown', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(inlineRegistry(page('<script type="application/json" id="mart-registry">{oops</script>'))).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('inline registry'), expect.anything());
    error.mockRestore();
  });

  test('a block without remotes still gives a usable document', () => {
    const doc = page('<script type="application/json" id="mart-registry">{}</script>');
    expect(inlineRegistry(doc)).toEqual({ apiBaseUrl: undefined, remotes: {} });
  });
});
