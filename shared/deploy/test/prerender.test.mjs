// The first screen drawn on the server: which remote's render is asked, what the page carries, and every way it
// falls back to the plain page. The remotes' renders here are stand-in files with the same export; the real ones
// are exercised by the browser tests (e2e/tests/server-render.spec.ts). Run with `node --test`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { deploy, rollback } from '../src/index.mjs';
import { fakeBuild } from './fake-build.mjs';
import { prerenderPage, withLinkedModule } from '../src/prerender.mjs';
import { pageCacheControl, pageHtml, remoteHandler, shellHandler } from '../src/serve.mjs';

const TEMPLATE =
  '<!doctype html><html lang="ru" dir="ltr"><head><title>Mart</title></head><body><div id="mart-header"></div>' +
  '<main id="mart-main" tabindex="-1"><div class="mart-boot" aria-busy="true">Mart</div></main></body></html>';

/**
 * A deployable build; `render` is the body of its server render's `prerender(req)`, or none; `prelude` runs when
 * the render file is loaded.
 */
function build(dir, name, render, prelude = '') {
  const server = render ? { 'server/prerender.js': `${prelude}exports.prerender = async (req) => {${render}};` } : {};
  return fakeBuild(dir, name, { files: { 'index.html': TEMPLATE, ...server } });
}

/** A deploy root with a shell and the given remotes' builds (name → render body; `shell`: the shell's own). */
function site(renders) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mart-ssr-'));
  const root = path.join(tmp, '.deploy');
  const { shell, ...remotes } = renders;
  deploy('shell', { root, distDir: build(path.join(tmp, 'shell'), 'shell', shell) });
  for (const [name, render] of Object.entries(remotes))
    deploy(name, { root, distDir: build(path.join(tmp, name + Math.random()), name, render) });
  return { tmp, root };
}

const registryOf = (root) => JSON.parse(fs.readFileSync(path.join(root, 'registry.json'), 'utf8'));

async function get(handler, p, headers = {}) {
  const server = http.createServer(handler);
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  try {
    const res = await fetch(`http://127.0.0.1:${server.address().port}${p}`, { headers });
    return { status: res.status, headers: res.headers, text: await res.text() };
  } finally {
    server.close();
  }
}

const ssrData = (html) => JSON.parse(/<script type="application\/json" id="mart-ssr">(.*?)<\/script>/s.exec(html)[1]);

test('the first remote that renders the page wins; it gets the page, the state and the API', async () => {
  const { root } = site({
    rental: `return null;`,
    'store-modules': `return { app: 'store-modules', html: '<h2>' + req.url + ' ' + req.cookie + ' ' + req.apiBaseUrl + '</h2>', css: '.x{}', state: { queries: [] }, page: {} };`,
  });
  const pre = await prerenderPage({
    root,
    registry: registryOf(root),
    url: '/store/2?module_id=1',
    cookie: 'mart_lang=kz; mart_module=1',
    apiBaseUrl: 'http://api.test',
  });
  assert.equal(pre.app, 'store-modules');
  // the cookie header goes through as it came: the remote reads the page cookies itself
  assert.equal(pre.html, '<h2>/store/2?module_id=1 mart_lang=kz; mart_module=1 http://api.test</h2>');
});

test('no render file, a render that throws, one past the budget, or MART_SSR=0: no first screen', async (t) => {
  const error = t.mock.method(console, 'error', () => undefined);
  const { root } = site({
    account: undefined,
    rental: `throw new Error('boom');`,
    'store-modules': `await new Promise((r) => setTimeout(r, 1000)); globalThis.__martLateDone = true; return { app: 'store-modules', html: 'late', css: '', state: {}, page: {} };`,
  });
  const ask = () =>
    prerenderPage({ root, registry: registryOf(root), url: '/home', cookie: '', apiBaseUrl: 'http://api.test' });
  process.env.MART_SSR_BUDGET_MS = '100';
  assert.equal(await ask(), null);
  assert.equal(globalThis.__martLateDone, undefined, 'the page did not wait for the late render');
  assert.ok(error.mock.calls.some((c) => String(c.arguments[0]).includes('by rental failed')));
  delete process.env.MART_SSR_BUDGET_MS;
  process.env.MART_SSR = '0';
  assert.equal(await ask(), null);
  delete process.env.MART_SSR;
});

