import { expect, test } from '@playwright/test';
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
