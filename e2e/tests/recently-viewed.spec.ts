import { expect, test } from '@playwright/test';
import { chooseModule, expectMounted } from '../support/site';
import { startIn } from './store-flow';

/** Issue 41: a product visited shows on the module home under "recently viewed", as a link to its page. */
test('a visited product is on the home under recently viewed, newest first', async ({ page }) => {
  await startIn(page, 'food');
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
  // the dish's address from the search, then its page
  await page.goto('/search?q=burger');
  const link = page
    .locator('.mart-search-page')
    .getByRole('link', { name: 'Классический бургер', exact: true })
    .first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Классический бургер' })).toBeVisible();

  await page.goto('/home');
  const section = page.getByRole('region', { name: 'Вы недавно смотрели' });
  await expect(section).toBeVisible();
  const first = section.getByRole('link', { name: 'Классический бургер', exact: true }).first();
  await expect(first).toHaveAttribute('href', href);
  // kept on the device for a guest: a reload shows it again
  await page.reload();
  await expect(page.getByRole('region', { name: 'Вы недавно смотрели' })).toBeVisible();
});

test('en: a vehicle seen on its page is on the rental home under recently viewed', async ({ page }) => {
  await chooseModule(page, 'rental');
  await expectMounted(page, 'rental');
  const home = new URL(page.url()).pathname;
  await page.evaluate(() => localStorage.setItem('language-setting', 'en'));
  await page.goto('/rental/vehicle-search?all_category=1');
  const link = page.getByTestId('vehicle-search-page').getByTestId('vehicle-card').first().locator('a.mart-link');
  const name = (await link.textContent())!.trim();
  const id = /vehicle-details\/(\d+)/.exec((await link.getAttribute('href'))!)![1];
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/rental/vehicle-details/${id}`));
  await expect(page.getByTestId('vehicle-details-page')).toBeVisible();

  await page.goto(home);
  const section = page.getByRole('region', { name: 'Recently viewed' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('link', { name, exact: true }).first()).toHaveAttribute(
    'href',
    new RegExp(`/rental/vehicle-details/${id}(\\?|$)`),
  );
});
