import { expect, test } from '@playwright/test';

test('ru is the default; switching to en then kz changes the header texts', async ({ page }) => {
  await page.goto('/about-us');
  const header = page.getByRole('banner');
  await expect(header.getByTestId('sign-in-button')).toHaveText('Войти');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  const pick = async (label: string, confirm: string) => {
    await header.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: label }).click();
    await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
    await page.waitForLoadState('load');
  };
  await pick('English', 'Да');
  await expect(header.getByTestId('sign-in-button')).toHaveText('Sign In');
  await expect(header.getByRole('link', { name: 'Contact' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await pick('Қазақша', 'Yes');
  await expect(header.getByTestId('sign-in-button')).toHaveText('Кіру');
  await expect(header.getByRole('link', { name: 'Байланыс' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('a right-to-left language lays the page out rtl', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language-setting', 'ar'));
  await page.goto('/about-us');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('banner').getByTestId('sign-in-button')).toBeVisible();
});

test('dark mode switches and survives a reload', async ({ page }) => {
  await page.goto('/about-us');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const lightBg = await page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.getByTestId('theme-switch').click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('theme-switch')).toBeChecked();
  const darkBg = await page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(darkBg).not.toBe(lightBg);
});
