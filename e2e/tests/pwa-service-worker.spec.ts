import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

/**
 * The installable web app (issue 40, "beyond the anchors"): the manifest and icons, and the service worker with a
 * deploy and a rollback of a remote — the next load after each runs the version the registry names, never one the
 * worker kept — the offline page in the customer's language, and the kill switch. Against the real page server and
 * `mart-deploy`, as foundation-rollback.spec.ts.
 */
type DeployModule = {
  deploy: (name: string, o: { distDir?: string }) => { version: string };
  rollback: (name: string, version?: string) => { version: string };
  readRegistry: () => { shell?: { version: string }; remotes: Record<string, { version: string; manifest: string }> };
  deployRoot: () => string;
  shellHandler: (root?: string) => http.RequestListener;
};
const deployModule = async () => (await import('@mart/deploy')) as unknown as DeployModule;

test.describe.configure({ mode: 'serial' });

/** Loads a page and waits until the service worker is installed and controls it. */
async function underWorker(page: Page, url = '/about-us') {
  await page.goto(url);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null).catch(() => null))
    .toMatch(/\/sw\.js$/);
}

/** One page load: the registry the page was given, and where its remote's files came from. */
async function load(page: Page, url: string, remote: string, origin: string) {
  const files: { url: string; fromWorker: boolean }[] = [];
  const watch = (r: import('@playwright/test').Response) => {
    if (r.url().startsWith(origin) && /(remoteEntry\.js|mf-manifest\.json)$/.test(r.url()))
      files.push({ url: r.url(), fromWorker: r.fromServiceWorker() });
  };
  page.on('response', watch);
  const navigation = await page.goto(url);
  await expect(page.locator(`#mart-app-${remote}`)).not.toBeEmpty();
  page.off('response', watch);
  const inline = JSON.parse((await page.locator('#mart-registry').textContent()) ?? '{}') as {
    remotes: Record<string, { version: string }>;
  };
  const fetched = await page.evaluate(async () => {
    const r = await fetch('/registry.json');
    return (await r.json()) as { remotes: Record<string, { version: string }> };
  });
  return {
    navigationFromWorker: navigation?.fromServiceWorker() ?? false,
    inline: inline.remotes[remote]?.version,
    fetched: fetched.remotes[remote]?.version,
    files,
    controlled: await page.evaluate(() => Boolean(navigator.serviceWorker.controller)),
  };
}

test('the web app manifest, icons and worker are served with their types and linked from the page', async ({
  page,
  request,
}) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const m = (await manifest.json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    scope: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(m).toMatchObject({ short_name: 'Mart', display: 'standalone', start_url: '/', scope: '/' });
  expect(m.theme_color).toBe('#0f766e');
  expect(m.name).toContain('аптека');
  const sizes = (purpose: string) => m.icons.filter((i) => i.purpose === purpose).map((i) => i.sizes);
  expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(sizes('maskable')).toEqual(expect.arrayContaining(['512x512']));
  for (const icon of m.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe(icon.type);
    if (icon.type !== 'image/png') continue;
    // the PNG's own width and height (IHDR) are the size the manifest declares
    const png = await res.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  for (const [file, word] of [
    ['/manifest.kz.webmanifest', 'дәріхана'],
    ['/manifest.en.webmanifest', 'pharmacy'],
  ] as const) {
    const other = (await (await request.get(file)).json()) as { name: string; lang: string };
    expect(other.name).toContain(word);
  }

  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toContain('text/javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await worker.text()).not.toContain('__MART_SW_');

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f766e');
  const touch = await request.get('/icons/apple-touch-icon.png');
  expect((await touch.body()).readUInt32BE(16)).toBe(180);
});

test('with the worker in charge, the next load after a deploy runs the new remote, after a rollback the old one', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const d = await deployModule();
  const remote = 'store-modules';
  const before = d.readRegistry().remotes[remote]!;
  const origin = new URL(before.manifest).origin;
  await underWorker(page, '/categories');
  const first = await load(page, '/categories', remote, origin);
  expect(first).toMatchObject({ controlled: true, inline: before.version, fetched: before.version });

  // a new version of the remote: its live build with one more file (a new content hash, a new version folder)
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mart-sw-next-'));
  fs.cpSync(path.join(d.deployRoot(), 'remotes', remote, before.version), dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'release-note.txt'), `service worker test ${Date.now()}\n`);
  const next = d.deploy(remote, { distDir: dist }).version;
  expect(next).not.toBe(before.version);
  try {
    const deployed = await load(page, '/categories', remote, origin);
    expect(deployed).toMatchObject({ controlled: true, inline: next, fetched: next });
    // the page itself went through the worker (network first), the remote's files never did
    expect(deployed.navigationFromWorker).toBe(true);
    expect(deployed.files.length).toBeGreaterThan(0);
    for (const f of deployed.files) expect(f).toEqual({ url: expect.stringContaining(`/${next}/`), fromWorker: false });
  } finally {
    d.rollback(remote, before.version);
  }
  const rolledBack = await load(page, '/categories', remote, origin);
  expect(rolledBack).toMatchObject({ controlled: true, inline: before.version, fetched: before.version });
  for (const f of rolledBack.files)
    expect(f).toEqual({ url: expect.stringContaining(`/${before.version}/`), fromWorker: false });
});

test('offline, a page opens the offline page in the chosen language; back online the site works', async ({
  page,
  context,
  baseURL,
}) => {
  await underWorker(page);
  await context.addCookies([{ name: 'mart_lang', value: 'kz', url: baseURL! }]);
  await context.setOffline(true);
  await page.goto('/categories');
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Интернетке қосылым жоқ' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await expect(page.getByRole('button', { name: 'Қайталау' })).toBeVisible();

  await context.addCookies([{ name: 'mart_lang', value: 'en', url: baseURL! }]);
  await page.getByRole('button', { name: 'Қайталау' }).click();
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Интернетке қосылым жоқ' })).toBeHidden();

  // the connection comes back: the page asked for opens by itself
  await context.setOffline(false);
  await expect(page.locator('#mart-app-store-modules')).not.toBeEmpty();
  await expect(page.getByTestId('offline-page')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/categories');
});

test('the kill switch: with MART_SERVICE_WORKER=off the worker removes itself and its caches', async ({ browser }) => {
  // a page server of its own (this process's environment is the switch), on its own origin
  const d = await deployModule();
  const port = Number(process.env.MART_E2E_PORT_BASE ?? 3100) + 7;
  const server = http.createServer(d.shellHandler());
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  // no server render here: in this test process Playwright's require hook would put each render bundle through
  // Babel first (minutes); the worker's switch does not depend on it
  process.env.MART_SSR = '0';
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const site = `http://127.0.0.1:${port}`;
    await underWorker(page, `${site}/about-us`);
    const ours = () =>
      page
        .evaluate(async () => ({
          workers: (await navigator.serviceWorker.getRegistrations()).length,
          caches: (await caches.keys()).filter((k) => k.startsWith('mart-')).length,
        }))
        .catch(() => null);
    expect(await ours()).toEqual({ workers: 1, caches: expect.any(Number) });
    expect((await ours())!.caches).toBeGreaterThan(0);

    process.env.MART_SERVICE_WORKER = 'off';
    await page.reload();
    await expect.poll(ours, { timeout: 30_000 }).toEqual({ workers: 0, caches: 0 });
    // and the site goes on without it
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  } finally {
    delete process.env.MART_SERVICE_WORKER;
    delete process.env.MART_SSR;
    await context.close();
    await new Promise((r) => server.close(r));
  }
});
