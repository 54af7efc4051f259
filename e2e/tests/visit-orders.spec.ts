import { expect, test, type Page } from '@playwright/test';
import { API, newCustomer, signUpViaApi } from './account-helpers';
import { startIn } from './store-flow';
import { openBurgerStore } from './visit-helpers';

/**
 * Issue 40.4, 40.5, 40.8 as the customer meets them: a scheduled order's slot on the success screen, in tracking and
 * in My Orders; an Almaty order's times on Almaty's clock for a browser set to UTC; one review shown once on the
 * store's Reviews tab.
 */

const COLA = 93;
const ALMATY_MS = 5 * 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');
/** HH:mm of a moment on a fixed-offset clock, computed here without the page. */
const clock = (iso: string, offsetMs: number) => {
  const d = new Date(new Date(iso).getTime() + offsetMs);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
};
/** The same moment as an English page writes it on that clock: 'h:mm AM', any space before the AM/PM. */
const clock12 = (iso: string, offsetMs: number) => {
  const d = new Date(new Date(iso).getTime() + offsetMs);
  const h = d.getUTCHours();
  return new RegExp(`\\b${h % 12 || 12}:${pad(d.getUTCMinutes())}\\s${h < 12 ? 'AM' : 'PM'}`);
};
/** Tomorrow's date on Almaty's clock, 'YYYY-MM-DD'. */
const almatyTomorrow = () => {
  const d = new Date(Date.now() + ALMATY_MS + 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

async function orderOf(page: Page, token: string, id: number) {
  const res = await page.request.get(`${API}/api/v1/customer/order/details/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as { schedule_at: string | null; created_at: string; utc_offset_minutes: number };
}

async function colaInCart(page: Page, token: string) {
  const res = await page.request.post(`${API}/api/v1/customer/cart/add`, {
    headers: { authorization: `Bearer ${token}` },
    data: { item_id: COLA, quantity: 1, model: 'Item' },
  });
  expect(res.ok()).toBeTruthy();
}

test.describe('a browser on UTC, an Almaty store', () => {
  test.use({ timezoneId: 'UTC', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('ru: scheduled for tomorrow 14:30 — the slot on success, tracking and My Orders, all on Almaty time', async ({
    page,
  }) => {
    const c = await signUpViaApi(page, newCustomer());
    await colaInCart(page, c.token);
    await startIn(page, 'food', c.token);
    await page.goto('/checkout?page=cart');
    const checkout = page.getByTestId('checkout');
    await checkout.getByRole('radio', { name: 'Самовывоз' }).check();
    await checkout.getByRole('textbox', { name: 'Имя контактного лица' }).fill('Айгерим');
    await checkout.getByRole('textbox', { name: 'Телефон' }).fill('+77017654321');
    await checkout.getByRole('radio', { name: 'Запланировать' }).check();
    const day = almatyTomorrow();
    // the slot is typed on the store's clock, whatever the browser's
    await checkout.getByLabel('Дата и время').fill(`${day}T14:30`);
    await expect(checkout.getByTestId('schedule-clock')).toContainText('14:30');
    await expect(checkout.getByTestId('schedule-clock')).toContainText('UTC+5');
    await page.getByTestId('checkout-summary').getByRole('button', { name: 'Оформить заказ' }).click();

    await expect(page).toHaveURL(/\/checkout\?page=success&order_id=(\d+)/);
    const id = Number(/order_id=(\d+)/.exec(page.url())![1]);
    const placed = await orderOf(page, c.token, id);
    expect(placed.schedule_at).toBe(new Date(`${day}T14:30:00+05:00`).toISOString());
    expect(placed.utc_offset_minutes).toBe(300);
    const success = page.getByTestId('order-schedule');
    await expect(success).toContainText('Запланирован на');
    await expect(success).toContainText('14:30');
    await expect(success).not.toContainText('09:30');

    await page.getByRole('button', { name: 'Отследить заказ' }).click();
    const tracking = page.getByTestId('order-tracking');
    await expect(tracking.getByTestId('order-schedule')).toContainText('14:30');
    await expect(tracking.getByTestId('order-clock')).toHaveText('Время указано по часам магазина (UTC+5)');
    // the order's own times: Almaty's clock, not UTC's (five hours apart)
    await expect(tracking).toContainText(clock(placed.created_at, ALMATY_MS));
    expect(clock(placed.created_at, ALMATY_MS)).not.toBe(clock(placed.created_at, 0));
    await expect(tracking).not.toContainText(clock(placed.created_at, 0));

    await page.goto('/my-orders');
    const row = page.getByRole('button', { name: new RegExp(`#${id}`) });
    await expect(row).toContainText('Запланирован на');
    await expect(row).toContainText('14:30');
  });

  test('en: My Orders and tracking of an order scheduled through the API read 2:30 PM, the store clock named', async ({
    page,
  }) => {
    const c = await signUpViaApi(page, newCustomer());
    await colaInCart(page, c.token);
    const at = new Date(`${almatyTomorrow()}T14:30:00+05:00`).toISOString();
    const headers = { authorization: `Bearer ${c.token}` };
    const quote = await page.request.post(`${API}/api/v1/customer/order/quote`, {
      headers,
      data: { order_type: 'take_away' },
    });
    const placed = await page.request.post(`${API}/api/v1/customer/order/place`, {
      headers,
      data: {
        order_type: 'take_away',
        payment_method: 'cash_on_delivery',
        order_amount: ((await quote.json()) as { order_amount: number }).order_amount,
        contact_phone: '+77015550101',
        schedule_at: at,
        idempotency_key: `visit-${Date.now()}`,
      },
    });
    expect(placed.ok()).toBeTruthy();
    const id = ((await placed.json()) as { order_id: number }).order_id;
    await page.addInitScript((t) => {
      localStorage.setItem('language-setting', 'en');
      localStorage.setItem('token', t);
    }, c.token);
    await page.goto('/my-orders');
    const row = page.getByRole('button', { name: new RegExp(`#${id}`) });
    await expect(row).toContainText(/Scheduled for .*2:30\sPM/);
    await row.click();
    await expect(page.getByTestId('order-schedule').first()).toContainText(/2:30\sPM/);
    await expect(page.getByTestId('order-clock').first()).toHaveText("Times are the store's local time (UTC+5)");
    // the order's own times on Almaty's clock, written the English way
    const { created_at } = await orderOf(page, c.token, id);
    const tracking = page.getByTestId('order-tracking');
    await expect(tracking).toContainText(clock12(created_at, ALMATY_MS));
    await expect(tracking).not.toContainText(clock12(created_at, 0));
  });
});

