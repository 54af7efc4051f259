import { expect, test, type Page } from '@playwright/test';
import { chooseModule, expectMounted } from '../support/site';

/**
 * antd's component styles come from each app's stylesheet made at build time (issue 8, total blocking time), not
 * made in the browser as the components first render; the theme (brand colour, radius, dark) still applies, through
 * the CSS variables antd sets at runtime.
 */
async function stylesOnSearchPage(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await chooseModule(page, 'rental');
  await page.goto('/rental/vehicle-search?all_category=1');
  await expectMounted(page, 'rental');
  const search = page.getByRole('button', { name: 'Найти' });
  await expect(search).toBeVisible();
  return {
    search,
    sheets: await page.evaluate(() => ({
      files: Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-antd-styles]')).map((l) => ({
        loaded: Boolean(l.sheet),
        // before the apps' own styles (antd's runtime styles carry data-rc-order), so those still override it
        beforeAppStyles: Array.from(document.querySelectorAll('style:not([data-rc-order])')).every(
          (s) => l.compareDocumentPosition(s) & Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      })),
      // what antd made in the page: only the theme's variables (`.css-var-…{--ant-…}`), no component rules
      made: Array.from(document.querySelectorAll('style[data-css-hash]'))
        .map((s) => s.textContent ?? '')
        .filter((css) => css && !css.startsWith('.css-var-')),
    })),
  };
}

test("the rental search form is styled from the built stylesheet, in the theme's colours and corners", async ({
  page,
}) => {
  const { search, sheets } = await stylesOnSearchPage(page, 'light');
  expect(sheets.files).toEqual([{ loaded: true, beforeAppStyles: true }]);
  expect(sheets.made).toEqual([]);
  // the chosen trip mode in the brand colour, the theme's 10 px corners, a field's white background
  await expect(page.locator('.ant-radio-button-wrapper-checked').first()).toHaveCSS('color', 'rgb(15, 118, 110)');
  await expect(search).toHaveCSS('border-radius', '10px');
  await expect(page.locator('.ant-select').first()).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});

test('the same stylesheet serves the dark theme: its colours come from the variables', async ({ page }) => {
  const { sheets } = await stylesOnSearchPage(page, 'dark');
  expect(sheets.made).toEqual([]);
  const select = page.locator('.ant-select').first();
  const bg = await select.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r = 255, g = 255, b = 255] = bg.match(/\d+/g)?.map(Number) ?? [];
  expect(r + g + b, `dark select background ${bg}`).toBeLessThan(150);
});
