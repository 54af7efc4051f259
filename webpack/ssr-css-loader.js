'use strict';
// The server build's stylesheet loader: a stylesheet a module imports is recorded (not injected, there is no
// document) so the server render can put the styles of what it drew in the page (`@mart/runtime/server`).
module.exports = function ssrCssLoader(source) {
  return `(globalThis.__martSsrCss ??= new Set()).add(${JSON.stringify(source)});`;
};
