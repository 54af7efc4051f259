'use strict';
// One factory for every deployable front end: the shell (MF host) and each remote.
const path = require('node:path');
const fs = require('node:fs');
const { execFileSync } = require('node:child_process');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedAliases, sharedFor } = require('./shared-singletons');
const { contractVersions } = require('./contract');
const { federationRuntime } = require('./federation-runtime');
const { BudgetPlugin } = require('./budget-plugin');
const { CompileHintsPlugin } = require('./compile-hints-plugin');
const { PreloadListPlugin } = require('./preload-list-plugin');
const singleBundle = require('./single-bundle');

/**
 * antd's component packages declare no `sideEffects`, so webpack kept every module their entry files re-export:
 * antd's Input, through `FormProvider`, brought @rc-component/form's whole Form and its validator to every page
 * with a text box. Their modules only define things, so webpack may drop what nothing uses (issue 8: less code
 * evaluated on a phone).
 */
const pureAntdDependencies = {
  test: /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color))[\\/]/,
  sideEffects: false,
};

/**
 * antd's locales as ES modules: `antd/locale/ru_RU` is a CommonJS file that brings antd's CommonJS copies of the
 * date picker's locales beside the ES ones antd's components import (the same words twice in antd's core chunk).
 * Jest keeps the CommonJS files. Empty for an app without antd. @param {string} appDir
 */
function antdEsLocales(appDir) {
  try {
    const antd = path.dirname(require.resolve('antd/package.json', { paths: [appDir] }));
    return { 'antd/locale': path.join(antd, 'es', 'locale') };
  } catch {
    return {};
  }
}

/**
 * @param {object} o
 * @param {string} o.name      MF container name (also the remote's registry key)
 * @param {string} o.dir       the app's folder
 * @param {boolean} [o.host]   true for the shell
 * @param {Record<string,string>} [o.exposes]
 * @param {string} [o.server] the remote's server render entry (built for Node into dist/server/prerender.js)
 */
