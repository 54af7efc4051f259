import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { MappingAlgorithm } from 'antd/es/theme/interface';
import type { ThemeMode } from '@mart/bus';

const BRAND = '#0f766e';
/** The brand teal lifted for dark backgrounds: #0f766e on #141414 is 3.3:1, under WCAG AA's 4.5:1 for text. */
const BRAND_ON_DARK = '#2dd4bf';

/**
 * Light theme: antd's preset tags print palette step 7 on step 1 (about 3.4:1). The palette is derived from the seed
 * colours, so a second algorithm swaps step 7 for the darker step 8/9: the tag text keeps WCAG AA's 4.5:1, the
 * tags keep their hue and background.
 */
const LIGHT_TAG_TEXT = {
  red7: '#a8071a',
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
  blue7: '#003eb3',
  geekblue7: '#10239e',
  purple7: '#391085',
  magenta7: '#9e1068',
};
const darkerTagText: MappingAlgorithm = (seed, map) => ({
  ...(map ?? antdTheme.defaultAlgorithm(seed)),
  ...LIGHT_TAG_TEXT,
});

/**
 * The one antd theme of the site, so every remote looks like one product. Every text colour stays at or above
 * WCAG AA's 4.5:1 (axe `color-contrast`, e2e/tests/quality-a11y.spec.ts): antd's defaults for secondary text
 * (45% black on white, 45% white on near-black) and placeholders (25%) measure 1.8–3.4:1.
 */
function buildThemeConfig(mode: ThemeMode): ThemeConfig {
  const dark = mode === 'dark';
  const secondary = dark ? 'rgba(255, 255, 255, 0.68)' : 'rgba(0, 0, 0, 0.65)';
  const muted = dark ? 'rgba(255, 255, 255, 0.6)' : 'rgba(0, 0, 0, 0.6)';
  return {
    // no per-theme hash in class names: the styles built into the app's stylesheet (webpack/antd-styles.js) are
    // the same for light and dark, whose colours come as CSS variables
    hashed: false,
    algorithm: dark ? antdTheme.darkAlgorithm : [antdTheme.defaultAlgorithm, darkerTagText],
    token: {
      colorPrimary: BRAND,
      colorLink: dark ? BRAND_ON_DARK : BRAND,
      colorTextSecondary: secondary,
      colorTextDescription: secondary,
      colorTextTertiary: muted,
      colorTextPlaceholder: muted,
      borderRadius: 10,
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
    // dark: the primary colour the algorithm derives (#106761) is fine behind white text but too dark as text
    components: dark
      ? {
          Tabs: { itemSelectedColor: BRAND_ON_DARK, itemActiveColor: BRAND_ON_DARK, inkBarColor: BRAND_ON_DARK },
        }
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
