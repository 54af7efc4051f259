// The installable web app's files from the page server: the manifest with its own type, the worker never cached
// for long, and the kill switch (MART_SERVICE_WORKER=off) answering a worker that removes itself. Run with
// `node --test`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { deploy } from '../src/deploy.mjs';
import { shellHandler } from '../src/serve.mjs';
import { fakeBuild } from './fake-build.mjs';

const WORKER = "self.addEventListener('fetch', () => undefined); // the real worker";
/** @type {string} */
let tmp;
/** @type {http.Server} */
let server;
/** @type {string} */
let base;

before(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mart-sw-'));
  const root = path.join(tmp, '.deploy');
  deploy('shell', {
    root,
    log: () => undefined,
    distDir: fakeBuild(path.join(tmp, 'shell'), 'shell', {
      files: {
        'index.html': '<!doctype html><html lang="ru" dir="ltr"><head></head><body></body></html>',
        'sw.js': WORKER,
        'manifest.webmanifest': '{"name":"Mart"}',
      },
    }),
  });
  server = http.createServer(shellHandler(root));
  await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
  base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
});

after(async () => {
  delete process.env.MART_SERVICE_WORKER;
  await new Promise((r) => server.close(r));
  fs.rmSync(tmp, { recursive: true, force: true });
});

test('the web app manifest is application/manifest+json', async () => {
  const res = await fetch(`${base}/manifest.webmanifest`);
  assert.equal(res.status, 200);
  assert.match(String(res.headers.get('content-type')), /^application\/manifest\+json/);
  assert.deepEqual(await res.json(), { name: 'Mart' });
});

test('the worker is revalidated on every check; the kill switch swaps in a worker that removes itself', async () => {
  const live = await fetch(`${base}/sw.js`);
  assert.equal(live.headers.get('cache-control'), 'no-cache');
  assert.match(String(live.headers.get('content-type')), /^text\/javascript/);
  assert.equal(await live.text(), WORKER);

  process.env.MART_SERVICE_WORKER = 'off';
  const killed = await fetch(`${base}/sw.js`);
  assert.equal(killed.status, 200);
  assert.equal(killed.headers.get('cache-control'), 'no-cache');
  assert.match(String(killed.headers.get('content-type')), /^text\/javascript/);
  const text = await killed.text();
  assert.match(text, /registration\.unregister\(\)/);
  assert.match(text, /caches\.delete/);

  delete process.env.MART_SERVICE_WORKER;
  assert.equal(await (await fetch(`${base}/sw.js`)).text(), WORKER);
});
