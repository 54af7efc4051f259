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
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'single-spa-react',
];

// Deliberately NOT here, because they hold no page-wide state and each app bundles what it uses of them:
// - @mart/api-client (typed endpoints) and @mart/domain (pure rules): a remote can ship a new endpoint or rule
//   without the shell;
// - antd and @mart/ui (the kit built on it): a shared module cannot be tree-shaken, so sharing antd put all of it
//   (~480 KB gz) on every page's critical path; each app now carries only the components it imports, and each
//   root's MartProviders configures its own antd with the theme, locale and direction read from the bus;
// - @mart/runtime (lifecycles, providers, antd loading, the server render) likewise: its providers configure the
//   app's own antd copy and its stylesheet loader is replaced per app build (the antd-stylesheet rule in index.js);
// - rxjs: only @mart/bus uses it, and the bus is shared.
const WORKSPACE = ['@mart/bus', '@mart/api-runtime', '@mart/i18n'];

/**
 * resolve.alias for an app: `react-router-dom` is built from its browser API only (react-router-client.mjs): a
 * shared module cannot be tree-shaken, and the whole package is 57 KB br, most of it react-router's server half.
 * An alias, not the share's `import`: a share with a file path for `import` is provided by every build, even one
 * that never imports it (the shell), while a share by package name is provided only where it is used.
 * `react-router-dom/full` is the real package, which the client entry re-exports from. Empty when the app cannot
 * resolve react-router-dom.
 * @param {string} appDir
 */
function sharedAliases(appDir) {
  let entry;
  try {
    entry = require.resolve('react-router-dom', { paths: [appDir] }).replace(/index\.js$/, 'index.mjs');
  } catch {
    return {};
  }
  return { 'react-router-dom$': REACT_ROUTER_CLIENT, 'react-router-dom/full$': entry };
}

const REACT_ROUTER_CLIENT = require.resolve('./react-router-client.mjs');

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
    shared[name] = {
      singleton: true,
      requiredVersion: `^${version.split('.')[0]}.0.0`,
      version,
    };
  }
  for (const name of WORKSPACE) {
    const version = workspaceVersion(name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

module.exports = { sharedFor, sharedAliases, THIRD_PARTY, WORKSPACE, REACT_ROUTER_CLIENT };
