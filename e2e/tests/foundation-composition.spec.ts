import { expect, test } from '@playwright/test';
import { chooseModule, expectChrome, expectMounted, signUpViaApi } from '../support/site';

const ROUTES: [string, string][] = [
  ['/rental/vehicle-search?all_category=1', 'rental'],
  ['/carmarket/vehicle-search?all_category=1', 'carmarket'],
  ['/categories', 'store-modules'],
  ['/about-us', 'account'],
];

test('every remote mounts at its routes inside the shell header and footer', async ({ page }) => {
  for (const [path, app] of ROUTES) {
    await page.goto(path);
    await expectChrome(page);
    await expectMounted(page, app);
  }
});

test('a path nobody owns shows the designed not-found page inside the chrome', async ({ page }) => {
  await page.goto('/no-such-page');
  await expectChrome(page);
  await expect(page.locator('#mart-app-not-found')).toContainText('Страница не найдена');
});

test('moving between remotes keeps the header and the signed-in state, without a page reload', async ({ page }) => {
  const { token } = await signUpViaApi();
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', t);
      sessionStorage.setItem('seeded', '1');
    }
  }, token);
  await chooseModule(page, 'rental');
  await expectMounted(page, 'rental');
  await expect(page.getByTestId('profile-menu')).toBeVisible();
  // a marker that only survives if the document is never reloaded
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  await page.getByRole('contentinfo').getByRole('link', { name: 'О нас' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expectMounted(page, 'account');
  await expect(page.locator('#mart-app-rental')).toBeEmpty();

  await page.getByRole('banner').getByRole('link', { name: 'Главная' }).first().click();
  await expect(page).toHaveURL(/\/home$/);
  await expectMounted(page, 'rental');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Условия использования' }).click();
  await expectMounted(page, 'account');
  await page.goBack();
  await expectMounted(page, 'rental');

  await expect(page.getByTestId('profile-menu')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('shell and remotes share one bus and one API client instance', async ({ page }) => {
  for (const [path, app] of ROUTES) {
    await page.goto('/home');
    await page.evaluate((p) => {
      history.pushState(null, '', p);
    }, path);
    await expectMounted(page, app);
  }
  // one evaluation of each module for the whole page, though four remotes have mounted in it
  const loads = await page.evaluate(() => ({
    bus: (globalThis as { __martBusLoads?: number }).__martBusLoads,
    api: (globalThis as { __martApiClientLoads?: number }).__martApiClientLoads,
  }));
  expect(loads).toEqual({ bus: 1, api: 1 });
});
