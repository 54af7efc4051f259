// Issue 41 on the page server: real status codes (404 for a path no app answers or an id the API does not know,
// 410 removed, 301 moved), the head the API draws put in the page, robots.txt, the sitemap index per module and
// language, the favicon — against a stand-in API that answers as the real one (server/test/api/seo-pages.test.ts).
// Run with `node --test`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, test } from 'node:test';
import { deploy } from '../src/index.mjs';
import { forgetAnswers } from '../src/seo.mjs';
import { shellHandler } from '../src/serve.mjs';
import { fakeBuild } from './fake-build.mjs';

const PAGE =
  '<!doctype html><html lang="ru" dir="ltr"><head><meta charset="utf-8">' +
  '<meta name="description" content="Mart — всё." /><title>Mart</title><link rel="icon" href="data:," />' +
  '</head><body></body></html>';

/** what the stand-in API was asked: path and language */
const asked = [];
let apiUp = true;
const SITE = 'https://shop.example';
const head = (title, canonical) => ({
  title,
  description: 'Сочный бургер <с> "сыром"',
  image: 'https://api.example/storage/burger.webp',
  canonical: `${SITE}${canonical}`,
  alternates: { ru: `${SITE}/product/5`, kz: `${SITE}/product/5?lang=kz`, en: `${SITE}/product/5?lang=en` },
  kind: 'product',
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'Product', name: '</script><script>alert(1)</script>' }],
});

const api = http.createServer((req, res) => {
  if (!apiUp) return void res.destroy();
  const url = new URL(req.url, 'http://api');
  const lang = req.headers['x-localization'];
  asked.push(`${lang} ${url.pathname}${url.pathname === '/api/v1/seo/page' ? ` ${url.searchParams.get('path')}` : ''}`);
  const json = (body) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/api/v1/config') return json({ fav_icon_full_url: 'https://api.example/storage/favicon.svg' });
  if (url.pathname === '/api/v1/seo/sitemap')
    return json({
      site: SITE,
      modules: [
        {
          id: 1,
          module_type: 'food',
          lastmod: '2026-06-01T00:00:00.000Z',
          pages: [
            { path: '/home?module_id=1', lastmod: '2026-06-01T00:00:00.000Z' },
            { path: '/product/5', lastmod: '2026-05-01T00:00:00.000Z' },
          ],
        },
      ],
    });
  const p = url.searchParams.get('path');
  if (p === '/product/5')
    return json({ status: 200, head: head(lang === 'kz' ? 'Бургер — Mart KZ' : 'Бургер — Mart', '/product/5') });
  if (p === '/product/6') return json({ status: 410, head: head('Больше не продаётся — Mart', '/product/6') });
  if (p === '/product/7') return json({ status: 404, head: head('Страница не найдена — Mart', '/product/7') });
  if (p === '/store/nur-burger') return json({ status: 301, location: '/store/3' });
  if (p === '/store/evil') return json({ status: 301, location: '//evil.example/' });
  if (p?.startsWith('/search')) return json({ status: 200, head: { ...head('Поиск — Mart', p), noindex: true } });
  return json({ status: 200, head: head('Mart', p) });
});

let handler;
before(async () => {
  await new Promise((r) => api.listen(0, '127.0.0.1', r));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mart-seo-'));
  const root = path.join(tmp, '.deploy');
  const quiet = { log: () => undefined };
  deploy('shell', {
    root,
    ...quiet,
    distDir: fakeBuild(path.join(tmp, 's'), 'shell', { files: { 'index.html': PAGE } }),
  });
  deploy('store-modules', {
    root,
    ...quiet,
    distDir: fakeBuild(path.join(tmp, 'sm'), 'store-modules', {
      routes: [{ path: '/product/:id' }, { path: '/store/:id' }],
      files: { 'remoteEntry.js': 'x' },
    }),
  });
  // the registry names the API the pages talk to
  const reg = JSON.parse(fs.readFileSync(path.join(root, 'registry.json'), 'utf8'));
  reg.apiBaseUrl = `http://127.0.0.1:${api.address().port}`;
  fs.writeFileSync(path.join(root, 'registry.json'), JSON.stringify(reg));
  handler = shellHandler(root);
});
after(() => api.close());
beforeEach(() => {
  forgetAnswers();
  asked.length = 0;
  apiUp = true;
});

async function get(p, headers = {}) {
  const server = http.createServer(handler);
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  try {
    const res = await fetch(`http://127.0.0.1:${server.address().port}${p}`, { headers, redirect: 'manual' });
    return { status: res.status, headers: res.headers, text: await res.text() };
  } finally {
    server.close();
  }
}

test('a path no app answers is the not-found page with 404; a page an app answers is 200', async () => {
  const missing = await get('/no-such-page');
  assert.equal(missing.status, 404);
  assert.match(missing.text, /<html/);
  assert.equal((await get('/product/5')).status, 200);
  assert.equal((await get('/')).status, 200);
});

