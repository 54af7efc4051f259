import { expect, test, type Locator, type Page } from '@playwright/test';
import { API, chooseModule, expectMounted, signUpViaApi } from '../support/site';
import { openStoreFromHome, startIn } from './store-flow';
import { openBurgerStore } from './visit-helpers';

/**
 * Issue 40.1: every dialog and drawer, walked with the keyboard alone. The opener is focused and pressed with
 * Enter; the focus must move into the dialog, Tab and Shift+Tab must cycle inside it without ever resting on
 * <body> or on the page behind, and Escape must close it and put the focus back on the opener.
 */

/** Where the focus is: inside `box`, on <body>, or somewhere else on the page (named for the failure message). */
async function focusIn(page: Page, box: Locator): Promise<string> {
  const inside = await box.evaluate((el) => el.contains(document.activeElement)).catch(() => false);
  if (inside) return 'inside';
  return page.evaluate(() => {
    const a = document.activeElement;
    if (!a || a === document.body) return 'body';
    return `outside: <${a.tagName.toLowerCase()}> ${(a.getAttribute('aria-label') ?? a.textContent ?? '').slice(0, 40)}`;
  });
}

/** Tab forward and back, more times than the dialog has stops: the focus never leaves it. */
async function expectTabCycle(page: Page, box: Locator): Promise<void> {
  const stops = await box.evaluate(
    (el) =>
      Array.from(el.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')).filter(
        (e) => e.tabIndex >= 0 && !(e as HTMLButtonElement).disabled && e.getClientRects().length > 0,
      ).length,
  );
  expect(stops, 'the dialog has something to focus').toBeGreaterThan(0);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press(key);
      expect(await focusIn(page, box), `${key} #${i + 1} of ${stops + 2}`).toBe('inside');
    }
  }
}

/**
 * The whole walk for one dialog: opened from `opener` by keyboard, focus inside, the Tab cycle, then `close`
 * (Escape by default) and the focus back on the opener.
 */
async function walk(
  page: Page,
  opener: Locator,
  box: Locator,
  close: (page: Page) => Promise<void> = (p) => p.keyboard.press('Escape'),
): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(box).toBeVisible();
  await expect.poll(() => focusIn(page, box), { message: 'the focus moves into the dialog' }).toBe('inside');
  await expectTabCycle(page, box);
  await close(page);
  await expect(box).toBeHidden();
  await expect(opener, 'the focus returns to what opened the dialog').toBeFocused();
}

const dialog = (page: Page) => page.getByRole('dialog').last();

/**
 * The item quick view (issues 40.1 / 41): it opens at the product's address over the store page, and each way of
 * closing it — Escape, its close button, the browser's Back — gives the focus back to the item's link with the store
 * page underneath never drawn anew (the same element, marked before) and scrolled where it was.
 */
async function quickViewWalks(page: Page, item: Locator): Promise<void> {
  const store = page.getByTestId('store-page');
  await expect(store).toBeVisible();
  const storeUrl = page.url();
  await store.evaluate((el) => el.setAttribute('data-walk-mark', 'kept'));
  // antd's close button (its label is antd's own, per locale)
  const closeButton = (p: Page) => dialog(p).locator('.ant-modal-close').press('Enter');
  for (const close of [undefined, closeButton, async (p: Page) => void (await p.goBack())]) {
    await item.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await walk(page, item, dialog(page), close);
    expect(page.url()).toBe(storeUrl);
    await expect(store, 'the store page was not drawn anew').toHaveAttribute('data-walk-mark', 'kept');
    expect(await page.evaluate(() => window.scrollY), 'the store page keeps its scroll').toBe(scrolled);
  }
  // the focus stays on the link after the page's route-change handling has had its time (8 s, page-head.ts)
  await page.waitForTimeout(8_500);
  await expect(item).toBeFocused();
}
const english = (page: Page) => page.addInitScript(() => localStorage.setItem('language-setting', 'en'));

test.describe('desktop, Russian', () => {
  test('sign-in dialog', async ({ page }) => {
    await page.goto('/home');
    await walk(page, page.getByTestId('sign-in-button'), dialog(page));
  });

  test('location dialog', async ({ page }) => {
    await page.goto('/home');
    await walk(page, page.getByTestId('location-button'), dialog(page));
  });

  test('item dialog and cart drawer of a store', async ({ page }) => {
    await startIn(page, 'food');
    await openStoreFromHome(page, 'Бургерная «Гриль Хаус»');
    // an item's name is a link to its page (issue 41); Enter on it opens the quick view over the store
    const store = page.getByTestId('store-page');
    const item = store.getByRole('link', { name: 'Классический бургер', exact: true });
    await quickViewWalks(page, item.first());
    await walk(page, page.getByTestId('cart-button'), dialog(page));
  });

  test('trip cart drawer', async ({ page }) => {
    await chooseModule(page, 'rental');
    await expectMounted(page, 'rental');
    await walk(page, page.getByTestId('cart-button'), dialog(page));
  });

  test('language confirmation: No puts the focus back on the switcher', async ({ page }) => {
    await page.goto('/home');
    const switcher = page.getByTestId('language-switcher');
    await switcher.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'English' }).press('Enter');
    const confirm = dialog(page);
    await expect(confirm).toBeVisible();
    await expect.poll(() => focusIn(page, confirm)).toBe('inside');
    await expectTabCycle(page, confirm);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(switcher).toBeFocused();
  });
});

test.describe('phone, English', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('wishlist drawer, its remove confirmation, and the logout confirmation', async ({ page }) => {
    await english(page);
    const c = await signUpViaApi();
    const add = await page.request.post(`${API}/api/v1/customer/wish-list/add?item_id=1`, {
      headers: { authorization: `Bearer ${c.token}` },
    });
    expect(add.ok()).toBeTruthy();
    await page.addInitScript((t) => localStorage.setItem('token', t), c.token);
    await page.goto('/home');
    const heart = page.getByRole('banner').getByRole('button', { name: 'Wishlist' });
    const drawer = page.getByRole('dialog').filter({ has: page.getByRole('tablist') });
    await walk(page, heart, drawer);

    // the remove confirmation inside the drawer: focus in, cycle, Escape back to its Remove button
    await heart.focus();
    await page.keyboard.press('Enter');
    await expect(drawer.getByTestId('wishlist-entry')).toHaveCount(1);
    const remove = drawer.getByRole('button', { name: /^Remove:/ });
    await walk(page, remove, page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Yes' }) }));
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(heart).toBeFocused();

    // the side menu (a drawer on a phone), then its Logout: the confirmation asks first, and Escape puts the focus
    // back on the menu button (the drawer that held Logout has closed)
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const side = dialog(page);
    await walk(page, menu, side);
    await menu.focus();
    await page.keyboard.press('Enter');
    await side.getByRole('button', { name: 'Logout' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure' });
    await expect(confirm).toBeVisible();
    await expect.poll(() => focusIn(page, confirm)).toBe('inside');
    await expectTabCycle(page, confirm);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('item dialog and cart drawer of a store on a phone', async ({ page }) => {
    await openBurgerStore(page, 'en');
    const item = page.getByTestId('store-page').getByRole('link', { name: 'Cola', exact: true });
    await quickViewWalks(page, item.first());
    await walk(page, page.getByTestId('cart-button'), dialog(page));
  });

  test('sign-in and location dialogs on a phone', async ({ page }) => {
    await english(page);
    await page.goto('/home');
    await walk(page, page.getByTestId('sign-in-button'), dialog(page));
    await walk(page, page.getByTestId('location-button'), dialog(page));
  });
});
