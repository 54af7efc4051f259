import type { ThemeMode } from '@mart/bus';

/**
 * The site's design tokens, written once. The antd theme (theme.ts) reads its colours and sizes from here, and the
 * same values reach plain CSS as custom properties (`--mh-<kebab-name>`) in tokens.css, generated from this file
 * (tokens.test.ts fails when the two differ and rewrites it with MART_WRITE_TOKENS=1). No stylesheet or component
 * writes a colour of its own: it uses `var(--mh-…)`.
 */

/** antd's preset tag colours the pages use: border, background and text, per theme. */
type TagName = 'green' | 'volcano' | 'red' | 'cyan' | 'lime' | 'gold' | 'blue' | 'purple';
type TagColours = Record<`tag${Capitalize<TagName>}${'Border' | 'Bg' | 'Text'}`, string>;

export interface Palette extends TagColours {
  bg: string;
  /** a field's or a tag's faint fill */
  fill: string;
  border: string;
  controlBorder: string;
  text: string;
  textSecondary: string;
  /** tertiary text and placeholders: still WCAG AA's 4.5:1 (theme.ts) */
  textMuted: string;
  hover: string;
  primary: string;
  primaryHover: string;
  /** text on the primary colour, on a badge, on a ribbon */
  onPrimary: string;
  link: string;
  linkHover: string;
  danger: string;
  /** a count badge: white text on it keeps 4.5:1 in both themes */
  badge: string;
  popup: string;
  shadow: string;
  /** a raised option in a segmented track */
  raised: string;
  focus: string;
  /** a switch's off track */
  track: string;
  knobShadow: string;
  buttonShadow: string;
  /** white on a picture (banner dots, a logo's ring): the same in both themes */
  onImage: string;
  onImageSoft: string;
  star: string;
  starOff: string;
  heart: string;
  /** the quick-add counter and the chosen gallery thumbnail */
  success: string;
  successStrong: string;
  ribbon: string;
  ribbonFold: string;
  info: string;
  /** a map's pin */
  pin: string;
}

const BRAND = '#0f766e';
const WHITE = '#fff';

const LIGHT: Palette = {
  bg: WHITE,
  fill: '#fafafa',
  border: '#f0f0f0',
  controlBorder: '#d9d9d9',
  text: 'rgba(0, 0, 0, 0.88)',
  textSecondary: 'rgba(0, 0, 0, 0.65)',
  textMuted: 'rgba(0, 0, 0, 0.6)',
  hover: 'rgba(0, 0, 0, 0.06)',
  primary: BRAND,
  primaryHover: '#128277',
  onPrimary: WHITE,
  link: BRAND,
  linkHover: '#128277',
  danger: '#cf1322',
  badge: '#cf1322',
  popup: WHITE,
  shadow: '0 6px 16px 0 rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05)',
  raised: '0 1px 2px 0 rgba(0, 0, 0, 0.03), 0 1px 6px -1px rgba(0, 0, 0, 0.02), 0 2px 4px 0 rgba(0, 0, 0, 0.02)',
  focus: 'rgba(15, 118, 110, 0.45)',
  track: 'rgba(0, 0, 0, 0.45)',
  knobShadow: '0 2px 4px 0 rgba(0, 35, 11, 0.2)',
  buttonShadow: '0 2px 0 rgba(5, 145, 255, 0.06)',
  onImage: WHITE,
  onImageSoft: 'rgba(255, 255, 255, 0.55)',
  star: '#fadb14',
  starOff: 'rgba(0, 0, 0, 0.15)',
  heart: '#e5484d',
  success: '#039d55',
  successStrong: '#03773f',
  ribbon: '#b93a10',
  ribbonFold: '#7d2709',
  info: '#1677ff',
  pin: '#e53935',
  // antd's tags print palette step 7 on step 1 (about 3.4:1); the text here is step 8/9, as in theme.ts
  tagGreenBorder: '#b7eb8f',
  tagGreenBg: '#f6ffed',
  tagGreenText: '#237804',
  tagVolcanoBorder: '#ffbb96',
  tagVolcanoBg: '#fff2e8',
  tagVolcanoText: '#ad2102',
  tagRedBorder: '#ffa39e',
  tagRedBg: '#fff1f0',
  tagRedText: '#a8071a',
  tagCyanBorder: '#87e8de',
  tagCyanBg: '#e6fffb',
  tagCyanText: '#006d75',
  tagLimeBorder: '#eaff8f',
  tagLimeBg: '#fcffe6',
  tagLimeText: '#3f6600',
  tagGoldBorder: '#ffe58f',
  tagGoldBg: '#fffbe6',
  tagGoldText: '#874d00',
  tagBlueBorder: '#91caff',
  tagBlueBg: '#e6f4ff',
  tagBlueText: '#003eb3',
  tagPurpleBorder: '#d3adf7',
  tagPurpleBg: '#f9f0ff',
  tagPurpleText: '#391085',
};