const REVIEW = {
  ru: { submit: 'Отправить отзыв', tab: 'Отзывы', words: 'Горячо и быстро' },
  en: { submit: 'Submit review', tab: 'Reviews', words: 'Hot and quick' },
} as const;

for (const [lang, r] of Object.entries(REVIEW)) {
  test(`${lang}: one review shows once on the store’s Reviews tab after it is left from My Orders`, async ({
    page,
  }) => {
    const c = await signUpViaApi(page, newCustomer());
    await colaInCart(page, c.token);
    // an order of two different items: the store row and a copy per item are written
    await page.request.post(`${API}/api/v1/customer/cart/add`, {
      headers: { authorization: `Bearer ${c.token}` },
      data: { item_id: 80, quantity: 1, model: 'Item' },
    });
    const headers = { authorization: `Bearer ${c.token}` };
    const quote = await page.request.post(`${API}/api/v1/customer/order/quote`, {
      headers,
      data: { order_type: 'take_away' },
    });
    const placed = await page.request.post(`${API}/api/v1/customer/order/place`, {
      headers,
      data: {
        order_type: 'take_away',
        payment_method: 'cash_on_delivery',
        order_amount: ((await quote.json()) as { order_amount: number }).order_amount,
        contact_phone: '+77015550101',
        idempotency_key: `visit-review-${lang}-${Date.now()}`,
      },
    });
    const id = ((await placed.json()) as { order_id: number }).order_id;
    for (const status of ['confirmed', 'processing', 'handover', 'picked_up', 'delivered']) {
      const res = await page.request.post(`${API}/api/v1/operator/orders/${id}/status`, {
        headers: { 'x-operator-key': 'e2e-operator-key' },
        data: { status },
      });
      expect(res.ok()).toBeTruthy();
    }
    await openBurgerStore(page, lang, c.token);
    await page.goto('/my-orders');
    await page.getByRole('button', { name: new RegExp(`#${id}`) }).click();
    const form = page.getByTestId('review-form');
    await form.getByRole('radio').nth(4).click();
    const words = `${r.words} ${Date.now()}`;
    await form.getByRole('textbox').fill(words);
    await form.getByRole('button', { name: r.submit }).click();
    await expect(form).toBeHidden();

    await openBurgerStore(page, lang, c.token);
    await page.getByRole('tab', { name: r.tab }).click();
    await expect(page.getByText(words)).toHaveCount(1);
  });
}