function createConfig(o) {
  const make = (_env = {}, argv = {}) => {
    const prod = argv.mode === 'production' || process.env.NODE_ENV === 'production';
    const pkg = JSON.parse(fs.readFileSync(path.join(o.dir, 'package.json'), 'utf8'));
    const buildInfo = {
      name: o.name,
      packageVersion: pkg.version,
      builtAt: new Date().toISOString(),
      contract: contractVersions(),
      // optional free text an operator attaches to a build (shown in the page's "About this build")
      ...(process.env.MART_BUILD_LABEL ? { label: process.env.MART_BUILD_LABEL } : {}),
    };
    const apiBaseUrl = process.env.MART_API_URL ?? '';
    const registryUrl = process.env.MART_REGISTRY_URL ?? '/registry.json';
    const runtime = federationRuntime(!!o.host);

    const defines = new webpack.DefinePlugin({
      'process.env.MART_API_URL': JSON.stringify(apiBaseUrl),
      'process.env.MART_REGISTRY_URL': JSON.stringify(registryUrl),
      'process.env.MART_BUILD': JSON.stringify(buildInfo),
    });
    const config = {
      name: o.name,
      mode: prod ? 'production' : 'development',
      devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
      context: o.dir,
      entry: o.host ? { main: './src/index.ts' } : {},
      target: 'web',
      output: {
        path: path.join(o.dir, 'dist'),
        // The shell is served at the site root; a remote runs from whichever versioned folder it is deployed to.
        publicPath: o.host ? '/' : 'auto',
        // MF cannot hash the container entry; the entry keeps its name and every chunk is content-hashed.
        filename: '[name].js',
        chunkFilename: prod ? 'chunks/[name].[contenthash:10].js' : 'chunks/[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: o.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: { ...sharedAliases(o.dir), ...antdEsLocales(o.dir), ...runtime.alias },
      },
      module: {
        rules: [
          swcRule(prod),
          pureAntdDependencies,
          antdStylesRule([o.dir]),
          {
            test: /\.css$/,
            use: [
              require.resolve('style-loader'),
              // css-loader follows `devtool` by default: in production every stylesheet then carried its source
              // and its map inside the JS, and style-loader base64-encoded them into each <style> as it injected it
              // (bytes and main-thread work on every page); the CSS's own maps stay for development
              { loader: require.resolve('css-loader'), options: { sourceMap: !prod } },
              ...(prod ? [require.resolve('./css-minify-loader')] : []),
            ],
          },
          { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        defines,
        new ModuleFederationPlugin({
          name: o.name,
          filename: 'remoteEntry.js',
          exposes: o.exposes ?? {},
          remotes: {},
          shared: sharedFor(o.dir),
          manifest: { fileName: 'mf-manifest.json' },
          // One unreachable remote must not stall the page: only load a remote's entry when its route needs it.
          shareStrategy: 'loaded-first',
          // one federation runtime-core per page, the shell's (federation-runtime.js)
          runtimePlugins: runtime.runtimePlugins,
          dts: false,
        }),
        o.host &&
          new HtmlWebpackPlugin({
            template: path.join(o.dir, 'src/index.html'),
            scriptLoading: 'defer',
          }),
        {
          apply(compiler) {
            compiler.hooks.thisCompilation.tap('MartBuildInfo', (compilation) => {
              compilation.hooks.processAssets.tap(
                { name: 'MartBuildInfo', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
                () => {
                  compilation.emitAsset(
                    'build-info.json',
                    new webpack.sources.RawSource(JSON.stringify(buildInfo, null, 2)),
                  );
                },
              );
            });
          },
        },
        prod && new CompileHintsPlugin(),
        prod && new BudgetPlugin({ dir: o.dir, host: !!o.host }),
        prod && o.host && new PreloadListPlugin(),
        prod && new CompressionPlugin({ algorithm: 'gzip', test: /\.(js|css|html|json|svg)$/, threshold: 1024 }),
        prod &&
          new CompressionPlugin({
            filename: '[path][base].br',
            algorithm: 'brotliCompress',
            test: /\.(js|css|html|json|svg)$/,
            compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
            threshold: 1024,
          }),
      ].filter(Boolean),
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        splitChunks: {
          cacheGroups: {
            // react-router with its client entry in one chunk: the federation manifest names only the chunk that
            // holds a shared module, so a react-router split off into a vendors chunk was missed by the preloads
            reactRouter: {
              test: (/** @type {{ resource?: string }} */ m) =>
                /[\\/]react-router(-dom)?[\\/]|react-router-client\.mjs$/.test(m.resource ?? ''),
              priority: 20,
              enforce: true,
              reuseExistingChunk: true,
            },
            // the shell's start-up packages in three files instead of eight: every page loads all of them at once,
            // and on a phone's HTTP/1.1 link (6 connections per origin) each extra request is another wave of
            // round trips before the page answers. The remotes take them from the shell's share scope
            ...(o.host ? startUpGroups() : {}),
          },
        },
        minimizer: [
          // swc, not esbuild: esbuild minifies each chunk as a script and keeps every declaration nothing uses
          // (webpack's tree shaking leaves removing unused exports to the minifier): the shared react-router chunk
          // was 56 KB br that way, 30 with swc. swc wraps nothing, so the remote's container global stays visible
          // (an IIFE hides it: MF "Failed to get remoteEntry exports")
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            terserOptions: { compress: { passes: 2 }, mangle: true },
            extractComments: false,
          }),
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: devPortOf(o.dir),
        hot: true,
        historyApiFallback: o.host,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: false },
      },
    };
    if (o.host && singleBundle.enabled()) return singleBundle.toSingleBundle(config, o);
    // the server render is built after the browser build (which empties dist/) and deployed with it
    return prod && o.server ? [config, serverConfig(o, defines)] : config;
  };
  // the options stay readable on the function: the single-bundle build reads each remote's `exposes` from here
  make.mart = o;
  return make;
}

/** A module's file matches one of these package folders. @param {string[]} dirs */
const inPackages = (dirs) => {
  const re = new RegExp(`[\\\\/](${dirs.map((d) => d.replace(/[/]/g, '[\\\\/]')).join('|')})[\\\\/]`);
  return (/** @type {{ resource?: string }} */ m) => re.test(m.resource ?? '');
};

