jest.mock('./antd-stylesheet', () => ({ antdStylesheet: { href: '/v1/assets/antd.abc.css', id: 'abc' } }));

type Module = typeof import('./antd-styles');

/** a fresh copy of the module: it loads its stylesheet once per app */
function freshModule(): Module {
  let mod!: Module;
  jest.isolateModules(() => {
    mod = jest.requireActual<Module>('./antd-styles');
  });
  return mod;
}

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[data-antd-styles]')];
const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

beforeEach(() => {
  document.head.innerHTML = '<style id="app">.x{}</style>';
});

test("puts the app's stylesheet first in <head> once, and resolves when it has loaded", async () => {
  const { loadAntdStyles } = freshModule();
  const loading = loadAntdStyles();
  expect(loadAntdStyles()).toBe(loading);
  expect(links()).toHaveLength(1);
  expect(document.head.firstElementChild).toBe(links()[0]);
  expect(links()[0]!.getAttribute('href')).toBe('/v1/assets/antd.abc.css');
  expect(await settled(loading)).toBe(false);
  links()[0]!.dispatchEvent(new Event('load'));
  await loading;
  // React's `use` reads a thenable marked fulfilled without suspending
  expect((loading as { status?: string }).status).toBe('fulfilled');
});

test('a stylesheet that fails to load ends the wait too: antd then makes the styles as it renders', async () => {
  const { loadAntdStyles } = freshModule();
  const loading = loadAntdStyles();
  links()[0]!.dispatchEvent(new Event('error'));
  expect(await settled(loading)).toBe(true);
});

test('a second app built with the same components waits for the same file instead of adding another', async () => {
  const first = freshModule().loadAntdStyles();
  const second = freshModule().loadAntdStyles();
  expect(links()).toHaveLength(1);
  expect(await settled(second)).toBe(false);
  links()[0]!.dispatchEvent(new Event('load'));
  await Promise.all([first, second]);
  // and one that starts after it has loaded does not wait at all
  expect(await settled(freshModule().loadAntdStyles())).toBe(true);
  expect(links()).toHaveLength(1);
});

test('a download that stalls ends the wait after a while, so the page is never held by its styles', async () => {
  jest.useFakeTimers();
  try {
    const { loadAntdStyles, STALLED_MS } = freshModule();
    let done = false;
    void loadAntdStyles().then(() => (done = true));
    await jest.advanceTimersByTimeAsync(STALLED_MS - 1);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});