const DARK: Palette = {
  ...LIGHT,
  bg: '#141414',
  fill: 'rgba(255, 255, 255, 0.04)',
  border: '#303030',
  controlBorder: '#424242',
  text: 'rgba(255, 255, 255, 0.85)',
  textSecondary: 'rgba(255, 255, 255, 0.68)',
  textMuted: 'rgba(255, 255, 255, 0.6)',
  hover: 'rgba(255, 255, 255, 0.12)',
  // the brand teal lifted for dark backgrounds: #0f766e on #141414 is 3.3:1, under WCAG AA's 4.5:1 for text
  link: '#2dd4bf',
  linkHover: '#5eead4',
  danger: '#ff7875',
  popup: '#1f1f1f',
  shadow: '0 6px 16px 0 rgba(0, 0, 0, 0.32), 0 3px 6px -4px rgba(0, 0, 0, 0.48), 0 9px 28px 8px rgba(0, 0, 0, 0.2)',
  focus: 'rgba(45, 212, 191, 0.5)',
  track: 'rgba(255, 255, 255, 0.3)',
  starOff: 'rgba(255, 255, 255, 0.2)',
  tagGreenBorder: '#274916',
  tagGreenBg: '#162312',
  tagGreenText: '#73d13d',
  tagVolcanoBorder: '#592716',
  tagVolcanoBg: '#2b1611',
  tagVolcanoText: '#ff7a45',
  tagRedBorder: '#58181c',
  tagRedBg: '#2a1215',
  tagRedText: '#ff7875',
  tagCyanBorder: '#144848',
  tagCyanBg: '#112123',
  tagCyanText: '#36cfc9',
  tagLimeBorder: '#3e4f13',
  tagLimeBg: '#1f2611',
  tagLimeText: '#a0d911',
  tagGoldBorder: '#594214',
  tagGoldBg: '#2b2111',
  tagGoldText: '#fadb14',
  tagBlueBorder: '#15325b',
  tagBlueBg: '#111a2c',
  tagBlueText: '#65a9f3',
  tagPurpleBorder: '#3e2069',
  tagPurpleBg: '#1a1325',
  tagPurpleText: '#ab7ae0',
};

export const PALETTES: Record<ThemeMode, Palette> = { light: LIGHT, dark: DARK };

/** Sizes, in px: antd's where a plain part stands in for an antd control, so the two are the same size. */
export const SIZES = {
  borderRadius: 10,
  /** antd's default control height (Select, Input, Button) */
  controlHeight: 32,
  switchWidth: 44,
  switchHeight: 22,
  /** a filter select's least width */
  filterWidth: 150,
  pageForm: 480,
  pageNarrow: 720,
  pageMedium: 960,
  pageLarge: 1100,
  pageWide: 1280,
  pagePadding: 24,
} as const;

export const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const declarations = (entries: [string, string][]) => entries.map(([k, v]) => `  --mh-${kebab(k)}: ${v};`).join('\n');

/** tokens.css: every token as a custom property, the dark palette's differences under `html[data-theme='dark']`. */
export function tokensCss(): string {
  const dark = Object.entries(DARK).filter(([k, v]) => LIGHT[k as keyof Palette] !== v);
  const sizes = Object.entries(SIZES).map(([k, v]): [string, string] => [k, `${v}px`]);
  return [
    // short: every app ships this text as it is, style-loader does not minify
    '/* generated from tokens.ts */',
    `:root {\n${declarations([...Object.entries(LIGHT), ...sizes, ['fontFamily', FONT_FAMILY]])}\n}`,
    `html[data-theme='dark'] {\n${declarations(dark)}\n}`,
    '',
  ].join('\n');
}

/** antd's tag text (step 8/9 for step 7) for the presets no plain part draws; theme.ts hands them to antd. */
export const ANTD_TAG_TEXT = {
  orange7: '#ad4e00',
  blue7: '#003eb3',
  geekblue7: '#10239e',
  purple7: '#391085',
  magenta7: '#9e1068',
} as const;