test('the page carries the first screen in its remote box, its styles, language, theme and data', () => {
  const pre = {
    app: 'store-modules',
    html: "<h2>Кафе $& $' «Дастархан»</h2>",
    css: '.a{content:"</style><script>alert(1)</script>"}',
    state: { queries: [{ queryKey: ['store', '2'], state: { data: { name: '</script><script>alert(2)</script>' } } }] },
    page: { language: 'kz', theme: 'dark', moduleId: 1, lang: 'kk', dir: 'ltr' },
  };
  const html = pageHtml(TEMPLATE, { remotes: {}, releases: {} }, pre);
  assert.match(html, /<html lang="kk" data-theme="dark" dir="ltr">/);
  const rtl = pageHtml(
    TEMPLATE,
    { remotes: {}, releases: {} },
    { ...pre, page: { ...pre.page, lang: 'ar', dir: 'rtl' } },
  );
  assert.match(rtl, /<html lang="ar" data-theme="dark" dir="rtl">/);
  // replacement patterns in the content stay text
  assert.match(
    html,
    /<main id="mart-main" tabindex="-1"><div id="mart-app-store-modules" data-app="store-modules" data-prerendered=""><h2>Кафе \$& \$' «Дастархан»<\/h2><\/div><\/main>/,
  );
  assert.doesNotMatch(html, /mart-boot/);
  // nothing in the styles or the data can end its element: one style element, and outside it two data blocks
  assert.equal(html.match(/<\/style>/g)?.length, 1);
  assert.match(html, /<style id="mart-ssr-css">\.a\{content:"<\\\/style><script>alert\(1\)<\\\/script>"\}<\/style>/);
  const outsideStyle = html.replace(/<style[^>]*>.*?<\/style>/s, '');
  assert.equal(outsideStyle.match(/<script/g)?.length, 2);
  assert.equal(outsideStyle.match(/<\/script>/g)?.length, 2);
  assert.deepEqual(ssrData(html), { app: 'store-modules', language: 'kz', moduleId: 1, state: pre.state });
  // without a first screen the page is the template with its head
  assert.match(pageHtml(TEMPLATE, { remotes: {}, releases: {} }, null), /<div class="mart-boot"/);
});

test('served pages: the live version renders, a rollback renders with the older one, and render files stay private', async () => {
  const render = (label) =>
    `return req.url.startsWith('/store/') ? { app: 'store-modules', html: '<p>${label}</p>', css: '', state: { queries: [] }, page: { lang: 'ru', dir: 'ltr' } } : null;`;
  const { tmp, root } = site({ 'store-modules': render('one') });
  deploy('store-modules', { root, distDir: build(path.join(tmp, 'two'), 'store-modules', render('two')) });
  const shell = shellHandler(root);
  const page = await get(shell, '/store/5');
  assert.match(page.text, /data-prerendered=""><p>two<\/p>/);
  assert.equal(page.headers.get('vary'), 'Accept-Encoding, Cookie');
  rollback('store-modules', undefined, { root });
  assert.match((await get(shell, '/store/5')).text, /data-prerendered=""><p>one<\/p>/);
  // a page no remote renders is the plain page
  assert.match((await get(shell, '/checkout')).text, /<div class="mart-boot"/);
  // browsers get the remote's code, never its server render
  const live = registryOf(root).remotes['store-modules'].version;
  const remote = remoteHandler('store-modules', root);
  assert.equal((await get(remote, `/${live}/mf-manifest.json`)).status, 200);
  assert.equal((await get(remote, `/${live}/server/prerender.js`)).status, 404);
});

