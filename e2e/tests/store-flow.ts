import { expect, test, type Locator, type Page } from '@playwright/test';
import { API, chooseModule, expectMounted, pageIdentity, signUpViaApi } from '../support/site';

/**
 * The store-module journeys (issue 6), written once: each module's spec only calls `storeModuleSpecs(scenario)`
 * with the demo data it uses. Texts are the ru translations of the SPEC strings (the site's default language).
 */
export interface StoreScenario {
  moduleType: 'food' | 'grocery' | 'pharmacy' | 'ecommerce';
  /** the store the journey buys from (Almaty zone) and another store of the same module */
  store: string;
  otherStore: string;
  /** an item with variations: `chooseVariations` sees each validation message, then makes a valid choice */
  item: string;
  chooseVariations: (editor: Locator, page: Page) => Promise<void>;
  /** an item whose maximum_cart_quantity the stepper hits (Out of Limits) */
  limited: { name: string; max: number };
  /** the item the journey buys; prescription-required items need an upload at checkout */
  buy: { name: string; prescription?: boolean };
}

const ALMATY = { address: 'пр. Абая 50, Алматы', lat: 43.238949, lng: 76.889709 };

interface ApiStore {
  id: number;
  name: string;
  module_id: number;
  module_type: string;
  zone_id: number;
}

async function moduleOf(moduleType: string): Promise<{ id: number; module_type: string; module_name: string }> {
  const modules = (await (await fetch(`${API}/api/v1/module`)).json()) as {
    id: number;
    module_type: string;
    module_name: string;
  }[];
  const m = modules.find((x) => x.module_type === moduleType);
  if (!m) throw new Error(`no ${moduleType} module`);
  return m;
}

export async function storeByName(moduleType: string, name: string): Promise<ApiStore> {
  const m = await moduleOf(moduleType);
  const res = await fetch(`${API}/api/v1/stores/get-stores/all?offset=1&limit=100`, {
    headers: { moduleId: String(m.id), Accept: 'application/json' },
  });
  const { stores } = (await res.json()) as { stores: ApiStore[] };
  const s = stores.find((x) => x.name === name);
  if (!s) throw new Error(`no store ${name} in ${moduleType}`);
  return s;
}

/** Choose the module on the picker, then put the customer in Almaty (the shell keeps location in localStorage). */
export async function startIn(page: Page, moduleType: string, token?: string): Promise<void> {
  await chooseModule(page, moduleType);
  await expectMounted(page, 'store-modules');
  await setAlmaty(page, token);
  await expect(page.getByTestId('store-home')).toBeVisible();
}

/** The Almaty delivery location (and a token when given), then a reload so the shell reads them. */
export async function setAlmaty(page: Page, token?: string): Promise<void> {
  const zone = (await (await fetch(`${API}/api/v1/config/get-zone-id?lat=${ALMATY.lat}&lng=${ALMATY.lng}`)).json()) as {
    zone_ids: number[];
  };
  await page.evaluate(
    ([loc, tok]) => {
      localStorage.setItem('location', JSON.stringify(loc));
      if (tok) localStorage.setItem('token', tok);
    },
    [{ ...ALMATY, zoneIds: zone.zone_ids }, token ?? null] as const,
  );
  await page.reload();
  await expectMounted(page, 'store-modules');
}

