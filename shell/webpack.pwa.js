// The installable web app's files in the shell's build (issue 40): everything in public/ (the web app manifests,
// the icons, the offline page) at the site root, and in production the service worker (src/pwa/sw.js) as /sw.js
// with this build's version and the files it keeps for offline use written in. A new shell build is a new worker.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

/** What the worker keeps for when the network is gone: the offline page and what it shows. */
const PRECACHE = ['/offline.html', '/offline.css', '/offline.js', '/icons/icon-192.png', '/icons/favicon-32.png'];

/** @param {string} dir */
function filesIn(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath ?? e.path, e.name)));
}

class PwaAssetsPlugin {
  /** @param {{ dir: string, prod: boolean }} o */
  constructor(o) {
    this.o = o;
  }

  /** @param {webpack.Compiler} compiler */
  apply(compiler) {
    const publicDir = path.join(this.o.dir, 'public');
    const worker = path.join(this.o.dir, 'src', 'pwa', 'sw.js');
    compiler.hooks.thisCompilation.tap('MartPwa', (compilation) => {
      compilation.fileDependencies.add(worker);
      compilation.contextDependencies.add(publicDir);
      compilation.hooks.processAssets.tap(
        { name: 'MartPwa', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          // the worker's version: this build's code and the public files (a changed offline page is a new worker)
          const version = crypto.createHash('sha256').update(compilation.hash ?? '');
          for (const rel of filesIn(publicDir).sort()) {
            const bytes = fs.readFileSync(path.join(publicDir, rel));
            version.update(rel).update(bytes);
            compilation.emitAsset(rel.split(path.sep).join('/'), new webpack.sources.RawSource(bytes));
          }
          if (!this.o.prod) return;
          for (const url of PRECACHE)
            if (!fs.existsSync(path.join(publicDir, url)))
              throw new Error(`sw.js precaches ${url}: not in shell/public`);
          const source = fs
            .readFileSync(worker, 'utf8')
            .replace("'__MART_SW_VERSION__'", JSON.stringify(version.digest('hex').slice(0, 16)))
            .replace("'__MART_SW_PRECACHE__'", JSON.stringify(JSON.stringify(PRECACHE)));
          compilation.emitAsset('sw.js', new webpack.sources.RawSource(source));
        },
      );
    });
  }
}

module.exports = { PwaAssetsPlugin, PRECACHE };
