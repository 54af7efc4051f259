// Canary releases (issue 42): `deploy --canary` serves a remote's new version to a sticky share of visitors, the
// rule rolls a clearly worse canary back by itself (logged with its figures), `promote` makes a good one live, and a
// plain rollback works as before. Run with `node --test`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { canaryVerdict, checkCanaries, promote, rollbackCanary } from '../src/canary.mjs';
import { deploy, rollback } from '../src/deploy.mjs';
import { readRegistry } from '../src/registry.mjs';
import { fakeBuild } from './fake-build.mjs';
import { startApp } from './page-server.mjs';

const PAGE = '<!doctype html><html lang="ru" dir="ltr"><head><meta charset="utf-8"></head><body></body></html>';
const quiet = { log: () => undefined };

/** A deploy root with the shell and rental v1 live; `next(label)` builds another rental version. */
function site() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mart-canary-'));
  const root = path.join(tmp, '.deploy');
  deploy('shell', {
    root,
    ...quiet,
    distDir: fakeBuild(path.join(tmp, 'shell'), 'shell', { files: { 'index.html': PAGE } }),
  });
  const build = (/** @type {string} */ label) =>
    fakeBuild(path.join(tmp, `rental-${label}`), 'rental', { files: { 'remoteEntry.js': label } });
  const v1 = deploy('rental', { root, ...quiet, distDir: build('one') }).version;
  return { root, v1, next: (/** @type {string} */ label) => build(label) };
}

/** The rental version a visitor with `cookie` gets from the page server's registry, and the cookie it sets. */
async function visit(port, cookie) {
  const res = await fetch(`http://127.0.0.1:${port}/registry.json`, { headers: cookie ? { cookie } : {} });
  const doc = await res.json();
  return { version: doc.remotes.rental.version, setCookie: res.headers.get('set-cookie') ?? undefined, doc };
}

test('a canary is refused for the shell, a share outside 1–99, or a version already live; nothing changes', () => {
  const s = site();
  const before = fs.readFileSync(path.join(s.root, 'registry.json'), 'utf8');
  assert.throws(
    () => deploy('shell', { root: s.root, ...quiet, canary: 10, distDir: s.next('x') }),
    /shell has no canary/,
  );
  assert.throws(() => deploy('rental', { root: s.root, ...quiet, canary: 0, distDir: s.next('y') }), /1 to 99/);
  assert.throws(() => deploy('rental', { root: s.root, ...quiet, canary: 100, distDir: s.next('y') }), /1 to 99/);
  assert.throws(() => deploy('rental', { root: s.root, ...quiet, canary: 10, distDir: s.next('one') }), /already live/);
  assert.equal(fs.readFileSync(path.join(s.root, 'registry.json'), 'utf8'), before);
});

/** @type {ReturnType<typeof site>} */
let shared;
/** @type {Awaited<ReturnType<typeof startApp>>} */
let shell;
/** @type {string} */
let v2;
before(async () => {
  shared = site();
  v2 = deploy('rental', { root: shared.root, ...quiet, canary: 50, distDir: shared.next('two') }).version;
  shell = await startApp(shared.root, 'shell');
});
after(() => shell.stop());

test('a 50% canary: visitors get either version, each keeps theirs, the live one stays live', async () => {
  const reg = readRegistry(shared.root);
  assert.equal(reg.remotes.rental?.version, shared.v1);
  assert.equal(reg.canaries?.rental?.version, v2);
  const seen = new Map();
  for (let i = 0; i < 40; i++) {
    const first = await visit(shell.port);
    assert.match(first.setCookie ?? '', /^mart_canary=\d{1,2}; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly$/);
    const cookie = first.setCookie.split(';')[0];
    // sticky: the same visitor gets the same version on every later load, and no new cookie
    const again = await visit(shell.port, cookie);
    assert.equal(again.version, first.version);
    assert.equal(again.setCookie, undefined);
    seen.set(first.version, (seen.get(first.version) ?? 0) + 1);
    // the release history and the canary's share are never shown to browsers
    assert.equal(first.doc.canaries, undefined);
    assert.equal(first.doc.releases, undefined);
  }
  assert.deepEqual([...seen.keys()].sort(), [shared.v1, v2].sort());
  // the slot is the cookie: 0–49 canary, 50–99 live
  assert.equal((await visit(shell.port, 'mart_canary=3')).version, v2);
  assert.equal((await visit(shell.port, 'mart_canary=77')).version, shared.v1);
});

