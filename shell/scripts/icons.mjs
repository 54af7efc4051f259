// Draws the installable app's icons (shell/public/icons) from one SVG with Debian's Chromium:
//   node shell/scripts/icons.mjs        (needs @playwright/test, which e2e/ installs)
// The PNGs are committed; run this again only when the mark or the brand colour changes.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '..', 'public', 'icons');
const { chromium } = createRequire(path.join(here, '..', '..', 'e2e', 'package.json'))('@playwright/test');

const BRAND = '#0f766e'; // shared/ui tokens: the brand teal
/** The mark: a shopping bag with an M, white on teal; `inset` keeps it inside a maskable icon's safe circle. */
function svg(size, { rounded, inset }) {
  const r = rounded ? size * 0.22 : 0;
  const s = size * inset;
  const o = (size - s) / 2;
  const u = s / 100;
  const x = (v) => o + v * u;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${r}" fill="${BRAND}"/>
  <path d="M${x(34)} ${x(34)} V${x(28)} a${16 * u} ${16 * u} 0 0 1 ${32 * u} 0 V${x(34)}" fill="none" stroke="#fff" stroke-width="${6 * u}" stroke-linecap="round"/>
  <rect x="${x(18)}" y="${x(34)}" width="${64 * u}" height="${52 * u}" rx="${8 * u}" fill="#fff"/>
  <path d="M${x(33)} ${x(75)} V${x(47)} L${x(50)} ${x(64)} L${x(67)} ${x(47)} V${x(75)}" fill="none" stroke="${BRAND}" stroke-width="${7 * u}" stroke-linejoin="round" stroke-linecap="round"/>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, inset: 0.8 },
  { file: 'icon-512.png', size: 512, rounded: true, inset: 0.8 },
  // maskable: full bleed, the mark inside the 80% safe zone
  { file: 'maskable-512.png', size: 512, rounded: false, inset: 0.62 },
  { file: 'maskable-192.png', size: 192, rounded: false, inset: 0.62 },
  // iOS rounds the corners itself and shows no transparency
  { file: 'apple-touch-icon.png', size: 180, rounded: false, inset: 0.72 },
  { file: 'favicon-32.png', size: 32, rounded: true, inset: 0.9 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
fs.mkdirSync(out, { recursive: true });
for (const icon of ICONS) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg(icon.size, icon)}</body></html>`);
  await page.locator('svg').screenshot({ path: path.join(out, icon.file), omitBackground: true });
}
fs.writeFileSync(path.join(out, 'icon.svg'), svg(512, { rounded: true, inset: 0.8 }));
await browser.close();
console.log(`icons written to ${out}`);
