'use strict';
// The page's shared react-router-dom, built from react-router-client.mjs: run with `node --test`.
const assert = require('node:assert/strict');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { test } = require('node:test');
const { sharedAliases, sharedFor } = require('../shared-singletons');

const REPO = path.join(__dirname, '..', '..');
const CLIENT = path.join(__dirname, '..', 'react-router-client.mjs');
const STORE = path.join(REPO, 'remotes', 'store-modules');

/** The names react-router-client.mjs re-exports. */
function clientNames() {
  const body = /export\s*\{([^}]*)\}\s*from/.exec(fs.readFileSync(CLIENT, 'utf8'))?.[1] ?? '';
  return body
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
}

/**
 * Every value imported from react-router-dom by code that runs in a browser build: the server render (`server/`)
 * is built without Module Federation and gets the whole package, tests run under jest without it.
 */
function namesImported() {
  const files = execFileSync('git', ['ls-files', 'shell/src', 'remotes', 'shared'], { cwd: REPO, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(ts|tsx|js|mjs)$/.test(f) && !/\.test\.|[\\/]server[\\/]|[\\/]test[\\/]/.test(f));
  /** @type {Map<string, string>} name → a file importing it */
  const names = new Map();
  for (const f of files) {
    const src = fs.readFileSync(path.join(REPO, f), 'utf8');
    for (const m of src.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
      if (m[1]) continue;
      for (const part of m[2].split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]
          .trim();
        if (name && !name.startsWith('type ')) names.set(name, f);
      }
    }
    assert.doesNotMatch(src, /import\s+\*\s+as\s+\w+\s+from\s+'react-router-dom'/, `${f}: name what it uses`);
  }
  return names;
}

test('every name a browser build imports from react-router-dom is in the shared client entry', () => {
  const offered = new Set(clientNames());
  for (const [name, file] of namesImported())
    assert.ok(offered.has(name), `${file} imports ${name}: add it to webpack/react-router-client.mjs`);
});

test("the client entry's names all exist in react-router-dom, and its server half is left out", async () => {
  const full = await import(sharedAliases(STORE)['react-router-dom/full$']);
  const names = clientNames();
  for (const n of names) assert.ok(n in full, `react-router-dom has no ${n}`);
  for (const serverOnly of ['createRequestHandler', 'createCookieSessionStorage', 'StaticRouter', 'ServerRouter'])
    assert.ok(!names.includes(serverOnly), serverOnly);
});

test("an app's react-router-dom is the client entry, which re-exports the real package", () => {
  const alias = sharedAliases(STORE);
  assert.equal(alias['react-router-dom$'], CLIENT);
  assert.match(alias['react-router-dom/full$'], /react-router-dom[\\/]dist[\\/]index\.mjs$/);
  // still one page-wide singleton, shared by package name (provided only by the builds that import it)
  assert.equal(sharedFor(STORE)['react-router-dom'].singleton, true);
  assert.equal(sharedFor(STORE)['react-router-dom'].import, undefined);
  assert.deepEqual(sharedAliases(fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'no-router-'))), {});
});