test('the rule: nothing decided below the sample; twice the live rate and 5 points above it rolls back', () => {
  const f = (views, errors, chunk = 0) => ({ views, errors, chunk_errors: chunk });
  assert.equal(canaryVerdict(f(100, 1), f(10, 10)).rollback, false); // too few views
  assert.equal(canaryVerdict(f(100, 1), f(100, 4)).rollback, false); // too few errors
  assert.equal(canaryVerdict(f(100, 10), f(100, 15)).rollback, false); // 15% vs 10%: not twice
  assert.equal(canaryVerdict(f(1000, 1), f(500, 5)).rollback, false); // 1% vs 0.1%: twice, but 0.9 points
  assert.equal(canaryVerdict(f(100, 2), f(40, 3, 3)).rollback, true); // 15% vs 2%
  assert.equal(canaryVerdict(undefined, f(20, 20)).rollback, true); // live without reports: 100% vs 0%
});

test('a canary clearly worse is rolled back by itself, logged with its figures; everyone then gets live', async () => {
  const asked = [];
  const api = http.createServer((req, res) => {
    asked.push({ url: req.url, key: req.headers['x-operator-key'] });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        since: '',
        versions: [
          { remote: 'rental', version: shared.v1, views: 50, errors: 0, chunk_errors: 0, error_rate: 0, p75: {} },
          { remote: 'rental', version: v2, views: 48, errors: 48, chunk_errors: 0, error_rate: 1, p75: {} },
        ],
      }),
    );
  });
  await new Promise((r) => api.listen(0, '127.0.0.1', () => r(undefined)));
  const lines = [];
  process.env.MART_OPERATOR_KEY = 'operator-key-for-canary-tests';
  try {
    const reg = readRegistry(shared.root);
    reg.apiBaseUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (api.address()).port}`;
    fs.writeFileSync(path.join(shared.root, 'registry.json'), JSON.stringify(reg));
    await checkCanaries({ root: shared.root, log: (s) => lines.push(s) });
  } finally {
    delete process.env.MART_OPERATOR_KEY;
    api.close();
  }
  assert.equal(asked[0]?.key, 'operator-key-for-canary-tests');
  assert.match(asked[0]?.url ?? '', /remote=rental&since=/);
  assert.match(
    lines.join('\n'),
    /rental canary v2-\w+ rolled back: error rate clearly above live \(canary 48\/48 = 100\.0%, live 0\/50 = 0\.0%\)/,
  );
  const after = readRegistry(shared.root);
  assert.equal(after.canaries?.rental, undefined);
  assert.equal(after.remotes.rental?.version, shared.v1);
  const logged = after.canaryLog?.at(-1);
  assert.equal(logged?.outcome, 'rolled back by itself');
  assert.deepEqual(/** @type {{ canary: { views: number } }} */ (logged?.figures ?? {}).canary?.views, 48);
  for (const slot of [3, 40, 77]) assert.equal((await visit(shell.port, `mart_canary=${slot}`)).version, shared.v1);
});

test('a healthy canary is promoted: live for everyone, and a plain rollback returns to the version before', () => {
  const s = site();
  const v2b = deploy('rental', { root: s.root, ...quiet, canary: 10, distDir: s.next('good') }).version;
  promote('rental', { root: s.root, ...quiet });
  let reg = readRegistry(s.root);
  assert.equal(reg.remotes.rental?.version, v2b);
  assert.equal(reg.canaries?.rental, undefined);
  assert.equal(reg.canaryLog?.at(-1)?.outcome, 'promoted');
  rollback('rental', undefined, { root: s.root, ...quiet });
  reg = readRegistry(s.root);
  assert.equal(reg.remotes.rental?.version, s.v1);
  assert.throws(() => promote('rental', { root: s.root, ...quiet }), /no canary/);
  assert.throws(() => rollbackCanary('rental', { root: s.root, ...quiet }), /no canary/);
});

test('a plain rollback during a canary works as before and ends the canary', () => {
  const s = site();
  const v2c = deploy('rental', { root: s.root, ...quiet, distDir: s.next('second') }).version;
  deploy('rental', { root: s.root, ...quiet, canary: 20, distDir: s.next('third') });
  rollback('rental', undefined, { root: s.root, ...quiet });
  const reg = readRegistry(s.root);
  assert.equal(reg.remotes.rental?.version, s.v1);
  assert.notEqual(reg.remotes.rental?.version, v2c);
  assert.equal(reg.canaries?.rental, undefined);
});
