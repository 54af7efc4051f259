// The installable web app's files in the shell's build (issue 40): everything in public/ (the web app manifests,
// the icons, the offline page) at the site root, and in production the service worker (src/pwa/sw.js) as /sw.js
// with this build's version and the files it keeps for offline use written in. A new shell build is a new worker.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

/** The page's base styles: inlined in index.html and first in offline.css, from this one file (pageBaseCss). */
const PAGE_BASE = path.join(__dirname, 'src', 'page-base.css');
/** The offline page's own rules, after the base in /offline.css. */
const OFFLINE_PAGE = path.join(__dirname, 'src', 'pwa', 'offline-page.css');
/** Where index.html's inline <style> takes the base. */
const BASE_MARKER = /\/\* mart:page-base\.css[^*]*\*\//;

/** A stylesheet's rules without its leading comment (the file's note to its readers). @param {string} file */
function rulesOf(file) {
  return fs.readFileSync(file, 'utf8').replace(/^\/\*[\s\S]*?\*\/\s*/, '');
}

/** index.html's inline critical CSS with the base written in. @param {string} html */
function withPageBase(html) {
  if (!BASE_MARKER.test(html)) throw new Error('index.html: no /* mart:page-base.css */ in its <style>');
  return html.replace(BASE_MARKER, () => rulesOf(PAGE_BASE).trim());
}

/** /offline.css: the base, then the offline page's rules (the page stands alone: no request but its own). */
function offlineCss() {
  return `${rulesOf(PAGE_BASE).trim()}\n${rulesOf(OFFLINE_PAGE)}`;
}

/** Files the build writes at the site root beside public/'s. */
const GENERATED = { 'offline.css': offlineCss };

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
      compilation.fileDependencies.add(PAGE_BASE);
      compilation.fileDependencies.add(OFFLINE_PAGE);
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
          for (const [name, make] of Object.entries(GENERATED)) {
            const text = make();
            version.update(name).update(text);
            compilation.emitAsset(name, new webpack.sources.RawSource(text));
          }
          if (!this.o.prod) return;
          for (const url of PRECACHE)
            if (!fs.existsSync(path.join(publicDir, url)) && !(url.slice(1) in GENERATED))
              throw new Error(`sw.js precaches ${url}: not in shell/public nor written by the build`);
          const source = fs
            .readFileSync(worker, 'utf8')
            .replace("'__MART_SW_VERSION__'", JSON.stringify(version.digest('hex').slice(0, 16)))
            .replace("'__MART_SW_PRECACHE__'", JSON.stringify(JSON.stringify(PRECACHE)));
          compilation.emitAsset('sw.js', new webpack.sources.RawSource(source));
        },
      );
      // after html-webpack-plugin has written (and minified) index.html, before it is compressed: its inline <style>
      // gets the base
      compilation.hooks.processAssets.tap(
        { name: 'MartPageBase', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 },
        () => {
          const html = compilation.getAsset('index.html');
          if (!html) return;
          compilation.updateAsset(
            'index.html',
            new webpack.sources.RawSource(withPageBase(html.source.source().toString())),
          );
        },
      );
    });
  }
}

module.exports = { PwaAssetsPlugin, PRECACHE, withPageBase, offlineCss, PAGE_BASE };