/**
 * The shell's shared packages grouped by what loads them together: React (react, its JSX runtime, react-dom and
 * its client, the scheduler, the external-store shim), i18n (i18next, react-i18next and its HTML parser, @mart/i18n) and the bus (RxJS, tslib).
 */
function startUpGroups() {
  const group = (/** @type {string} */ name, /** @type {string[]} */ dirs) => ({
    test: inPackages(dirs),
    name,
    chunks: /** @type {'async'} */ ('async'),
    priority: 30,
    enforce: true,
  });
  return {
    startReact: group('start-react', [
      'node_modules/react',
      'node_modules/react-dom',
      'node_modules/scheduler',
      'node_modules/use-sync-external-store',
    ]),
    startI18n: group('start-i18n', [
      'node_modules/i18next',
      'node_modules/react-i18next',
      'node_modules/html-parse-stringify',
      'node_modules/void-elements',
      'shared/i18n/src',
    ]),
    // the bus and the API client's runtime: two small singletons, one request
    startBus: group('start-bus', [
      'node_modules/rxjs',
      'node_modules/tslib',
      'shared/bus/src',
      'shared/api-runtime/src',
    ]),
  };
}

/**
 * The app's local port (shared/deploy/apps.json), for its dev server; none for a folder outside that list (a copy
 * built elsewhere). @param {string} dir
 */
function devPortOf(dir) {
  const rel = path.relative(path.join(__dirname, '..'), dir);
  return Object.values(require('../shared/deploy/apps.json')).find((a) => a.dir === rel)?.port;
}

/** TypeScript/JSX through swc, for both builds. @param {boolean} prod */
function swcRule(prod) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !prod } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * The app's antd stylesheet, made at build time from the antd components its sources import (antd-styles.js).
 * @param {string[]} appDirs the app's folder (the single bundle: every app's)
 */
function antdStylesRule(appDirs) {
  return {
    test: /[\\/]shared[\\/]runtime[\\/]src[\\/]antd-stylesheet\.ts$/,
    enforce: 'pre',
    use: [{ loader: require.resolve('./antd-styles-loader'), options: { appDirs } }],
  };
}

/**
 * A remote's server render (`@mart/runtime/server`) as one CommonJS file for Node, beside the browser build in dist/,
 * so it is versioned, deployed and rolled back with the code it renders. Nothing is shared or external: it carries its
 * own React, router and query cache, as the browser's remote shares them with the page.
 * @param {{ name: string, dir: string, server?: string }} o @param {webpack.DefinePlugin} defines
 */
function serverConfig(o, defines) {
  return {
    name: `${o.name}-server`,
    dependencies: [o.name],
    mode: 'production',
    target: 'node20',
    context: o.dir,
    devtool: false,
    entry: { prerender: o.server },
    output: {
      path: path.join(o.dir, 'dist', 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        swcRule(true),
        { test: /\.css$/, use: [require.resolve('./ssr-css-loader')] },
        { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [defines, new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), routeClaimsPlugin()],
    // read once per deployed version by the shell's server: minifying would only slow the build
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Writes the remote's route claims (the paths of its route manifest, exported as `routes` by its server build) into
 * dist/routes.json, which the deploy copies into the registry: the shell learns which remote owns a path from the
 * registry at run time, so a remote that adds a page ships alone. Read in a child process: the bundle sets up its
 * globals (bus, i18n) as it loads.
 */
function routeClaimsPlugin() {
  return {
    apply(compiler) {
      compiler.hooks.afterEmit.tap('MartRouteClaims', () => {
        // dist/server/ normally; the whole build's folder when `--output-path` put both builds in one
        const out = compiler.outputPath;
        const dist = path.basename(out) === 'server' ? path.dirname(out) : out;
        const bundle = path.join(out, 'prerender.js');
        const json = execFileSync(
          process.execPath,
          ['-e', 'process.stdout.write(JSON.stringify(require(process.argv[1]).routes ?? null))', bundle],
          { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
        );
        const routes = JSON.parse(json);
        if (!Array.isArray(routes) || routes.length === 0)
          throw new Error(`${bundle} exports no route claims (\`export const routes = claimsOf(MANIFEST)\`)`);
        fs.writeFileSync(path.join(dist, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
      });
    },
  };
}

module.exports = { createConfig, pureAntdDependencies };
