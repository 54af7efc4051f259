'use strict';
// The stylesheets' source maps (webpack/index.js, the .css rule): run with `node --test`.
const assert = require('node:assert/strict');
const path = require('node:path');
const { test } = require('node:test');
const { createConfig } = require('../index');

const RENTAL = path.join(__dirname, '..', '..', 'remotes', 'rental');

/** css-loader's options in the browser build of an app, for a webpack mode. */
function cssLoaderOptions(mode) {
  const made = createConfig({ name: 'rental', dir: RENTAL, exposes: {} })({}, { mode });
  const browser = (Array.isArray(made) ? made : [made])[0];
  const rule = browser.module.rules.find((r) => r && r.test instanceof RegExp && r.test.test('x.css'));
  const use = rule.use.find((u) => (typeof u === 'string' ? u : u.loader).includes(`${path.sep}css-loader${path.sep}`));
  return typeof use === 'string' ? {} : (use.options ?? {});
}

test('a production stylesheet carries no source map into the JS (nor style-loader a base64 copy into the page)', () => {
  assert.equal(cssLoaderOptions('production').sourceMap, false);
});

test('a development stylesheet keeps its map for the browser tools', () => {
  assert.equal(cssLoaderOptions('development').sourceMap, true);
});
