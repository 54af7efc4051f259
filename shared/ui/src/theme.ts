import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { MappingAlgorithm } from 'antd/es/theme/interface';
import type { ThemeMode } from '@mart/bus';
import { ANTD_TAG_TEXT, FONT_FAMILY, PALETTES, SIZES } from './tokens';

const LIGHT = PALETTES.light;

/**
 * Light theme: antd's preset tags print palette step 7 on step 1 (about 3.4:1). The palette is derived from the seed
 * colours, so a second algorithm swaps step 7 for the darker step 8/9 (the tag tokens): the tag text keeps WCAG AA's
 * 4.5:1, the tags keep their hue and background.
 */
const LIGHT_TAG_TEXT = {
  ...ANTD_TAG_TEXT,
  red7: LIGHT.tagRedText,
  volcano7: LIGHT.tagVolcanoText,
  gold7: LIGHT.tagGoldText,
  lime7: LIGHT.tagLimeText,
  green7: LIGHT.tagGreenText,
  cyan7: LIGHT.tagCyanText,
};
const darkerTagText: MappingAlgorithm = (seed, map) => ({
  ...(map ?? antdTheme.defaultAlgorithm(seed)),
  ...LIGHT_TAG_TEXT,
});

/**
 * The one antd theme of the site, so every remote looks like one product, built from the design tokens (tokens.ts)
 * that plain CSS reads too. Every text colour stays at or above WCAG AA's 4.5:1 (axe `color-contrast`,
 * e2e/tests/quality-a11y.spec.ts): antd's defaults for secondary text (45% black on white, 45% white on near-black)
 * and placeholders (25%) measure 1.8–3.4:1.
 */
function buildThemeConfig(mode: ThemeMode): ThemeConfig {
  const dark = mode === 'dark';
  const p = PALETTES[mode];
  return {
    // no per-theme hash in class names: the styles built into the app's stylesheet (webpack/antd-styles.js) are
    // the same for light and dark, whose colours come as CSS variables
    hashed: false,
    algorithm: dark ? antdTheme.darkAlgorithm : [antdTheme.defaultAlgorithm, darkerTagText],
    token: {
      colorPrimary: p.primary,
      colorLink: p.link,
      colorTextSecondary: p.textSecondary,
      colorTextDescription: p.textSecondary,
      colorTextTertiary: p.textMuted,
      colorTextPlaceholder: p.textMuted,
      borderRadius: SIZES.borderRadius,
      controlHeight: SIZES.controlHeight,
      fontFamily: FONT_FAMILY,
    },
    // dark: the primary colour the algorithm derives (a darker teal) is fine behind white text but too dark as text
    components: dark
      ? { Tabs: { itemSelectedColor: p.link, itemActiveColor: p.link, inkBarColor: p.link } }
      : undefined,
  };
}

const CONFIGS = new Map<ThemeMode, ThemeConfig>();

/**
 * The same object for the same mode: a new one on every render would make antd's ConfigProvider hand its whole
 * subtree a new context (every antd component of a widget re-rendered when only its `open` changed).
 */
export function themeConfig(mode: ThemeMode): ThemeConfig {
  let config = CONFIGS.get(mode);
  if (!config) CONFIGS.set(mode, (config = buildThemeConfig(mode)));
  return config;
}
