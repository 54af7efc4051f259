import { expect, test } from '@playwright/test';
import { chooseModule } from '../support/site';

/**
 * Issue 45.5: the phone drawer lists at most 10 categories of the picked module (SPEC §9), each a link; a vehicle
 * module's Categories, Latest and Popular lead to its own search; with no module the links say one must be picked.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('ru: a food module lists up to 10 of its categories, and one opens its page', async ({ page }) => {
  await chooseModule(page, 'food');
  await page.getByRole('banner').getByRole('button', { name: 'Меню' }).click();
  const links = page.getByTestId('drawer-category-list').getByRole('link');
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(10);
  await expect(page.getByTestId('drawer-latest')).toHaveText('Новые магазины');
  const first = links.first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/category\/\d+$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('en: a rental module browses its vehicle search, never a store page', async ({ page }) => {
  // picked by its Russian name (the helper's), then the page in English
  await chooseModule(page, 'rental');
  await page.evaluate(() => localStorage.setItem('language-setting', 'en'));
  await page.reload();
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const links = page.getByTestId('drawer-browse').getByRole('link');
  // the categories arrive after the drawer opens
  await expect.poll(() => links.count()).toBeGreaterThan(3);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.every((h) => h.startsWith('/rental/vehicle-search?'))).toBe(true);
  await page.getByTestId('drawer-popular').click();
  await expect(page).toHaveURL(/\/rental\/vehicle-search\?all_category=1&sort=popular$/);
  await expect(page.getByTestId('search-filters')).toBeVisible();
});

test('en: with no module picked, Latest stores says a module must be selected', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language-setting', 'en'));
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('drawer-latest').click();
  await expect(page.getByText('A module must be selected to continue.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});
