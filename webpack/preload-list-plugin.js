'use strict';
// The shell's start-up scripts, listed for the page server (dist/preload.json): the chunks its entry imports behind
// the async boundary (./start, ./bootstrap) and the shared packages it provides. The browser learns of them only
// when main.js has run and the federation runtime has initialised its share scope — two more round trips on a
// phone — so the page's HTML names them (shared/deploy/src/serve.mjs, `preloadLinks`) and they download beside
// main.js.
const fs = require('node:fs');
const path = require('node:path');

const FILE = 'preload.json';

/** @param {string} outDir @param {string[]} startChunks */
function preloadList(outDir, startChunks) {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'mf-manifest.json'), 'utf8'));
  const shared = manifest.shared.flatMap((s) => s.assets.js.sync);
  return { scripts: [...new Set([...startChunks, ...shared])].filter((f) => f !== 'main.js') };
}

class PreloadListPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('MartPreloadList', (compilation) => {
      const out = compiler.options.output.path;
      if (!fs.existsSync(path.join(out, 'mf-manifest.json'))) return;
      const startChunks = [...compilation.entrypoints.values()].flatMap((e) =>
        e.getChildren().flatMap((g) => g.getFiles().filter((f) => f.endsWith('.js'))),
      );
      fs.writeFileSync(path.join(out, FILE), `${JSON.stringify(preloadList(out, startChunks), null, 2)}\n`);
    });
  }
}

module.exports = { PreloadListPlugin, preloadList, FILE };
