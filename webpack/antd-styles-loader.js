'use strict';
// Turns shared/runtime/src/antd-stylesheet.ts into the address of this app's antd stylesheet (webpack/antd-styles.js):
// the CSS of every antd component the app's sources import, emitted as a content-hashed file beside its code. Only
// the browser builds use it: in the server render (which draws no antd) and in tests the module stays null.
const crypto = require('node:crypto');
const { antdStylesheet, antdImportsIn, sourceDirsOf } = require('./antd-styles');

/** @type {Map<string, string>} one render per component list and build process */
const made = new Map();

/** @this {import('webpack').LoaderContext<{ appDirs: string[] }>} */
module.exports = function antdStylesLoader() {
  const { appDirs } = this.getOptions();
  const dirs = [...new Set(appDirs.flatMap(sourceDirsOf))];
  dirs.forEach((d) => this.addContextDependency(d));
  const names = [...new Set(dirs.flatMap((d) => [...antdImportsIn(d)]))].sort();
  const key = `${appDirs[0]}|${names.join(',')}`;
  if (!made.has(key)) made.set(key, antdStylesheet(appDirs[0], names));
  const css = /** @type {string} */ (made.get(key));
  const id = crypto.createHash('sha256').update(css).digest('hex').slice(0, 10);
  const file = `assets/antd.${id}.css`;
  this.emitFile(file, css);
  return `export const antdStylesheet = { href: __webpack_public_path__ + ${JSON.stringify(file)}, id: ${JSON.stringify(id)} };\n`;
};
