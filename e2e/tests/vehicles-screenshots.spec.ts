import { screenshotPath } from '../support/site';
import { expect, test } from '@playwright/test';
import { openQuickView, searchOffline } from './vehicles-flow';

/** docs/screenshots/vehicles-{search,detail-modal,trip-cart}-{light,dark}.png, linked from the README. */
test.describe('screenshots', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`vehicle screens, ${theme}`, async ({ page }) => {
      const shot = (name: string) => page.screenshot({ path: screenshotPath(`vehicles-${name}-${theme}.png`) });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await searchOffline(page, 'rental');
      await expect(page.locator(`[data-theme="${theme}"]`).first()).toBeAttached();
      await expect(page.getByTestId('vehicle-card').first().locator('img').first()).toHaveJSProperty('complete', true);
      await shot('search');

      const modal = await openQuickView(page);
      await expect(modal.getByTestId('price-hourly')).toHaveAttribute('data-selected', 'true');
      await page.waitForTimeout(900); // the carousel's first slide settles (800 ms)
      await shot('detail-modal');

      await modal.getByRole('button', { name: 'Арендовать этот автомобиль' }).click();
      await expect(modal.getByTestId('line-quantity')).toHaveText('1');
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await page.getByRole('banner').getByRole('button', { name: 'Корзина' }).click();
      const drawer = page.locator('.ant-drawer').getByTestId('trip-cart');
      await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
      await expect(drawer.getByTestId('cart-total')).toBeVisible();
      await page.waitForTimeout(400); // the drawer's slide-in
      await shot('trip-cart');
    });
  }
});
