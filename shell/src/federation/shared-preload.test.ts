import { preloadScripts, sharedChunksToPreload } from './shared-preload';

const manifestUrl = 'http://cdn.example/store-modules/v3-abc/mf-manifest.json';
const manifest = {
  shared: [
    { name: 'react', assets: { js: { sync: ['chunks/react.js'] } } },
    { name: 'react-router-dom', assets: { js: { sync: ['chunks/1021.js', 'chunks/1022.js'] } } },
    { name: 'single-spa-react', assets: { js: { sync: ['chunks/6913.js'] } } },
  ],
};

describe('sharedChunksToPreload', () => {
  test('lists only the chunks of shared packages nothing on the page provides, resolved against the manifest', () => {
    const provided = new Set(['react', 'single-spa-react']);
    expect(sharedChunksToPreload(manifest, manifestUrl, (n) => provided.has(n))).toEqual([
      'http://cdn.example/store-modules/v3-abc/chunks/1021.js',
      'http://cdn.example/store-modules/v3-abc/chunks/1022.js',
    ]);
  });

  test('a manifest without shared packages, or one whose packages are all provided, preloads nothing', () => {
    expect(sharedChunksToPreload({}, manifestUrl, () => false)).toEqual([]);
    expect(sharedChunksToPreload(manifest, manifestUrl, () => true)).toEqual([]);
  });
});

describe('preloadScripts', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  test('adds one preload link per new script URL and skips URLs already preloaded or loaded', () => {
    const loaded = document.createElement('script');
    loaded.src = 'http://cdn.example/a.js';
    document.head.appendChild(loaded);
    preloadScripts(['http://cdn.example/a.js', 'http://cdn.example/b.js']);
    preloadScripts(['http://cdn.example/b.js']);
    const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'));
    expect(links.map((l) => [l.href, l.as])).toEqual([['http://cdn.example/b.js', 'script']]);
  });
});
