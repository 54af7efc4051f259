'use strict';
// The compile hint on every script of a production build (webpack/compile-hints-plugin.js): run with `node --test`.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { test } = require('node:test');
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const { CompileHintsPlugin, HINT } = require('../compile-hints-plugin');

test('every script opens with the hint, after minifying, and its source map still points at the code', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    "// a comment the minifier drops\nimport('./later').then((m) => m.run());\n",
  );
  fs.writeFileSync(path.join(dir, 'later.js'), "export function run() {\n  document.title = 'ran';\n}\n");
  const compiler = webpack({
    mode: 'production',
    devtool: 'source-map',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'dist'), chunkFilename: '[name].[contenthash:10].js' },
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.esbuildMinify, terserOptions: { format: undefined } })],
    },
    plugins: [new CompileHintsPlugin()],
  });
  await new Promise((resolve, reject) =>
    compiler.run((err, stats) =>
      err || stats?.hasErrors() ? reject(err ?? stats?.toString()) : compiler.close(resolve),
    ),
  );
  const scripts = fs.readdirSync(path.join(dir, 'dist')).filter((f) => f.endsWith('.js'));
  assert.equal(scripts.length, 2, 'the entry and its lazy chunk');
  for (const f of scripts) {
    const code = fs.readFileSync(path.join(dir, 'dist', f), 'utf8');
    assert.ok(code.startsWith(HINT), `${f} opens with the hint`);
    assert.equal(code.split(HINT).length, 2, `${f} has it once`);
    assert.doesNotMatch(code, /a comment the minifier drops/);
    // the map's first line (the hint) maps nothing: the code's mappings moved down with it
    const map = JSON.parse(fs.readFileSync(path.join(dir, 'dist', `${f}.map`), 'utf8'));
    assert.ok(map.mappings.startsWith(';'), `${f}.map starts on the second line`);
    assert.match(map.mappings, /^;[A-Za-z0-9+/]/);
  }
});
