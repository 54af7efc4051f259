import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Seeded images are generated SVGs: `/storage/<folder>/<slug>.svg` draws a tile whose colour comes from the slug
 * and whose label is the slug's words, so every entity has a stable picture and nothing is fetched from outside.
 */
export function placeholderSvg(folder: string, slug: string): string {
  const digest = createHash('sha1').update(`${folder}/${slug}`).digest();
  const hue = (digest[0]! * 360) / 256;
  const hue2 = (hue + 40) % 360;
  const words = slug
    .replace(/\.svg$/, '')
    .replace(/^\d+-/, '')
    .split(/[-_]+/)
    .filter(Boolean);
  const label = words.slice(0, 3).join(' ').slice(0, 24);
  const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const round =
    folder === 'module' || folder === 'store' || folder === 'provider' || folder === 'brand' ? 'rx="200"' : 'rx="24"';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)},65%,55%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)},70%,40%)"/></linearGradient></defs>
<rect width="400" height="400" ${round} fill="url(#g)"/>
<circle cx="200" cy="160" r="70" fill="rgba(255,255,255,0.25)"/>
<text x="200" y="178" text-anchor="middle" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff">${escape((words[0] ?? folder).charAt(0).toUpperCase())}</text>
<text x="200" y="300" text-anchor="middle" font-family="sans-serif" font-size="28" fill="#fff">${escape(label)}</text>
<text x="200" y="340" text-anchor="middle" font-family="sans-serif" font-size="18" fill="rgba(255,255,255,0.8)">${escape(folder)}</text>
</svg>`;
}

/** Absolute URL of a stored path (`/storage/...`); PUBLIC_URL wins, else the host the client used. */
export function mediaBase(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}

export const fullUrl = (base: string, path: string | null | undefined): string | null =>
  path ? (/^https?:/.test(path) ? path : `${base}${path}`) : null;
