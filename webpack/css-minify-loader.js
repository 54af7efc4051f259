'use strict';
// A production build's stylesheets reach the page as strings inside the JS (style-loader), so nothing minifies
// them: every comment and indent of a component's CSS was shipped to every customer. esbuild minifies each file
// before css-loader reads it (custom properties, `color-mix()` and `!important` are kept as written).
const { transformSync } = require('esbuild');

module.exports = function cssMinifyLoader(source) {
  return transformSync(source, { loader: 'css', minify: true, sourcefile: this.resourcePath }).code;
};
