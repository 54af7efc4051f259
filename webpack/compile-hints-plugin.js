'use strict';
// V8's explicit compile hint (Chrome 136+): a script that opens with `//# allFunctionsCalledOnLoad` has its functions
// compiled as it downloads, on a background thread, instead of each one on the main thread the first time it runs.
// Our chunks are a page's code and run as they arrive (a webpack module is a function called once it is needed), so
// without the hint V8 pre-parses each module function, then parses and compiles it again on the main thread inside
// the task that evaluates the chunk: most of the long tasks left on a phone (issue 8, total blocking time). Browsers
// without the hint read a comment.
const { Compilation, sources } = require('webpack');

const NAME = 'MartCompileHints';
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // after the minifier (which drops comments), before the source maps and compression are made from the file
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (name.endsWith('.js')) compilation.updateAsset(name, (source) => new sources.ConcatSource(HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, HINT };