test('an id the API does not know is 404, a removed one 410, a moved address 301 keeping the language', async () => {
  assert.equal((await get('/product/7')).status, 404);
  const gone = await get('/product/6');
  assert.equal(gone.status, 410);
  assert.match(gone.text, /<title>Больше не продаётся — Mart<\/title>/);
  const moved = await get('/store/nur-burger?lang=kz');
  assert.equal(moved.status, 301);
  assert.equal(moved.headers.get('location'), '/store/3?lang=kz');
  // only a path on this site: a location naming another host is not followed
  assert.equal((await get('/store/evil')).status, 200);
});

test("the page's head: title, description, canonical, hreflang, Open Graph, Twitter, JSON-LD, icon", async () => {
  const { text } = await get('/product/5');
  assert.equal(text.match(/<title>/g)?.length, 1);
  assert.match(text, /<title>Бургер — Mart<\/title>/);
  assert.equal(text.match(/name="description"/g)?.length, 1);
  assert.match(text, /<meta name="description" content="Сочный бургер &lt;с&gt; &quot;сыром&quot;">/);
  assert.match(text, /<link rel="canonical" href="https:\/\/shop\.example\/product\/5">/);
  for (const [tag, href] of [
    ['ru', '/product/5'],
    ['kk', '/product/5?lang=kz'],
    ['en', '/product/5?lang=en'],
    ['x-default', '/product/5'],
  ])
    assert.ok(text.includes(`<link rel="alternate" hreflang="${tag}" href="${SITE}${href}">`), tag);
  assert.match(text, /<meta property="og:image" content="https:\/\/api\.example\/storage\/burger\.webp">/);
  assert.match(text, /<meta property="og:type" content="product">/);
  assert.match(text, /<meta name="twitter:card" content="summary_large_image">/);
  assert.match(text, /<link rel="icon" href="\/favicon\.ico">/);
  assert.doesNotMatch(text, /data:,/);
  // a value cannot close the JSON-LD block: one script element, its text the JSON as sent
  const ld = [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
  assert.deepEqual(
    ld.map((n) => n.name),
    ['</script><script>alert(1)</script>'],
  );
  assert.doesNotMatch(text, /<script>alert/);
});

test('the search page answers 200 (a shell page) and asks not to be indexed; other pages do not', async () => {
  const found = await get('/search?q=burger');
  assert.equal(found.status, 200);
  assert.match(found.text, /<meta name="robots" content="noindex">/);
  assert.doesNotMatch((await get('/product/5')).text, /name="robots"/);
});

test('?lang= draws the page in that language, asks the API in it, and keeps it in the language cookie', async () => {
  const res = await get('/product/5?lang=kz');
  assert.match(res.text, /<title>Бургер — Mart KZ<\/title>/);
  assert.match(res.text, /<html lang="kk"/);
  assert.ok(asked.includes('kz /api/v1/seo/page /product/5'), asked.join('\n'));
  assert.match(res.headers.get('set-cookie') ?? '', /^mart_lang=kz; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  // the language cookie alone chooses too, and no cookie is set then
  const cookie = await get('/product/5', { Cookie: 'mart_lang=kz' });
  assert.match(cookie.text, /Mart KZ/);
  assert.equal(cookie.headers.get('set-cookie'), null);
});

test('the API down: the page is served as before, 200 with the template head', async () => {
  apiUp = false;
  const res = await get('/product/5');
  assert.equal(res.status, 200);
  assert.match(res.text, /<title>Mart<\/title>/);
  assert.equal((await get('/no-such-page')).status, 404);
  assert.equal((await get('/sitemap.xml')).status, 503);
});

test('robots.txt names the sitemap; the index has a sitemap per module and language', async () => {
  const robots = await get('/robots.txt');
  assert.equal(robots.status, 200);
  assert.match(robots.text, /^User-agent: \*$/m);
  assert.match(robots.text, /^Disallow: \/checkout$/m);
  assert.match(robots.text, /^Sitemap: https:\/\/shop\.example\/sitemap\.xml$/m);
  const index = await get('/sitemap.xml');
  assert.equal(index.status, 200);
  assert.match(index.headers.get('content-type') ?? '', /application\/xml/);
  const locs = [...index.text.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]);
  assert.deepEqual(
    locs,
    ['ru', 'kz', 'en'].map((l) => `${SITE}/sitemaps/1-${l}.xml`),
  );
  const kz = await get('/sitemaps/1-kz.xml');
  assert.match(kz.text, /<url><loc>https:\/\/shop\.example\/home\?module_id=1&amp;lang=kz<\/loc>/);
  assert.match(
    kz.text,
    /<loc>https:\/\/shop\.example\/product\/5\?lang=kz<\/loc><lastmod>2026-05-01T00:00:00\.000Z<\/lastmod>/,
  );
  assert.match(kz.text, /<xhtml:link rel="alternate" hreflang="ru" href="https:\/\/shop\.example\/product\/5"\/>/);
  assert.equal((await get('/sitemaps/9-ru.xml')).status, 404);
  assert.equal((await get('/sitemaps/1-de.xml')).status, 404);
});

test("/favicon.ico is the site's icon from its settings", async () => {
  const res = await get('/favicon.ico');
  assert.equal(res.status, 302);
  assert.equal(res.headers.get('location'), 'https://api.example/storage/favicon.svg');
});
