'use strict';
// MART_SINGLE_BUNDLE=1: the shell built with every remote's exposed modules compiled in (no Module Federation),
// into shell/dist-single/, so the bench can price what federation costs a page (issue 8, "MF overhead").
// The federated build never goes through here.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { contractVersions } = require('./contract');

const REPO = path.join(__dirname, '..');
/** registry name → folder; the same four remotes the shell routes to (shell/src/routes.ts REMOTES) */
/** remote → its folder (shared/deploy/apps.json: every deployable but the shell) */
const REMOTE_DIRS = Object.fromEntries(
  Object.entries(require('../shared/deploy/apps.json'))
    .filter(([name]) => name !== 'shell')
    .map(([name, app]) => [name, app.dir]),
);

function enabled() {
  return process.env.MART_SINGLE_BUNDLE === '1';
}

/** Each remote's `exposes` map, read from its own webpack.config.js (createConfig keeps its options on `.mart`). */
function remoteExposes() {
  const out = {};
  for (const [name, dir] of Object.entries(REMOTE_DIRS)) {
    const config = require(path.join(REPO, dir, 'webpack.config.js'));
    out[name] = { dir: path.join(REPO, dir), exposes: config.mart?.exposes ?? {} };
  }
  return out;
}

/** `@mart-single/<remote>/<expose>` → the source file the remote exposes it from (what runtime.single.ts imports). */
function singleAliases() {
  const alias = {};
  for (const [name, r] of Object.entries(remoteExposes())) {
    for (const [key, file] of Object.entries(r.exposes)) {
      alias[`@mart-single/${name}/${key.replace(/^\.\//, '')}$`] = path.join(r.dir, file);
    }
  }
  return alias;
}

/**
 * Stands in for the remotes' own DefinePlugin: in their files `process.env.MART_BUILD` is the remote's
 * build info (its name and version), not the shell's, so the page reports the same builds as the federated one.
 */
function remoteBuildInfoRules() {
  return Object.entries(remoteExposes()).map(([name, r]) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(r.dir, 'package.json'), 'utf8'));
    const info = {
      name: name.replace(/-/g, '_'),
      packageVersion: pkg.version,
      builtAt: new Date().toISOString(),
      contract: contractVersions(),
      label: 'single bundle',
    };
    return {
      test: /\.[cm]?[jt]sx?$/,
      include: path.join(r.dir, 'src'),
      enforce: 'pre',
      loader: path.join(__dirname, 'replace-loader.js'),
      options: { search: 'process.env.MART_BUILD', replace: `(${JSON.stringify(info)})` },
    };
  });
}

/**
 * The remotes' route claims, from their own production builds (dist/routes.json, written from each route manifest):
 * this build has no registry entries for its remotes to carry them.
 */
function bundledRoutes() {
  return Object.fromEntries(
    Object.entries(remoteExposes()).map(([name, r]) => {
      const file = path.join(r.dir, 'dist', 'routes.json');
      if (!fs.existsSync(file)) throw new Error(`the single bundle needs ${name}'s routes: build it first (${file})`);
      return [name, JSON.parse(fs.readFileSync(file, 'utf8'))];
    }),
  );
}

/** Turn the shell's federated config into the single-bundle one (mutates and returns it). */
function toSingleBundle(config, o) {
  if (!o.host) throw new Error('MART_SINGLE_BUNDLE applies to the shell only');
  config.output.path = path.join(o.dir, 'dist-single');
  config.resolve.alias = { ...config.resolve.alias, ...singleAliases() };
  config.module.rules.push(...remoteBuildInfoRules());
  // one antd stylesheet for the one bundle: the components every app imports
  const everyApp = [o.dir, ...Object.values(remoteExposes()).map((r) => r.dir)];
  for (const rule of config.module.rules) {
    for (const use of Array.isArray(rule.use) ? rule.use : []) if (use.options?.appDirs) use.options.appDirs = everyApp;
  }
  const runtimeSingle = path.join(o.dir, 'src', 'federation', 'runtime.single.ts');
  config.plugins = config.plugins.filter(
    // no federation; and the budget plugin measures MF manifests, which this build has none of
    (p) => p.constructor.name !== 'ModuleFederationPlugin' && p.constructor.name !== 'BudgetPlugin',
  );
  config.plugins.push(new webpack.NormalModuleReplacementPlugin(/federation[\\/]runtime\.ts$/, runtimeSingle));
  config.plugins.push(new webpack.DefinePlugin({ 'process.env.MART_BUNDLED_ROUTES': JSON.stringify(bundledRoutes()) }));
  return config;
}

module.exports = { enabled, toSingleBundle, singleAliases, remoteExposes, REMOTE_DIRS };
