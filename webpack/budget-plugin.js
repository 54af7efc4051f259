'use strict';
// Fails the production build when an app grows past the budget it declares in its budget.json, so the team
// shipping that app sees it at once. Sizes are gzip KB of what a page loads for it:
// - a remote: for each exposed module, remoteEntry.js + the chunks it needs to mount (shared packages come from the
//   shell); what it loads later on demand (lazy maps, modals) is printed beside it, not counted;
// - the shell: its entry, the chunks its entry imports at start-up (the async boundary: the header and the start)
//   and the shared packages it provides;
// - and for each app, its antd stylesheet (`antdStyles`, made at build time: webpack/antd-styles.js).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

function gzKb(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;
}

function measure(outDir, host, startChunks = []) {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'mf-manifest.json'), 'utf8'));
  const size = (files) => files.reduce((s, f) => s + gzKb(path.join(outDir, f)), 0);
  const out = {};
  const later = {};
  if (host) {
    const shared = manifest.shared.flatMap((s) => s.assets.js.sync);
    out.initial = size([...new Set(['main.js', ...startChunks, ...shared])]);
  } else {
    const entry = size(['remoteEntry.js']);
    for (const e of manifest.exposes) {
      out[e.name] = entry + size(e.assets.js.sync);
      later[e.name] = size(e.assets.js.async.filter((f) => !e.assets.js.sync.includes(f)));
    }
  }
  const assets = path.join(outDir, 'assets');
  const styles = fs.existsSync(assets) ? fs.readdirSync(assets).filter((f) => /^antd\.[0-9a-f]+\.css$/.test(f)) : [];
  if (styles.length) out.antdStyles = size(styles.map((f) => path.join('assets', f)));
  return { sizes: out, later };
}

class BudgetPlugin {
  constructor({ dir, host }) {
    this.dir = dir;
    this.host = host;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('MartBudget', (compilation) => {
      const budgetFile = path.join(this.dir, 'budget.json');
      if (!fs.existsSync(budgetFile)) return;
      const budget = JSON.parse(fs.readFileSync(budgetFile, 'utf8')).gzipKb ?? {};
      // MF tree-shaking builds each tree-shaken shared package in its own compiler (dist/independent-packages/…):
      // only the app's own output is measured
      if (path.resolve(compiler.options.output.path) !== path.join(this.dir, 'dist')) return;
      // what the entry imports behind its async boundary (chunk groups that are the entrypoint's children)
      const startChunks = this.host
        ? [...compilation.entrypoints.values()].flatMap((e) =>
            e.getChildren().flatMap((g) => g.getFiles().filter((f) => f.endsWith('.js'))),
          )
        : [];
      const { sizes: actual, later } = measure(compiler.options.output.path, this.host, startChunks);
      const lines = [];
      for (const [name, kb] of Object.entries(actual)) {
        const limit = budget[name];
        const status = limit == null ? 'no budget' : kb > limit ? `OVER by ${(kb - limit).toFixed(1)} KB` : 'ok';
        const onDemand = later[name] ? `  (+${later[name].toFixed(1)} KB on demand)` : '';
        lines.push(
          `  ${name.padEnd(16)} ${kb.toFixed(1).padStart(7)} KB gz / budget ${limit ?? '—'} KB  ${status}${onDemand}`,
        );
        if (limit != null && kb > limit) {
          compilation.errors.push(
            new Error(
              `[budget] ${path.basename(this.dir)} "${name}" is ${kb.toFixed(1)} KB gzip, over its ${limit} KB budget (budget.json)`,
            ),
          );
        }
      }
      console.log(`[budget] ${path.basename(this.dir)}\n${lines.join('\n')}`);
    });
  }
}

module.exports = { BudgetPlugin, measure };
