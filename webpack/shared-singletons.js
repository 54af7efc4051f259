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
  }
  for (const name of WORKSPACE) {
    const version = workspaceVersion(name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

module.exports = { sharedFor, THIRD_PARTY, WORKSPACE };
