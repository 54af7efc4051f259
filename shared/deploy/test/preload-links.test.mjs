// The page's preload hints: what the shell and the page's remote run before the page answers a tap, named in the
// HTML so it downloads beside the shell's entry. Run with `node --test`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { deploy, rollback } from '../src/index.mjs';
import { readRegistry } from '../src/registry.mjs';
import { fakeBuild } from './fake-build.mjs';
import { pageHtml, preloadLinks, preloadMode } from '../src/serve.mjs';

const shared = (name, file) => ({ name, assets: { js: { sync: [file], async: [] } } });

function shellBuild(dir) {
  return fakeBuild(dir, 'shell', {
    files: {
      'preload.json': JSON.stringify({ scripts: ['chunks/start.1.js', 'chunks/react-dom.2.js'] }),
      'mf-manifest.json': JSON.stringify({ shared: [shared('react-dom', 'chunks/react-dom.2.js')] }),
    },
  });
}

function rentalBuild(dir, tag) {
  return fakeBuild(dir, 'rental', {
    files: {
      'remoteEntry.js': `/* ${tag} */`,
      'mf-manifest.json': JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js' } },
        exposes: [
          { name: 'app', assets: { js: { sync: [`chunks/app.${tag}.js`], async: ['chunks/later.js'] } } },
          { name: 'Widget', assets: { js: { sync: ['chunks/widget.js'], async: [] } } },
        ],
        shared: [shared('react-dom', `chunks/own-react-dom.${tag}.js`), shared('react-router-dom', 'chunks/rr.js')],
      }),
    },
  });
}

const hrefs = (html) => [...html.matchAll(/<link rel="preload" as="script" href="([^"]*)">/g)].map((m) => m[1]);

test("the shell's start-up chunks, and the page's remote: its entry, ./app chunks and the shared packages the shell lacks", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mart-preload-'));
  const root = path.join(tmp, '.deploy');
  deploy('shell', { root, distDir: shellBuild(path.join(tmp, 's')) });
  const v1 = deploy('rental', { root, distDir: rentalBuild(path.join(tmp, 'r1'), 'one') });
  const v2 = deploy('rental', { root, distDir: rentalBuild(path.join(tmp, 'r2'), 'two') });
  const origin = new URL(readRegistry(root).remotes.rental.manifest).origin;

  assert.deepEqual(hrefs(preloadLinks(readRegistry(root), root, 'rental', 'all')), [
    '/chunks/start.1.js',
    '/chunks/react-dom.2.js',
    `${origin}/${v2.version}/remoteEntry.js`,
    `${origin}/${v2.version}/chunks/app.two.js`,
    `${origin}/${v2.version}/chunks/rr.js`,
  ]);
  // a page no remote drew (or the shell's own picker): the shell's part only
  assert.deepEqual(hrefs(preloadLinks(readRegistry(root), root, undefined, 'all')), [
    '/chunks/start.1.js',
    '/chunks/react-dom.2.js',
  ]);
  assert.deepEqual(hrefs(preloadLinks(readRegistry(root), root, 'shell', 'all')), [
    '/chunks/start.1.js',
    '/chunks/react-dom.2.js',
  ]);

  // a rollback changes the hints with the next page: the old version's files, never the rolled-back one's
  rollback('rental', undefined, { root });
  const after = hrefs(preloadLinks(readRegistry(root), root, 'rental', 'all'));
  assert.ok(after.includes(`${origin}/${v1.version}/chunks/app.one.js`), after.join(' '));
  assert.ok(!after.some((u) => u.includes(v2.version)), after.join(' '));
});

test('builds without the lists (older versions) give a page without hints, not an error', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mart-preload-'));
  const root = path.join(tmp, '.deploy');
  deploy('shell', { root, distDir: fakeBuild(path.join(tmp, 's'), 'shell') });
  deploy('rental', { root, distDir: fakeBuild(path.join(tmp, 'r'), 'rental') });
  assert.equal(preloadLinks(readRegistry(root), root, 'rental', 'all'), '');
  assert.equal(preloadLinks({ remotes: {}, releases: {} }, root, 'rental', 'all'), '');
});

test('the hints go in the head before the registry, and a file name cannot leave its attribute', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mart-preload-'));
  const root = path.join(tmp, '.deploy');
  const dir = fakeBuild(path.join(tmp, 's'), 'shell', {
    files: { 'preload.json': JSON.stringify({ scripts: ['chunks/a.js', 'chunks/"><script>x</script>.js'] }) },
  });
  deploy('shell', { root, distDir: dir });
  const html = pageHtml('<html><head></head><body></body></html>', readRegistry(root), null, root);
  const head = html.slice(0, html.indexOf('</head>'));
  assert.ok(head.indexOf('href="/chunks/a.js"') < head.indexOf('id="mart-registry"'), head);
  // the quote is escaped: the name stays inside its href
  assert.match(head, /href="\/chunks\/&quot;>&lt;script>x&lt;\/script>\.js">/);
  assert.equal(html.match(/<script/g)?.length, 1);
});

test("by default only the shell's chunks are named; MART_PRELOAD=all adds the remote's, off names none", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mart-preload-'));
  const root = path.join(tmp, '.deploy');
  deploy('shell', { root, distDir: shellBuild(path.join(tmp, 's')) });
  deploy('rental', { root, distDir: rentalBuild(path.join(tmp, 'r'), 'one') });
  const reg = readRegistry(root);
  assert.equal(preloadMode(undefined), 'shell');
  assert.equal(preloadMode('all'), 'all');
  assert.equal(preloadMode('0'), 'off');
  assert.deepEqual(hrefs(preloadLinks(reg, root, 'rental', 'shell')), ['/chunks/start.1.js', '/chunks/react-dom.2.js']);
  assert.equal(hrefs(preloadLinks(reg, root, 'rental', 'all')).length, 5);
  assert.equal(preloadLinks(reg, root, 'rental', 'off'), '');
});
