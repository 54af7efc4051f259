import { createHash } from 'node:crypto';

/**
 * Demo pictures drawn as SVG from emoji of the Fluent Emoji Flat set (Microsoft, MIT; npm
 * `@iconify-json/fluent-emoji-flat`): a subject (emoji, colour) laid out as an item on a plate, a category tile, a
 * round badge, a wide scene, a banner or a car on a road. Pure and deterministic: the same spec gives the same bytes,
 * and nothing is fetched. No letters are drawn — a banner's text lives in the page, in the customer's language.
 */
export type Layout = 'plate' | 'tile' | 'badge' | 'scene' | 'banner' | 'road' | 'interior';

export interface PictureSpec {
  /** what the picture shows, written on the SVG as `data-picture` ("generic" only for a name the demo does not know) */
  kind: string;
  layout: Layout;
  /** emoji names of the set; the first is the subject, the others go round it */
  emoji: readonly string[];
  /** the colour of the plate, tile or scene (HSL hue) */
  hue: number;
  /** which of an entity's pictures (its gallery): moves the camera, never the subject */
  variant?: number;
  /** a car's paint, as a hue rotation of the emoji */
  tint?: number;
  /** the subject faces the other way */
  mirror?: boolean;
  /** a figure for a round sticker (language-neutral, such as "−10%") */
  sticker?: string;
}

interface IconBody {
  body: string;
  width: number;
  height: number;
}

let bodies: Promise<Map<string, IconBody>> | null = null;

/** The set's icons by name (aliases resolved); the JSON (9 MB) is read on the first picture, not at start-up. */
function emojiBodies(): Promise<Map<string, IconBody>> {
  bodies ??= import('@iconify-json/fluent-emoji-flat').then(({ icons }) => {
    const size = { width: icons.width ?? 16, height: icons.height ?? 16 };
    const map = new Map<string, IconBody>();
    for (const [name, icon] of Object.entries(icons.icons)) map.set(name, { ...size, ...icon });
    for (const [name, alias] of Object.entries(icons.aliases ?? {})) {
      const parent = map.get(alias.parent);
      if (parent) map.set(name, parent);
    }
    return map;
  });
  return bodies;
}

/** Whether the set has an emoji of that name (the tests check every name the demo uses). */
export async function hasEmoji(name: string): Promise<boolean> {
  return (await emojiBodies()).has(name);
}

const escapeText = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A stable number from a text: picks colours and positions, so a picture never changes between runs. */
export function stableNumber(text: string): number {
  return createHash('sha1').update(text).digest().readUInt32BE(0);
}

/** Draws emoji into one document; each use gets its own ids, as several copies of one emoji may share it. */
class Canvas {
  private uses = 0;
  private readonly defs: string[] = [];

  constructor(private readonly icons: Map<string, IconBody>) {}

