import { expect, test } from '@playwright/test';
import { expectChrome, expectMounted } from '../support/site';

test('with one remote unreachable its route shows the error panel and every other route works', async ({ page }) => {
  let blocked = true;
  // the car market's origin answers nothing (its manifest and entry are unreachable)
  await page.route(`http://localhost:${process.env.MART_PORT_CARMARKET}/**`, (route) =>
    blocked ? route.abort('connectionrefused') : route.continue(),
  );
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

  await page.goto('/carmarket/vehicle-search?all_category=1');
  await expectChrome(page);
  const panel = page.locator('#mart-app-carmarket').getByTestId('remote-error');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Раздел временно недоступен');
  await expect(panel.getByRole('button', { name: 'Повторить' })).toBeVisible();
  // the failure is logged with the remote's name and version
  expect(errors.some((e) => /remote carmarket@v\d+-\w+ failed to load/.test(e))).toBe(true);

  // the header still works and other areas still load
  await page.getByRole('contentinfo').getByRole('link', { name: 'О нас' }).click();
  await expectMounted(page, 'account');
  await page.goto('/rental/vehicle-search?all_category=1');
  await expectMounted(page, 'rental');

  // once the remote is back, Retry mounts it without a reload
  await page.goto('/carmarket/vehicle-search?all_category=1');
  await expect(panel).toBeVisible();
  blocked = false;
  await panel.getByRole('button', { name: 'Повторить' }).click();
  await expectMounted(page, 'carmarket');
});
