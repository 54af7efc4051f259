/**
 * The page's base styles live once (src/page-base.css): the build writes them into index.html's inline critical CSS
 * and at the top of the offline page's stylesheet, which must stand alone. These stay in step: both carry the same
 * rules, and neither source repeats them by hand.
 */
import fs from 'node:fs';
import path from 'node:path';

const shell = path.join(__dirname, '..', '..');
const pwa = require(path.join(shell, 'webpack.pwa.js')) as {
  withPageBase: (html: string) => string;
  offlineCss: () => string;
  PAGE_BASE: string;
};

const read = (rel: string) => fs.readFileSync(path.join(shell, rel), 'utf8');
/** A stylesheet as a browser reads it: its rules, comments and layout whitespace aside. */
const rules = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,])\s*/g, '$1')
    .trim();
const styleOf = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').querySelector('style')!.textContent!;

const base = rules(fs.readFileSync(pwa.PAGE_BASE, 'utf8'));

test('the base is a page base: margins, type and colours for light and dark', () => {
  expect(base).toContain('html,body{margin:0;');
  expect(base).toContain("html[data-theme='dark'] body{");
});

test("index.html's inline critical CSS starts with the base, written by the build", () => {
  const inline = rules(styleOf(pwa.withPageBase(read('src/index.html'))));
  expect(inline.startsWith(base)).toBe(true);
  // and its own rules follow (the header's and main's room)
  expect(inline.slice(base.length)).toMatch(/^#mart-header\{/);
});

test("the offline page's stylesheet starts with the same base and stands alone (no @import)", () => {
  const offline = rules(pwa.offlineCss());
  expect(offline.startsWith(base)).toBe(true);
  expect(offline.slice(base.length)).toMatch(/^\.offline\{/);
  expect(offline).not.toContain('@import');
  // the offline page links only its own stylesheet
  expect(read('public/offline.html')).toContain('<link rel="stylesheet" href="/offline.css" />');
});

test('neither source repeats the base by hand (one place to change it)', () => {
  const ownInline = rules(styleOf(read('src/index.html')));
  const ownOffline = rules(read('src/pwa/offline-page.css'));
  for (const own of [ownInline, ownOffline]) {
    expect(own).not.toMatch(/(^|\})html,body\{/);
    expect(own).not.toMatch(/(^|\})body\{/);
  }
  expect(fs.existsSync(path.join(shell, 'public', 'offline.css'))).toBe(false);
});

test('a template without the marker is refused rather than built without its base', () => {
  expect(() => pwa.withPageBase('<style>#mart-header{}</style>')).toThrow(/mart:page-base\.css/);
});
