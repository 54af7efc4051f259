// Deploy, refuse, roll back: run with `node --test`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { DeployError, deploy, readRegistry, rollback, status } from '../src/index.mjs';
import { fakeBuild } from './fake-build.mjs';

/** a fake build folder as webpack would leave it */
function build(dir, name, { contract, body = 'x', routes } = {}) {
  return fakeBuild(dir, name, { contract, routes, files: { 'remoteEntry.js': `/* ${name} ${body} */` } });
}

function setup() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mart-deploy-'));
  return { root: path.join(tmp, '.deploy'), tmp };
}

/** every file under dir with its bytes, to prove nothing moved */
function snapshot(dir) {
  if (!fs.existsSync(dir)) return {};
  const out = {};
  for (const f of fs.readdirSync(dir, { recursive: true })) {
    const p = path.join(dir, String(f));
    if (fs.statSync(p).isFile()) out[String(f)] = fs.readFileSync(p, 'utf8');
  }
  return out;
}

test('a remote cannot go live before a shell', () => {
  const { root, tmp } = setup();
  assert.throws(() => deploy('rental', { root, distDir: build(path.join(tmp, 'r'), 'rental') }), DeployError);
  assert.deepEqual(snapshot(root), {});
});

test('deploy publishes versioned folders and points the registry at the new one', () => {
  const { root, tmp } = setup();
  deploy('shell', { root, distDir: build(path.join(tmp, 's'), 'shell') });
  const v1 = deploy('rental', { root, distDir: build(path.join(tmp, 'r1'), 'rental', { body: 'one' }) });
  const v2 = deploy('rental', { root, distDir: build(path.join(tmp, 'r2'), 'rental', { body: 'two' }) });
  assert.match(v1.version, /^v1-[0-9a-f]{8}$/);
  assert.match(v2.version, /^v2-[0-9a-f]{8}$/);
  const reg = readRegistry(root);
  assert.equal(reg.remotes.rental.version, v2.version);
  assert.match(reg.remotes.rental.manifest, new RegExp(`:3001/${v2.version}/mf-manifest.json$`));
  assert.ok(fs.existsSync(path.join(root, 'remotes/rental', v1.version, 'remoteEntry.js')));
  assert.ok(fs.existsSync(path.join(root, 'remotes/rental', v2.version, 'remoteEntry.js')));
});

test('a build with an incompatible contract is refused and nothing changes', () => {
  const { root, tmp } = setup();
  deploy('shell', {
    root,
    distDir: build(path.join(tmp, 's'), 'shell', { contract: { bus: '1.2', apiClient: '1.0' } }),
  });
  deploy('account', { root, distDir: build(path.join(tmp, 'a1'), 'account') });
  const before = snapshot(root);
  for (const contract of [
    { bus: '2.0', apiClient: '1.0' }, // breaking bus change
    { bus: '1.3', apiClient: '1.0' }, // needs events this shell does not publish yet
    { bus: '1.0', apiClient: '1.0', cart: '1.0' }, // a contract the shell does not serve
  ]) {
    assert.throws(
      () =>
        deploy('account', {
          root,
          distDir: build(path.join(tmp, `bad-${contract.bus}`), 'account', { contract, body: contract.bus }),
        }),
      (e) => e instanceof DeployError && /refused/.test(e.message) && /Nothing changed/.test(e.message),
    );
  }
  assert.deepEqual(snapshot(root), before);
  // an older minor is fine: the shell serves more than the remote needs
  deploy('account', {
    root,
    distDir: build(path.join(tmp, 'ok'), 'account', { contract: { bus: '1.1', apiClient: '1.0' }, body: 'ok' }),
  });
});

test('a plain rollback returns to the version live before the last deploy, not to one rolled back earlier', () => {
  const { root, tmp } = setup();
  deploy('shell', { root, distDir: build(path.join(tmp, 's'), 'shell') });
  const v1 = deploy('rental', { root, distDir: build(path.join(tmp, 'r1'), 'rental', { body: 'one' }) });
  deploy('rental', { root, distDir: build(path.join(tmp, 'r2'), 'rental', { body: 'two (bad)' }) });
  assert.equal(rollback('rental', undefined, { root }).version, v1.version);
  const v3 = deploy('rental', { root, distDir: build(path.join(tmp, 'r3'), 'rental', { body: 'three (bad too)' }) });
  assert.equal(readRegistry(root).remotes.rental.version, v3.version);
  assert.equal(rollback('rental', undefined, { root }).version, v1.version);
  assert.throws(() => rollback('rental', undefined, { root }), /no version before/);
});

test('rollback goes to the previous version, or a named one, without touching other apps', () => {
  const { root, tmp } = setup();
  deploy('shell', { root, distDir: build(path.join(tmp, 's'), 'shell') });
  deploy('carmarket', { root, distDir: build(path.join(tmp, 'c'), 'carmarket') });
  const v1 = deploy('rental', { root, distDir: build(path.join(tmp, 'r1'), 'rental', { body: 'one' }) });
  const v2 = deploy('rental', { root, distDir: build(path.join(tmp, 'r2'), 'rental', { body: 'two' }) });
  const others = JSON.stringify({ shell: readRegistry(root).shell, carmarket: readRegistry(root).remotes.carmarket });

  assert.equal(rollback('rental', undefined, { root }).version, v1.version);
  assert.equal(readRegistry(root).remotes.rental.version, v1.version);
  assert.equal(rollback('rental', 'v2', { root }).version, v2.version);
  assert.throws(() => rollback('rental', 'v9', { root }), /no version v9/);
  assert.throws(() => rollback('carmarket', undefined, { root }), /no version before/);
  assert.equal(
    JSON.stringify({ shell: readRegistry(root).shell, carmarket: readRegistry(root).remotes.carmarket }),
    others,
  );

  const rental = status({ root }).find((s) => s.name === 'rental');
  assert.deepEqual(rental, { name: 'rental', live: v2.version, canary: null, available: [v1.version, v2.version] });
});

test('deploying the same build again reuses its version', () => {
  const { root, tmp } = setup();
  deploy('shell', { root, distDir: build(path.join(tmp, 's'), 'shell') });
  const a = deploy('rental', { root, distDir: build(path.join(tmp, 'r'), 'rental') });
  const b = deploy('rental', { root, distDir: build(path.join(tmp, 'r'), 'rental') });
  assert.equal(a.version, b.version);
  assert.equal(readRegistry(root).releases.rental.length, 1);
});

test("a remote's route claims go live with its version and roll back with it; a build without them is refused", () => {
  const { root, tmp } = setup();
  deploy('shell', { root, distDir: build(path.join(tmp, 's'), 'shell') });
  const one = [{ path: '/profile' }];
  const two = [{ path: '/profile' }, { path: '/gift-cards' }];
  deploy('account', { root, distDir: build(path.join(tmp, 'a1'), 'account', { routes: one, body: 'one' }) });
  deploy('account', { root, distDir: build(path.join(tmp, 'a2'), 'account', { routes: two, body: 'two' }) });
  assert.deepEqual(readRegistry(root).remotes.account.routes, two);
  rollback('account', undefined, { root });
  assert.deepEqual(readRegistry(root).remotes.account.routes, one);

  const before = snapshot(root);
  const bare = build(path.join(tmp, 'a3'), 'account', { body: 'three' });
  fs.rmSync(path.join(bare, 'routes.json'));
  assert.throws(() => deploy('account', { root, distDir: bare }), /declares no routes/);
  assert.deepEqual(snapshot(root), before);
});
