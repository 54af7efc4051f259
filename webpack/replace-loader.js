'use strict';
// Replaces one literal string in a module's source (used by single-bundle.js for per-remote build info).
module.exports = function replaceLoader(source) {
  const { search, replace } = this.getOptions();
  return source.split(search).join(replace);
};