export async function openStoreFromHome(page: Page, name: string): Promise<void> {
  await page.getByTestId('store-card').filter({ hasText: name }).first().click();
  await expect(page.getByTestId('store-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

export async function openItem(page: Page, name: string): Promise<Locator> {
  // an item's name is a link to its page (a campaign item's a button); a click opens the quick view over the store
  const store = page.getByTestId('store-page');
  await store
    .getByRole('link', { name, exact: true })
    .or(store.getByRole('button', { name, exact: true }))
    .first()
    .click();
  const editor = page.getByTestId('item-editor');
  await expect(editor).toBeVisible();
  return editor;
}

export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice, .ant-notification-notice').filter({ hasText: text });
export const itemError = (page: Page) => page.getByTestId('item-error');

/** Step the modal's quantity up until Out of Limits; the quantity stays at the maximum. */
export async function hitOutOfLimits(page: Page, editor: Locator, name: string, max: number): Promise<void> {
  const plus = editor.getByRole('button', { name: `Увеличить: ${name}` });
  for (let i = 1; i < max; i++) await plus.click();
  await expect(editor.getByRole('button', { name: `Количество ${max}` })).toBeVisible();
  await plus.click();
  await expect(toast(page, 'Превышен лимит').first()).toBeVisible();
  await expect(editor.getByRole('button', { name: `Количество ${max}` })).toBeVisible();
}

export async function addToCart(page: Page, editor: Locator): Promise<void> {
  await editor.getByRole('button', { name: 'В корзину' }).click();
  await expect(toast(page, 'Товар добавлен в корзину').first()).toBeVisible();
  await expect(editor).toBeHidden();
}

export async function openCart(page: Page): Promise<Locator> {
  await page.getByTestId('cart-button').click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer).toBeVisible();
  return drawer;
}

async function cartLines(page: Page): Promise<number> {
  const { token, guest } = await pageIdentity(page);
  return page.evaluate(
    async ({ api, token, guest }) => {
      const url = token
        ? `${api}/api/v1/customer/cart/list`
        : `${api}/api/v1/customer/cart/list?guest_id=${guest ?? ''}`;
      const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      const body = (await res.json()) as unknown[];
      return body.length;
    },
    { api: API, token, guest },
  );
}

const storeUrl = (s: ApiStore) =>
  `/store/${s.id}?module_id=${s.module_id}&module_type=${s.module_type}&store_zone_id=${s.zone_id}`;

/** Free-delivery bar: its value grows when a line's quantity grows (SPEC §4, clamped 0–100). */
export async function freeDeliveryMoves(drawer: Locator, lineName: string): Promise<void> {
  const bar = drawer.getByTestId('free-delivery').getByRole('progressbar');
  const before = Number(await bar.getAttribute('aria-valuenow'));
  expect(before).toBeGreaterThan(0);
  expect(before).toBeLessThan(100);
  await drawer
    .getByRole('button', { name: `Увеличить: ${lineName}` })
    .first()
    .click();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
}

/** A 1×1 PNG for the prescription upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadPrescriptionIfNeeded(page: Page, s: StoreScenario): Promise<void> {
  if (!s.buy.prescription) return;
  const checkout = page.getByTestId('checkout');
  // a native file input named by its label (drawn as the button); the chosen file and its state in a status region
  const upload = checkout.getByLabel('Загрузить рецепт');
  await expect(checkout.getByText('Загрузить рецепт', { exact: true })).toBeVisible();
  await upload.setInputFiles({ name: 'rx.png', mimeType: 'image/png', buffer: PNG });
  const status = checkout.getByRole('status').filter({ hasText: 'rx.png' });
  await expect(status).toContainText('Загружено');
  await expect(upload).toHaveAccessibleDescription('rx.png Загружено');
}

async function pickPayment(page: Page, label: string): Promise<void> {
  await page.getByTestId('checkout').getByRole('radio', { name: label }).check();
}

async function placeOrder(page: Page): Promise<void> {
  const summary = page.getByTestId('checkout-summary');
  await expect(summary.getByTestId('checkout-total')).toBeVisible();
  await summary.getByRole('button', { name: 'Оформить заказ' }).click();
}

/** The demo gateway page: Pay or Fail, then back on the success screen. */
async function demoGateway(page: Page, outcome: 'pay' | 'fail'): Promise<void> {
  await expect(page).toHaveURL(/\/payment\/demo\//);
  await page.getByRole('button', { name: outcome === 'pay' ? /^Pay/ : 'Fail' }).click();
  await expect(page).toHaveURL(/\/checkout\?page=success/);
}

async function trackFromSuccess(page: Page, phone?: string): Promise<void> {
  await expect(page.getByText(/Номер заказа: \d+/)).toBeVisible();
  await page.getByRole('button', { name: 'Отследить заказ' }).click();
  await expect(page.getByTestId('track-order')).toBeVisible();
  if (phone) {
    await page.getByTestId('track-order').getByRole('textbox', { name: 'Телефон' }).fill(phone);
    await page.getByTestId('track-order').getByRole('button', { name: 'Отследить' }).click();
  }
  const tracking = page.getByTestId('order-tracking');
  await expect(tracking).toBeVisible();
  await expect(tracking.getByText('Ожидает').first()).toBeVisible();
}

/** Put a customer's or guest's cart to one line of the scenario's item, through the pages. */
async function cartWithBuyItem(page: Page, s: StoreScenario): Promise<void> {
  await openStoreFromHome(page, s.store);
  const editor = await openItem(page, s.buy.name);
  if (s.buy.name === s.item) await s.chooseVariations(editor, page);
  await addToCart(page, editor);
}

async function checkoutFromDrawer(page: Page, guest: boolean): Promise<void> {
  const drawer = await openCart(page);
  await drawer.getByRole('button', { name: 'Оформить заказ' }).click();
  if (guest) {
    // SPEC §4: items, not signed in, guest checkout on → the guest prompt
    const guestButton = page.getByRole('dialog').getByRole('button', { name: 'Гость', exact: true });
    await expect(guestButton).toBeVisible();
    await guestButton.click();
  }
  await expect(page).toHaveURL(/\/checkout\?page=cart/);
  await expect(page.getByTestId('checkout')).toBeVisible();
}

const GUEST_PHONE = '+77011234567';

export function storeModuleSpecs(s: StoreScenario): void {
  test.describe(`${s.moduleType} store journey`, () => {
    test('guest: home → store → item (variations, add-ons, limits), other-store dialog, drawer, delivery, cash, track', async ({
      page,
    }) => {
      await chooseModule(page, s.moduleType);
      await expectMounted(page, 'store-modules');

      // before a location is set (the other store may be in another zone): a line from the other store,
      // stepping into Out of Limits on the way
      const other = await storeByName(s.moduleType, s.otherStore);
      await page.goto(storeUrl(other));
      await expect(page.getByTestId('store-page')).toBeVisible();
      let editor = await openItem(page, s.limited.name);
      await hitOutOfLimits(page, editor, s.limited.name, s.limited.max);
      await addToCart(page, editor);
      await setAlmaty(page);

      // home → store → the item with variations; each validation message, then a valid choice and an add-on
      await page.goto('/home');
      await openStoreFromHome(page, s.store);
      editor = await openItem(page, s.item);
      await s.chooseVariations(editor, page);

      // adding from another store asks first: No keeps the cart, Yes clears it and adds
      await editor.getByRole('button', { name: 'В корзину' }).click();
      const dialog = page.getByRole('dialog').filter({ hasText: 'В корзине есть товары из другого магазина...' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Нет' }).click();
      await expect(dialog).toBeHidden();
      await expect(editor).toBeVisible();
      expect(await cartLines(page)).toBe(1);
      await editor.getByRole('button', { name: 'В корзину' }).click();
      await dialog.getByRole('button', { name: 'Да' }).click();
      await expect(toast(page, 'Товар добавлен в корзину').first()).toBeVisible();
      await expect(editor).toBeHidden();

      // the drawer: one line (the other store's line is gone), the free-delivery bar moves with the quantity
      const drawer = await openCart(page);
      await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
      await expect(drawer.getByTestId('cart-line')).toContainText(s.item);
      await freeDeliveryMoves(drawer, s.item);
      await page.keyboard.press('Escape');

      if (s.buy.name !== s.item) {
        // the journey buys another item (e.g. a prescription one): swap the line through the drawer
        const d = await openCart(page);
        await d.getByRole('button', { name: `Удалить: ${s.item}` }).click();
        await expect(page.getByTestId('cart-drawer').getByText('Ваша корзина пуста')).toBeVisible();
        await page.keyboard.press('Escape');
        await page.goto('/home');
        await cartWithBuyItem(page, s);
      }

      // checkout as a guest with delivery; the address form's messages, then cash on delivery
      await checkoutFromDrawer(page, true);
      const checkout = page.getByTestId('checkout');
      await expect(checkout.getByRole('radio', { name: 'Доставка' })).toBeChecked();
      await uploadPrescriptionIfNeeded(page, s);
      await placeOrder(page);
      await expect(checkout.getByText('Укажите имя')).toBeVisible();
      await expect(checkout.getByText('Укажите номер телефона')).toBeVisible();
      await checkout.getByRole('textbox', { name: 'Имя контактного лица' }).fill('Гость Тестов');
      await checkout.getByRole('textbox', { name: 'Телефон' }).fill(GUEST_PHONE);
      await pickPayment(page, 'Наличными при получении');
      await placeOrder(page);
      await expect(page).toHaveURL(/\/checkout\?page=success/);
      await expect(page.getByText('Заказ успешно оформлен')).toBeVisible();
      // the guest who just ordered follows it at once from this browser: no phone asked again (issue 45.5)
      await trackFromSuccess(page);
      await expect(page.getByTestId('track-phone-needed')).toHaveCount(0);
      // offline there is no map: the SPEC §8 panel and the route as a list
      await expect(page.getByText('Ошибка загрузки карты')).toBeVisible();
    });

    test('customer: take-away with a coupon, digital payment (pay), track', async ({ page }) => {
      const { token } = await signUpViaApi();
      await startIn(page, s.moduleType, token);
      await cartWithBuyItem(page, s);
      await checkoutFromDrawer(page, false);
      const checkout = page.getByTestId('checkout');
      const summary = page.getByTestId('checkout-summary');
      await checkout.getByRole('radio', { name: 'Самовывоз' }).check();
      // take-away hides the address and makes delivery free
      await expect(checkout.getByRole('textbox', { name: 'Адрес' })).toHaveCount(0);
      await expect(
        summary
          .getByText('Бесплатно')
          .or(summary.getByText(/₸0\.00/))
          .first(),
      ).toBeVisible();
      const before = await summary.getByTestId('checkout-total').innerText();
      await checkout.getByRole('textbox', { name: 'Купон' }).fill('MART5');
      await checkout.getByRole('button', { name: 'Применить', exact: true }).click();
      await expect(summary.getByTestId('checkout-total')).not.toHaveText(before);
      await expect(summary.getByText('Скидка по купону')).toBeVisible();
      await checkout.getByRole('textbox', { name: 'Имя контактного лица' }).fill('E2E Customer');
      await checkout.getByRole('textbox', { name: 'Телефон' }).fill('+77017654321');
      await uploadPrescriptionIfNeeded(page, s);
      await pickPayment(page, 'Демо-оплата картой');
      await placeOrder(page);
      await demoGateway(page, 'pay');
      await expect(page.getByText('Заказ успешно оформлен')).toBeVisible();
      await trackFromSuccess(page);
      await expect(page.getByTestId('order-tracking').getByText('Оплачен')).toBeVisible();
    });

    test('guest: digital payment that fails on the payment page', async ({ page }) => {
      await startIn(page, s.moduleType);
      await cartWithBuyItem(page, s);
      await checkoutFromDrawer(page, true);
      const checkout = page.getByTestId('checkout');
      await checkout.getByRole('textbox', { name: 'Имя контактного лица' }).fill('Гость Тестов');
      await checkout.getByRole('textbox', { name: 'Телефон' }).fill(GUEST_PHONE);
      await uploadPrescriptionIfNeeded(page, s);
      await pickPayment(page, 'Демо-оплата картой');
      await placeOrder(page);
      await demoGateway(page, 'fail');
      await expect(page.getByText('Оплата не прошла')).toBeVisible();
    });
  });
}

export { expect };
