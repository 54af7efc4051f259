import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ThemeMode } from '@mart/bus';

const BRAND = '#0f766e';

/** The one antd theme of the site, so every remote looks like one product. */
export function themeConfig(mode: ThemeMode): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: BRAND,
      colorLink: BRAND,
      borderRadius: 10,
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
  };
}