test('two deploy roots served by one process keep their renders loaded: pages of each, in turn, load none again', async () => {
  const render = (label) =>
    `return { app: 'store-modules', html: '<p>${label}</p>', css: '', state: { queries: [] }, page: { lang: 'ru', dir: 'ltr' } };`;
  const count = 'globalThis.__martRenderLoads = (globalThis.__martRenderLoads ?? 0) + 1;';
  const roots = ['federated', 'single'].map((label) => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mart-ssr-'));
    const root = path.join(tmp, '.deploy');
    deploy('shell', { root, distDir: build(path.join(tmp, 'shell'), 'shell') });
    deploy('store-modules', { root, distDir: build(path.join(tmp, 'sm'), 'store-modules', render(label), count) });
    return { root, label, shell: shellHandler(root) };
  });
  globalThis.__martRenderLoads = 0;
  for (let i = 0; i < 3; i++) {
    for (const { shell, label } of roots)
      assert.match((await get(shell, '/store/5')).text, new RegExp(`<p>${label}</p>`));
  }
  assert.equal(globalThis.__martRenderLoads, 2);
});

test("with a canary live, pages of either side, in turn, load each version's render once", async () => {
  const render = (label) =>
    `return { app: 'store-modules', html: '<p>${label}</p>', css: '', state: { queries: [] }, page: { lang: 'ru', dir: 'ltr' } };`;
  const count = 'globalThis.__martCanaryLoads = (globalThis.__martCanaryLoads ?? 0) + 1;';
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mart-ssr-'));
  const root = path.join(tmp, '.deploy');
  deploy('shell', { root, distDir: build(path.join(tmp, 'shell'), 'shell') });
  deploy('store-modules', { root, distDir: build(path.join(tmp, 'live'), 'store-modules', render('live'), count) });
  deploy('store-modules', {
    root,
    distDir: build(path.join(tmp, 'canary'), 'store-modules', render('canary'), count),
    canary: 50,
  });
  const shell = shellHandler(root);
  globalThis.__martCanaryLoads = 0;
  // slots 0 and 99: one visitor on each side of the 50% canary, alternating (before: every switch loaded a render)
  for (let i = 0; i < 3; i++) {
    assert.match((await get(shell, '/store/5', { cookie: 'mart_canary=0' })).text, /<p>canary<\/p>/);
    assert.match((await get(shell, '/store/5', { cookie: 'mart_canary=99' })).text, /<p>live<\/p>/);
  }
  assert.equal(globalThis.__martCanaryLoads, 2);
});

test("the shell's own render (the module picker) is asked after the remotes', and its file stays private", async () => {
  const picker = `return { app: 'shell-pages', html: '<a href="/home?module_id=3">Food</a>', css: '', state: { queries: [] }, page: { lang: 'ru', dir: 'ltr' } };`;
  const { root } = site({
    shell: picker,
    'store-modules': `return req.cookie?.includes('mart_module=3') ? { app: 'store-modules', html: '<h2>food home</h2>', css: '', state: { queries: [] }, page: { lang: 'ru', dir: 'ltr' } } : null;`,
  });
  const handler = shellHandler(root);
  assert.match(
    (await get(handler, '/')).text,
    /id="mart-app-shell-pages" data-app="shell-pages" data-prerendered=""><a href/,
  );
  // following a tile without JavaScript: the link picks the module, whose remote draws its home
  assert.match((await get(handler, '/home?module_id=3')).text, /data-prerendered=""><h2>food home<\/h2>/);
  const live = registryOf(root).shell.version;
  assert.ok(fs.existsSync(path.join(root, 'shell', live, 'server', 'prerender.js')));
  assert.equal((await get(handler, '/server/prerender.js')).status, 404);
});

test('a page asked with a session is the customer’s own: no cache keeps it; the render says whose it is', async () => {
  const render = `const signedIn = /mart_session=/.test(req.cookie ?? '');
    return req.url === '/profile' ? { app: 'account', html: signedIn ? '<p>Alice</p>' : '<p>guest</p>', css: '', state: { queries: [] }, page: { lang: 'ru', dir: 'ltr' }, session: signedIn ? 'customer' : 'guest' } : null;`;
  const { root } = site({ account: render });
  const shell = shellHandler(root);
  const alice = await get(shell, '/profile', {
    cookie: 'mart_lang=ru; mart_session=tok-alice-0123456789',
    'accept-encoding': 'br',
  });
  assert.match(alice.text, /<p>Alice<\/p>/);
  assert.equal(alice.headers.get('cache-control'), 'private, no-store');
  assert.equal(alice.headers.get('vary'), 'Accept-Encoding, Cookie');
  assert.equal(ssrData(alice.text).session, 'customer');
  // the same page without a session: a guest's, which any browser may keep as before
  const guest = await get(shell, '/profile', { cookie: 'mart_lang=ru', 'accept-encoding': 'br' });
  assert.match(guest.text, /<p>guest<\/p>/);
  assert.doesNotMatch(guest.text, /Alice/);
  assert.equal(guest.headers.get('cache-control'), 'no-cache');
  assert.equal(ssrData(guest.text).session, 'guest');
  // every page asked with a session is private, drawn personal or not
  assert.equal(
    (await get(shell, '/store/5', { cookie: 'mart_session=x' })).headers.get('cache-control'),
    'private, no-store',
  );
  assert.equal(pageCacheControl('a=1; mart_session_old=1'), 'no-cache');
  assert.equal(pageCacheControl(undefined), 'no-cache');
});

