'use strict';
// One federation runtime-core per page (federation-runtime.js): run with `node --test`.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { test } = require('node:test');
const { federationRuntime, runtimeCoreDir } = require('../federation-runtime');
const { contractVersions } = require('../contract');

const PROVIDE = path.join(__dirname, '..', 'federation-runtime-provide.mjs');
const TAKE = path.join(__dirname, '..', 'federation-runtime-core-from-host.mjs');

/** the names in the first `{ … }` after `marker` in a file */
function namesAfter(file, marker) {
  const text = fs.readFileSync(file, 'utf8');
  const body = new RegExp(`${marker}\\s*\\{([^}]*)\\}`).exec(text)?.[1] ?? '';
  return body
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
    .sort();
}

/** what the installed @module-federation/runtime (the layer each build keeps) imports from runtime-core */
function namesTheRuntimeImports() {
  const dist = path.join(runtimeCoreDir().runtime, 'dist');
  const names = new Set();
  for (const file of fs.readdirSync(dist).filter((f) => f.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(dist, file), 'utf8');
    if (/export \* from "@module-federation\/runtime-core"/.test(text) && file !== 'core.js')
      assert.fail(`${file} re-exports the whole runtime-core: a remote cannot take it from the shell by name`);
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@module-federation\/runtime-core"/g))
      for (const n of m[1].split(',')) if (n.trim()) names.add(n.trim().split(/\s+as\s+/)[0]);
  }
  return [...names].sort();
}

test('the shell provides, and a remote takes, every name the federation runtime imports from runtime-core', () => {
  const imported = namesTheRuntimeImports();
  assert.ok(imported.includes('ModuleFederation'), 'the runtime imports nothing from runtime-core? (parser broke)');
  assert.deepEqual(namesAfter(PROVIDE, 'import'), imported);
  assert.deepEqual(namesAfter(PROVIDE, '__MART_FEDERATION_RUNTIME_CORE__ ='), imported);
  assert.deepEqual(namesAfter(TAKE, 'export const'), imported);
});

test("the shell's build provides the runtime, a remote's takes it instead of bundling one", () => {
  const host = federationRuntime(true);
  assert.deepEqual(host.runtimePlugins, [PROVIDE]);
  assert.ok(fs.existsSync(host.alias['@mart/federation-runtime-core$']));
  const remote = federationRuntime(false);
  assert.deepEqual(remote.runtimePlugins, []);
  assert.equal(remote.alias['@module-federation/runtime-core$'], TAKE);
});

test('a remote built on another federation runtime than the live shell is refused by the deploy', async () => {
  const { contractProblems } = await import('../../shared/deploy/src/contract.mjs');
  const built = contractVersions();
  assert.match(built.federationRuntime, /^\d+\.\d+$/);
  assert.deepEqual(contractProblems(built, built), []);
  const [major, minor] = built.federationRuntime.split('.').map(Number);
  assert.equal(contractProblems(built, { ...built, federationRuntime: `${major + 1}.0` }).length, 1);
  assert.equal(contractProblems({ ...built, federationRuntime: `${major}.${minor + 1}` }, built).length, 1);
  // a shell built before it provided its runtime
  const { federationRuntime: _none, ...older } = built;
  assert.equal(contractProblems(built, older).length, 1);
});
