import { expect, test, type Page } from '@playwright/test';
import { chooseModule, expectMounted } from '../support/site';

/**
 * antd's component styles come from each app's stylesheet made at build time (issue 8, total blocking time), not
 * made in the browser as the components first render; the theme (brand colour, radius, dark) still applies, through
 * the CSS variables antd sets at runtime. The search page's first screen is the kit's controls (issue 26); antd draws
 * what a tap opens, the quick view here.
 */
async function stylesOnSearchPage(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await chooseModule(page, 'rental');
  await page.goto('/rental/vehicle-search?all_category=1');
  await expectMounted(page, 'rental');
  // the vehicle search's own button (the header's site search has one of the same name)
  const search = page.getByTestId('vehicle-search-box').getByRole('button', { name: 'Найти' });
  await expect(search).toBeVisible();
  await page
    .getByTestId('vehicle-card')
    .first()
    .getByRole('button', { name: /Быстрый просмотр/ })
    .click();
  await expect(page.getByTestId('vehicle-detail-modal')).toBeVisible();
  // antd 6 draws a modal's box as .ant-modal-container (5: .ant-modal-content)
  const modal = page.locator('.ant-modal-container, .ant-modal-content').first();
  return {
    search,
    modal,
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

const sum = (rgb: string) => (rgb.match(/\d+/g)?.slice(0, 3).map(Number) ?? [255, 255, 255]).reduce((a, b) => a + b, 0);

test("the rental search's kit controls and antd's quick view are in the theme's colours and corners", async ({
  page,
}) => {
  const { search, modal, sheets } = await stylesOnSearchPage(page, 'light');
  expect(sheets.files).toEqual([{ loaded: true, beforeAppStyles: true }]);
  expect(sheets.made).toEqual([]);
  await expect(modal).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  // the chosen trip mode in the brand colour, the theme's 10 px corners, a field's white background
  await expect(page.locator('.mart-radio-button:has(:checked)').first()).toHaveCSS('color', 'rgb(15, 118, 110)');
  await expect(search).toHaveCSS('border-radius', '10px');
  await expect(page.locator('.mart-select').first()).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});

test('the same stylesheet serves the dark theme: its colours come from the variables', async ({ page }) => {
  const { modal, sheets } = await stylesOnSearchPage(page, 'dark');
  expect(sheets.made).toEqual([]);
  const bg = await modal.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(sum(bg), `dark modal background ${bg}`).toBeLessThan(150);
  const select = await page
    .locator('.mart-select')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(sum(select), `dark select background ${select}`).toBeLessThan(150);
});
