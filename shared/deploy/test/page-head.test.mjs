// The shell's page as served: the live registry inlined, early connections, a rollback seen by the next load.
// Run with `node --test`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { test } from 'node:test';
import { deploy, rollback } from '../src/index.mjs';
import { fakeBuild } from './fake-build.mjs';
import { firstLoadHead, shellHandler } from '../src/serve.mjs';

const registry = {
  apiBaseUrl: 'https://api.example',
  shell: { version: 'v1-aaaa', contract: {} },
  remotes: {
    rental: { version: 'v2-bbbb', manifest: 'https://rental.example/v2-bbbb/mf-manifest.json', contract: {} },
    account: { version: 'v1-cccc', manifest: '/account/v1-cccc/mf-manifest.json', contract: {} },
  },
  releases: { rental: [{ version: 'v1-old', contract: {}, deployedAt: 'x' }] },
};

/** the JSON data block's text, as the page reads it */
const inlined = (html) =>
  JSON.parse(/<script type="application\/json" id="mart-registry">(.*?)<\/script>/s.exec(html)[1]);

test('the live registry is inlined as data, without the release history, with the RUM sample', () => {
  const head = firstLoadHead(registry);
  const { releases: _r, ...live } = registry;
  assert.deepEqual(inlined(head), { ...live, rum: { sample: 0.1 } });
  // a data block, never a script the browser would run (the CSP allows no inline script)
  assert.doesNotMatch(head, /<script(?! type="application\/json")/);
});

test('each live remote origin and the API get preconnects; a relative manifest needs none', () => {
  const head = firstLoadHead(registry);
  assert.match(head, /<link rel="preconnect" href="https:\/\/rental\.example" crossorigin>/);
  assert.match(head, /<link rel="preconnect" href="https:\/\/rental\.example">/);
  assert.match(head, /<link rel="preconnect" href="https:\/\/api\.example" crossorigin>/);
  assert.equal(head.match(/rel="preconnect"/g)?.length, 3);
});

test('a value cannot close the data block or an attribute early', () => {
  const hostile = {
    ...registry,
    apiBaseUrl: 'https://api.example/"><script>alert(1)</script>',
    remotes: {
      x: { version: '</script><script>alert(2)</script>', manifest: 'https://a.example/m.json', contract: {} },
    },
  };
  const head = firstLoadHead(hostile);
  assert.equal(head.match(/<script/g)?.length, 1);
  assert.equal(head.match(/<\/script>/g)?.length, 1);
  assert.equal(inlined(head).remotes.x.version, '</script><script>alert(2)</script>');
});

/** GET path from a shell server over a real socket; the body decompressed as the browser would */
async function get(handler, p, headers = {}) {
  const server = http.createServer(handler);
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  try {
    const { port } = server.address();
    const res = await fetch(`http://127.0.0.1:${port}${p}`, { headers });
    return { status: res.status, headers: res.headers, text: await res.text() };
  } finally {
    server.close();
  }
}

function build(dir, name, body) {
  const page = '<!doctype html><html><head><title>Mart</title></head><body></body></html>';
  return fakeBuild(dir, name, { files: { 'remoteEntry.js': `/* ${body} */`, 'index.html': page } });
}

test('every page load carries the registry live at that moment: a rollback reaches the next load', async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mart-head-'));
  const root = path.join(tmp, '.deploy');
  deploy('shell', { root, distDir: build(path.join(tmp, 's'), 'shell', 's') });
  const v1 = deploy('rental', { root, distDir: build(path.join(tmp, 'r1'), 'rental', 'one') });
  const v2 = deploy('rental', { root, distDir: build(path.join(tmp, 'r2'), 'rental', 'two') });
  const handler = shellHandler(root);

  const page = await get(handler, '/rental', { 'Accept-Encoding': 'gzip' });
  assert.equal(page.status, 200);
  assert.equal(page.headers.get('cache-control'), 'no-cache');
  assert.match(page.headers.get('content-security-policy') ?? '', /script-src 'self'/);
  assert.equal(inlined(page.text).remotes.rental.version, v2.version);
  // the head's hints come before </head>, the rest of the page is untouched
  assert.match(page.text, /<title>Mart<\/title><link rel="preconnect".*<\/script><\/head><body><\/body>/s);

  rollback('rental', undefined, { root });
  const after = await get(handler, '/home');
  assert.equal(inlined(after.text).remotes.rental.version, v1.version);
  // the registry document still answers for pages served by another host
  const doc = JSON.parse((await get(handler, '/registry.json')).text);
  assert.equal(doc.remotes.rental.version, v1.version);
  assert.equal(doc.releases, undefined);
});

test('the page is compressed when the browser accepts it', async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mart-head-'));
  const root = path.join(tmp, '.deploy');
  deploy('shell', { root, distDir: build(path.join(tmp, 's'), 'shell', 's') });
  const server = http.createServer(shellHandler(root));
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  try {
    const raw = await new Promise((resolve, reject) =>
      http
        .get(
          { port: server.address().port, host: '127.0.0.1', path: '/', headers: { 'Accept-Encoding': 'br' } },
          (res) => {
            const parts = [];
            res.on('data', (c) => parts.push(c));
            res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(parts) }));
          },
        )
        .on('error', reject),
    );
    assert.equal(raw.encoding, 'br');
    assert.match(zlib.brotliDecompressSync(raw.body).toString(), /id="mart-registry"/);
  } finally {
    server.close();
  }
});
