import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { theme } from 'antd';
import { PALETTES, tokensCss } from './tokens';
import { themeConfig } from './theme';

const FILE = join(__dirname, 'tokens.css');

test('tokens.css is what tokens.ts emits (one source for antd and plain CSS)', () => {
  if (process.env.MART_WRITE_TOKENS === '1') writeFileSync(FILE, tokensCss());
  expect(readFileSync(FILE, 'utf8')).toBe(tokensCss());
});

test("antd's theme takes its colours from the same tokens", () => {
  expect(themeConfig('light').token?.colorPrimary).toBe(PALETTES.light.primary);
  expect(themeConfig('dark').token?.colorLink).toBe(PALETTES.dark.link);
  expect(themeConfig('light').token?.colorTextPlaceholder).toBe(PALETTES.light.textMuted);
  expect(theme.getDesignToken(themeConfig('light')).green7).toBe(PALETTES.light.tagGreenText);
});

test('the dark block only overrides what differs, and names kebab-case custom properties', () => {
  const css = tokensCss();
  expect(css).toContain('--mh-text-secondary: rgba(0, 0, 0, 0.65);');
  expect(css).toContain("html[data-theme='dark'] {\n  --mh-bg: #141414;");
  expect(css.split("html[data-theme='dark']")[1]).not.toContain('--mh-primary:');
});
