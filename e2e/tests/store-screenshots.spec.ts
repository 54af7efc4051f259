import { screenshotPath } from '../support/site';
import { expect, test } from '@playwright/test';
import { addToCart, openCart, openItem, openStoreFromHome, startIn } from './store-flow';

/** docs/screenshots/store-{home,store,item-modal,cart-drawer,checkout}-{light,dark}.png, linked from the README. */
test.describe('screenshots', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`store screens, ${theme}`, async ({ page }) => {
      const shot = (name: string) => page.screenshot({ path: screenshotPath(`store-${name}-${theme}.png`) });
      // the pictures the shot shows: a lazy card picture below the fold is not asked for until scrolled to
      const imagesLoaded = async () =>
        expect
          .poll(
            () =>
              page.evaluate(() =>
                Array.from(document.images).every((i) => {
                  const r = i.getBoundingClientRect();
                  const shown = r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
                  return i.complete || (i.loading === 'lazy' && !shown);
                }),
              ),
            { timeout: 10_000 },
          )
          .toBe(true);
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await startIn(page, 'food');
      await expect(page.locator(`[data-theme="${theme}"]`).first()).toBeAttached();
      await expect(page.getByTestId('store-card').first()).toBeVisible();
      await imagesLoaded();
      await page.waitForTimeout(900); // the banner carousel's first slide settles (800 ms)
      await shot('home');

      await openStoreFromHome(page, 'Бургерная «Гриль Хаус»');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await imagesLoaded();
      await shot('store');

      const editor = await openItem(page, 'Классический бургер');
      await imagesLoaded();
      await page.waitForTimeout(400); // the modal's zoom-in
      await shot('item-modal');

      await editor.getByRole('radio', { name: 'Стандарт' }).check();
      await addToCart(page, editor);
      const drawer = await openCart(page);
      await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
      await imagesLoaded();
      await page.waitForTimeout(400); // the drawer's slide-in
      await shot('cart-drawer');

      await drawer.getByRole('button', { name: 'Оформить заказ' }).click();
      const guest = page.getByRole('dialog').getByRole('button', { name: 'Гость', exact: true });
      await expect(guest).toBeVisible();
      await guest.click();
      await expect(page).toHaveURL(/\/checkout\?page=cart/);
      const checkout = page.getByTestId('checkout');
      await expect(checkout).toBeVisible();
      await expect(page.getByTestId('checkout-summary').getByTestId('checkout-total')).toBeVisible();
      // the "added to cart" toast has gone
      await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
      await page.waitForTimeout(400);
      await shot('checkout');
    });
  }
});