test('a link to a module home picks that module for the render; anything else keeps the cookies as they came', () => {
  assert.equal(withLinkedModule('/home?module_id=3', 'mart_lang=kz; mart_module=1'), 'mart_lang=kz; mart_module=3');
  assert.equal(withLinkedModule('/?module_id=12', undefined), 'mart_module=12');
  assert.equal(withLinkedModule('/home', 'mart_module=1'), 'mart_module=1');
  assert.equal(withLinkedModule('/store/2?module_id=3', 'mart_module=1'), 'mart_module=1');
  // hostile or malformed ids are not a module
  for (const id of ['0', '-1', '1e3', '3;mart_lang=xx', '99999999999'])
    assert.equal(withLinkedModule(`/home?module_id=${encodeURIComponent(id)}`, 'a=b'), 'a=b');
});

test("the first screen's LCP picture is the head's first request, and its scripts are not hinted", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mart-lcp-'));
  const root = path.join(tmp, '.deploy');
  const dir = fakeBuild(path.join(tmp, 's'), 'shell', {
    files: { 'preload.json': JSON.stringify({ scripts: ['chunks/a.js'] }) },
  });
  deploy('shell', { root, distDir: dir });
  const template = TEMPLATE.replace('<head>', '<head><meta charset="utf-8" />');
  const page = { language: 'ru', theme: 'light', moduleId: 1, lang: 'ru', dir: 'ltr' };
  const drawn = (html) =>
    pageHtml(template, registryOf(root), { app: 'store-modules', html, css: '', state: {}, page }, root);
  const html = drawn(
    '<img src="https://api.example/logo.svg" alt=""><img class="cover" src="https://api.example/c.svg?a=1&amp;b=2" ' +
      'srcset="https://api.example/c-2x.svg 2x" alt="" fetchpriority="high"><img src="x" fetchpriority="high">',
  );
  const head = html.slice(0, html.indexOf('</head>'));
  assert.match(
    head,
    /^<!doctype html><html lang="ru" dir="ltr"><head><meta charset="utf-8" \/><link rel="preload" as="image" href="https:\/\/api\.example\/c\.svg\?a=1&amp;b=2" imagesrcset="https:\/\/api\.example\/c-2x\.svg 2x" fetchpriority="high">/,
  );
  // one image hint, and no script hints: the start-up asks for its scripts once the picture has painted
  assert.equal(head.match(/as="image"/g)?.length, 1);
  assert.doesNotMatch(head, /as="script"/);
  // no marked image, a lazy one, or a hostile value: no hint, or one that stays inside its attribute
  assert.doesNotMatch(drawn('<img src="a.svg" alt="">'), /as="image"/);
  assert.doesNotMatch(drawn('<img src="a.svg" loading="lazy" fetchpriority="high">'), /as="image"/);
  assert.match(drawn('<img src="a.svg?<script>" fetchpriority="high">'), /href="a\.svg\?&lt;script>"/);
  // a first screen without such a picture, or a page the browser draws: the start-up scripts are hinted as before
  for (const html of [drawn('<h1>Кафе</h1>'), pageHtml(template, registryOf(root), null, root)]) {
    assert.doesNotMatch(html, /as="image"/);
    assert.match(html, /<link rel="preload" as="script" href="\/chunks\/a\.js">/);
  }
});
