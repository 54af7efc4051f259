'use strict';
// The shell's start-up scripts, listed for the page server (dist/preload.json): the chunks its entry imports behind
// the async boundary (./start, ./bootstrap) and the shared packages it provides (react-dom, i18next, …). The browser learns of them only
// when main.js has run and the federation runtime has initialised its share scope — two more round trips on a
// phone — so the page's HTML names them (shared/deploy/src/serve.mjs, `preloadLinks`) and they download beside
// main.js.
const fs = require('node:fs');
const path = require('node:path');

const FILE = 'preload.json';

/**
 * The entry's child chunk groups: what it imports behind the async boundary and the shared packages it provides
 * (each a group of its own). Not the federation manifest's shared assets: those also list chunks a page never
 * loads (a package's fallback copy beside its provided one), and a preload nothing uses is a download wasted.
 * @param {string[]} startChunks
 */
function preloadList(startChunks) {
  return { scripts: [...new Set(startChunks)].filter((f) => f !== 'main.js') };
}

class PreloadListPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('MartPreloadList', (compilation) => {
      const out = compiler.options.output.path;
      const startChunks = [...compilation.entrypoints.values()].flatMap((e) =>
        e.getChildren().flatMap((g) => g.getFiles().filter((f) => f.endsWith('.js'))),
      );
      fs.writeFileSync(path.join(out, FILE), `${JSON.stringify(preloadList(startChunks), null, 2)}\n`);
    });
  }
}

module.exports = { PreloadListPlugin, preloadList, FILE };
