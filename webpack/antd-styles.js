'use strict';
// antd's component styles made at build time (issue 8, total blocking time). antd 6 makes each component's CSS in
// the browser as it first renders (CSS-in-JS): on a throttled phone that was 50-150 ms of style objects serialised
// and <style> tags inserted inside React's commit, on every page with an antd form. Each app's build draws the antd
// components its sources import, here in Node, and ships their CSS as one file with the list of the styles in it
// (antd's own "CSS file" format: a `.data-ant-cssinjs-cache-path` rule). Loaded before antd first renders
// (shared/runtime/src/antd-styles.ts), antd reads that list and skips making those styles; anything not in it is still
// made at runtime, so a missing entry costs time, never looks. The theme's tokens reach the rules as CSS variables
// set at runtime, and the selectors carry no per-theme hash (`hashed: false`): one file serves light and dark.
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

/** antd exports that are not components with styles of their own. */
const NOT_STYLED = new Set(['ConfigProvider', 'Grid', 'theme', 'version', 'App']);
/**
 * Left to antd's runtime where they render: Row and Col's one style is the whole 24-column grid at every breakpoint
 * (68 KB), for a few form pages; every page would parse it from the file.
 */
const LEFT_TO_RUNTIME = new Set(['Row', 'Col']);

/**
 * How a component is drawn so that all its style hooks run: most draw with no props; some need content, and the
 * popups are drawn through antd's own static panels (the same list as `@ant-design/static-style-extract`).
 * @param {any} antd @param {any} React @param {string} name
 */
function drawn(antd, React, name) {
  const h = React.createElement;
  const C = antd[name];
  const panel = C && C._InternalPanelDoNotUseOrYouWillBeFired;
  switch (name) {
    case 'Badge':
      return [h(C), h(C.Ribbon)];
    case 'Dropdown':
      return [h(C, { menu: { items: [] } }, h('div')), panel && h(panel)];
    case 'Input':
      return [h(C), h(C.Search), h(C.TextArea), h(C.Password), h(C.OTP)];
    case 'Menu':
      return [h(C, { items: [] })];
    case 'Modal':
      return [h(C), h(panel), h(panel, { type: 'confirm' })];
    case 'message':
    case 'notification':
      return [h(panel)];
    case 'Pagination':
      return [h(C, { total: 100 })];
    case 'Space':
      return [h(C), h(C.Compact, null, h(antd.Button)), h(C.Addon, null, '1')];
    case 'Tag':
      return [h(C, { color: 'blue' }, 'Tag'), h(C, { color: 'success' }, 'Tag')];
    case 'Popconfirm':
      return [h(C, { title: 'x' }, h('span')), h(panel, { title: 'x' })];
    default:
      return [h(C), panel && h(panel)];
  }
}

/**
 * The CSS of the named antd components (and the shared reset and icon styles), with the antd, React and cssinjs
 * that `appDir` builds with. Selectors carry no hash (`hashed: false`), values are the theme's CSS variables.
 * @param {string} appDir @param {string[]} names antd's export names
 */
function antdStylesheet(appDir, names) {
  const fromApp = createRequire(path.join(appDir, 'package.json'));
  // antd's own copies of React and cssinjs: the cache it writes to must be the one it reads
  const fromAntd = createRequire(fromApp.resolve('antd'));
  const antd = fromApp('antd');
  const React = fromAntd('react');
  const { renderToString } = fromAntd('react-dom/server');
  const { createCache, StyleProvider, extractStyle } = fromAntd('@ant-design/cssinjs');
  const cache = createCache();
  const h = React.createElement;
  const components = [...new Set(names)].filter((n) => antd[n] && !NOT_STYLED.has(n) && !LEFT_TO_RUNTIME.has(n)).sort();
  // antd's deprecation notices are for an app's code, not for this drawing of every component it imports
  const { error } = console;
  console.error = (/** @type {unknown[]} */ ...args) => {
    if (!String(args[0]).startsWith('Warning: [antd:')) error(...args);
  };
  try {
    renderToString(
      h(
        StyleProvider,
        { cache },
        h(
          antd.ConfigProvider,
          { theme: { hashed: false } },
          components.map((n) => h(React.Fragment, { key: n }, ...drawn(antd, React, n))),
        ),
      ),
    );
  } finally {
    console.error = error;
  }
  return extractStyle(cache, { plain: true, types: 'style' });
}

/** `import { A, B } from 'x'` in a source: the imported names (type-only imports left out). @param {string} src @param {string} from */
function namesImported(src, from) {
  /** @type {string[]} */
  const names = [];
  for (const m of src.matchAll(new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${from}'`, 'g'))) {
    if (m[1]) continue;
    for (const spec of m[2].split(',')) {
      const name = spec
        .trim()
        .split(/\s+as\s+/)[0]
        .trim();
      if (name && !name.startsWith('type ') && /^[A-Za-z]/.test(name)) names.push(name);
    }
  }
  return names;
}

/**
 * The kit's antd controls (Form, Steps, Menu…: shared/ui/src/antd-controls.ts) count for an app's stylesheet only
 * where its sources import them from '@mart/ui': every app is built on the kit, and would otherwise carry the styles
 * of every one of them.
 */
const KIT_ANTD = path.join(__dirname, '..', 'shared', 'ui', 'src', 'antd-controls.ts');
const kitAntdNames = () => new Set(namesImported(fs.readFileSync(KIT_ANTD, 'utf8'), 'antd'));

/** The antd components a source tree draws: imported from antd, or from the kit's antd controls. @param {string} dir */
function antdImportsIn(dir) {
  /** @type {Set<string>} */
  const names = new Set();
  const kit = kitAntdNames();
  const walk = (/** @type {string} */ d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules' && e.name !== 'dist') walk(p);
      } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && fs.realpathSync(p) !== KIT_ANTD) {
        const src = fs.readFileSync(p, 'utf8');
        for (const name of namesImported(src, 'antd')) names.add(name);
        for (const name of namesImported(src, '@mart/ui')) if (kit.has(name)) names.add(name);
      }
    }
  };
  walk(dir);
  return names;
}

/**
 * The source folders an app is built from: its own src and those of the workspace packages (`@mart/*`) it depends
 * on, directly or through another. @param {string} appDir
 */
function sourceDirsOf(appDir) {
  /** @type {Set<string>} */
  const seen = new Set();
  const visit = (/** @type {string} */ dir) => {
    const real = fs.realpathSync(dir);
    if (seen.has(real)) return;
    seen.add(real);
    const pkg = JSON.parse(fs.readFileSync(path.join(real, 'package.json'), 'utf8'));
    const deps = { ...pkg.dependencies, ...pkg.peerDependencies };
    for (const name of Object.keys(deps).filter((n) => n.startsWith('@mart/'))) {
      const linked = path.join(real, 'node_modules', name);
      if (fs.existsSync(path.join(linked, 'package.json'))) visit(linked);
    }
  };
  visit(appDir);
  return [...seen].map((d) => path.join(d, 'src')).filter((d) => fs.existsSync(d));
}

module.exports = { antdStylesheet, antdImportsIn, sourceDirsOf };