  emoji(
    name: string,
    cx: number,
    cy: number,
    size: number,
    o: { rotate?: number; mirror?: boolean; tint?: number } = {},
  ) {
    const icon = this.icons.get(name) ?? this.icons.get('sparkles');
    if (!icon) return '';
    const n = ++this.uses;
    const body = icon.body.replace(
      /(id="|url\(#|href="#)([^")]+)/g,
      (_, head: string, id: string) => `${head}e${n}-${id}`,
    );
    let filter = '';
    if (o.tint) {
      this.defs.push(`<filter id="t${n}"><feColorMatrix type="hueRotate" values="${o.tint}"/></filter>`);
      filter = ` filter="url(#t${n})"`;
    }
    const h = (size * icon.height) / icon.width;
    const x = cx - size / 2;
    const y = cy - h / 2;
    const transforms = [
      o.rotate ? `rotate(${o.rotate} ${cx} ${cy})` : '',
      o.mirror ? `translate(${2 * cx} 0) scale(-1 1)` : '',
    ].filter(Boolean);
    const svg = `<svg x="${x}" y="${y}" width="${size}" height="${h}" viewBox="0 0 ${icon.width} ${icon.height}"${filter}>${body}</svg>`;
    return transforms.length ? `<g transform="${transforms.join(' ')}">${svg}</g>` : svg;
  }

  defsMarkup(): string {
    return this.defs.join('');
  }
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;

/** A few soft dots on the background, placed by the seed number so two pictures of one colour still differ. */
function dots(seed: number, w: number, h: number, hue: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const v = stableNumber(`${seed}:${i}`);
    const x = (v % 1000) / 1000;
    const y = ((v >>> 10) % 1000) / 1000;
    const r = 6 + ((v >>> 20) % 18);
    out += `<circle cx="${(x * w).toFixed(0)}" cy="${(y * h).toFixed(0)}" r="${r}" fill="${hsl(hue + 20, 70, 97)}" opacity="0.55"/>`;
  }
  return out;
}

function sticker(text: string, cx: number, cy: number, r: number, hue: number): string {
  return `<g transform="rotate(-12 ${cx} ${cy})"><circle cx="${cx}" cy="${cy}" r="${r}" fill="${hsl(hue + 180, 85, 55)}" stroke="#fff" stroke-width="6"/><text x="${cx}" y="${cy + r * 0.18}" text-anchor="middle" font-family="sans-serif" font-weight="800" font-size="${(r * 0.55).toFixed(0)}" fill="#fff">${escapeText(text)}</text></g>`;
}

type Drawn = { width: number; height: number; content: string };

function draw(c: Canvas, p: PictureSpec, seed: number): Drawn {
  const [hero = 'sparkles', ...rest] = p.emoji;
  const variant = p.variant ?? 0;
  const o = { mirror: p.mirror, tint: p.tint };
  switch (p.layout) {
    case 'plate': {
      // an item served on a plate: 0 the whole dish, 1 closer, 2 with what goes with it
      const close = variant === 1;
      const side = variant === 2 ? rest[0] : undefined;
      return {
        width: 400,
        height: 400,
        content:
          `<rect width="400" height="400" fill="${hsl(p.hue, 70, close ? 88 : 93)}"/>${dots(seed, 400, 400, p.hue, 9)}` +
          `<ellipse cx="200" cy="${close ? 232 : 226}" rx="${close ? 178 : 150}" ry="${close ? 150 : 128}" fill="${hsl(p.hue, 30, 40)}" opacity="0.18"/>` +
          `<circle cx="200" cy="205" r="${close ? 175 : 148}" fill="#fff"/>` +
          `<circle cx="200" cy="205" r="${close ? 150 : 124}" fill="none" stroke="${hsl(p.hue, 55, 84)}" stroke-width="6"/>` +
          (side
            ? c.emoji(hero, 175, 195, 190, o) + c.emoji(side, 290, 285, 110, { rotate: 8 })
            : c.emoji(hero, 200, 200, close ? 270 : 210, o)),
      };
    }
    case 'tile': {
      const [second] = rest;
      return {
        width: 400,
        height: 400,
        content:
          `<rect width="400" height="400" rx="56" fill="${hsl(p.hue, 65, 88)}"/>${dots(seed, 400, 400, p.hue, 7)}` +
          `<circle cx="200" cy="210" r="140" fill="${hsl(p.hue, 70, 95)}"/>` +
          c.emoji(hero, 200, 210, second ? 200 : 230, o) +
          (second ? c.emoji(second, 310, 100, 110, { rotate: 12 }) : ''),
      };
    }
    case 'badge': {
      return {
        width: 400,
        height: 400,
        content:
          `<circle cx="200" cy="200" r="200" fill="${hsl(p.hue, 60, 52)}"/>` +
          `<circle cx="200" cy="200" r="172" fill="${hsl(p.hue, 75, 95)}"/>` +
          `<circle cx="200" cy="200" r="172" fill="none" stroke="#fff" stroke-width="8" stroke-dasharray="2 18" opacity="0.8"/>` +
          c.emoji(hero, 200, 200, 230, o),
      };
    }
    case 'scene': {
      // a cover: the subject in the middle and the rest in a row, all inside the middle band that every crop keeps
      const row = [hero, ...rest].slice(0, 5);
      const slots = [
        [600, 200, 250, 0],
        [375, 215, 190, -8],
        [825, 215, 190, 8],
        [180, 225, 150, -4],
        [1020, 225, 150, 6],
      ] as const;
      return {
        width: 1200,
        height: 400,
        content:
          `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(p.hue, 70, 86)}"/><stop offset="1" stop-color="${hsl(p.hue + 25, 70, 74)}"/></linearGradient></defs>` +
          `<rect width="1200" height="400" fill="url(#bg)"/>${dots(seed, 1200, 400, p.hue, 22)}` +
          `<ellipse cx="600" cy="330" rx="560" ry="60" fill="${hsl(p.hue + 25, 50, 40)}" opacity="0.14"/>` +
          row
            .map((name, i) => c.emoji(name, slots[i]![0], slots[i]![1], slots[i]![2], { rotate: slots[i]![3] }))
            .join(''),
      };
    }
    case 'banner': {
      const around = rest.slice(0, 4);
      const places = [
        [420, 175, 130, -10],
        [790, 165, 130, 10],
        [255, 130, 90, -14],
        [945, 140, 90, 14],
      ] as const;
      return {
        width: 1200,
        height: 300,
        content:
          `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(p.hue, 75, 58)}"/><stop offset="1" stop-color="${hsl(p.hue + 35, 80, 44)}"/></linearGradient></defs>` +
          `<rect width="1200" height="300" fill="url(#bg)"/>` +
          `<circle cx="600" cy="150" r="150" fill="#fff" opacity="0.16"/><circle cx="90" cy="40" r="120" fill="#fff" opacity="0.08"/><circle cx="1130" cy="270" r="140" fill="#fff" opacity="0.08"/>` +
          dots(seed, 1200, 300, p.hue, 18) +
          around
            .map((name, i) => c.emoji(name, places[i]![0], places[i]![1], places[i]![2], { rotate: places[i]![3] }))
            .join('') +
          c.emoji(hero, 600, 155, 210, o) +
          (p.sticker ? sticker(p.sticker, 800, 230, 54, p.hue) : ''),
      };
    }
    case 'road': {
      // a car on a road under a sky of the provider's colour; the side view is closer, the front one turned round
      const near = variant === 2;
      return {
        width: 800,
        height: 600,
        content:
          `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(p.hue, 70, 78)}"/><stop offset="1" stop-color="${hsl(p.hue + 20, 70, 93)}"/></linearGradient></defs>` +
          `<rect width="800" height="600" fill="url(#sky)"/>` +
          `<circle cx="${640 - (seed % 120)}" cy="110" r="52" fill="#ffe38a" opacity="0.9"/>` +
          `<path d="M0 390 Q 180 300 360 370 T 800 350 V 600 H 0 Z" fill="${hsl(p.hue + 90, 35, 62)}"/>` +
          `<rect y="430" width="800" height="170" fill="#5c6470"/><rect y="430" width="800" height="10" fill="#8a929c"/>` +
          `<path d="M30 520 H 770" stroke="#f4f1e6" stroke-width="10" stroke-dasharray="60 50"/>` +
          `<ellipse cx="400" cy="${near ? 510 : 503}" rx="${near ? 300 : 240}" ry="20" fill="#000" opacity="0.25"/>` +
          // the emoji's wheels sit about a third of its size below its middle: they touch the road at y ≈ 500
          c.emoji(hero, 400, near ? 305 : 345, near ? 580 : 460, o) +
          (rest[0] ? c.emoji(rest[0], 690, 120, 110, { rotate: 10 }) : ''),
      };
    }
    case 'interior': {
      return {
        width: 800,
        height: 600,
        content:
          `<rect width="800" height="600" fill="${hsl(p.hue, 25, 22)}"/>` +
          `<rect x="40" y="40" width="720" height="250" rx="40" fill="${hsl(p.hue, 60, 80)}" opacity="0.85"/>` +
          `<rect x="0" y="420" width="800" height="180" fill="${hsl(p.hue, 20, 14)}"/>` +
          c.emoji('seat', 250, 390, 300) +
          c.emoji('seat', 560, 390, 300) +
          rest.map((name, i) => c.emoji(name, 400 + (i - (rest.length - 1) / 2) * 140, 170, 110)).join(''),
      };
    }
  }
}

/** The SVG document of a picture. */
export async function pictureSvg(p: PictureSpec): Promise<string> {
  const canvas = new Canvas(await emojiBodies());
  const seed = stableNumber(`${p.kind}:${p.emoji.join(',')}:${p.hue}:${p.variant ?? 0}`);
  const { width, height, content } = draw(canvas, p, seed);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" data-picture="${escapeText(p.kind)}">` +
    `<defs>${canvas.defsMarkup()}</defs>${content}</svg>`
  );
}
