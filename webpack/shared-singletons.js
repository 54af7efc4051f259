'use strict';
// The one list of packages that exist once per page. The shell provides them; every remote consumes the shell's
// copy. A package missing here would be bundled twice and keep its own state (a second bus, a second API client).
const path = require('node:path');
const fs = require('node:fs');

const THIRD_PARTY = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'antd',
  '@tanstack/react-query',
  'rxjs',
  'i18next',
  'react-i18next',
  'single-spa-react',
];

// @mart/api-client (typed endpoints) and @mart/domain (pure rules) are stateless and deliberately NOT here: each app
// bundles the version it was built with, so a remote can ship a new endpoint or rule without the shell.
const WORKSPACE = ['@mart/bus', '@mart/api-runtime', '@mart/i18n', '@mart/ui'];

const REPO = path.join(__dirname, '..');

/**
 * Every antd export the site's sources import (shell, remotes, shared packages), found by reading them, so the
 * union never goes stale. The shell provides antd tree-shaken to this union (MF `treeShaking.usedExports`);
 * every remote consumes the shell's copy, so a component missing here would be undefined at run time — which is why
 * the list is computed, not written by hand.
 */
function antdUsedExports() {
  const names = new Set();
  const roots = [
    'shell/src',
    ...['remotes', 'shared'].flatMap((d) => fs.readdirSync(path.join(REPO, d)).map((x) => `${d}/${x}/src`)),
  ];
  for (const root of roots) {
    const dir = path.join(REPO, root);
    if (!fs.existsSync(dir)) continue;
    for (const f of fs.readdirSync(dir, { recursive: true })) {
      if (!/\.(tsx?|jsx?)$/.test(f) || /\.test\./.test(f)) continue;
      const src = fs.readFileSync(path.join(dir, f), 'utf8');
      for (const m of src.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]antd['"]/g)) {
        if (m[1]) continue;
        for (const part of m[2].split(',')) {
          const name = part
            .trim()
            .split(/\s+as\s+/)[0]
            .trim();
          if (name && !name.startsWith('type ')) names.add(name);
        }
      }
    }
  }
  return [...names].sort();
}

function workspaceVersion(name) {
  const dir = path.join(__dirname, '..', 'shared', name.replace('@mart/', ''));
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

/** MF `shared` for an app: every singleton it can resolve from its own folder. */
function sharedFor(appDir) {
  const shared = {};
  for (const name of THIRD_PARTY) {
    let version;
    try {
      const pkgName = name
        .split('/')
        .slice(0, name.startsWith('@') ? 2 : 1)
        .join('/');
      const pkgJson = require.resolve(`${pkgName}/package.json`, { paths: [appDir] });
      version = JSON.parse(fs.readFileSync(pkgJson, 'utf8')).version;
    } catch {
      continue; // the app does not depend on it
    }
    shared[name] = { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0`, version };
    // Opt-in experiment (MART_ANTD_TREE_SHAKING=1): the shell's initial gzip size falls from 658 to 501 KB, but
    // with enhanced 2.9.2 the composed page no longer renders (header and every remote stay empty; every
    // foundation spec fails), so the default build shares antd whole. See docs/BENCHMARKS.md.
    if (name === 'antd' && process.env.MART_ANTD_TREE_SHAKING === '1') {
      shared[name].treeShaking = { usedExports: antdUsedExports() };
    }
  }
  for (const name of WORKSPACE) {
    const version = workspaceVersion(name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

module.exports = { sharedFor, antdUsedExports, THIRD_PARTY, WORKSPACE };
