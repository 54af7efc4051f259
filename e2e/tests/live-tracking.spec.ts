import { expect, test } from '@playwright/test';
import { API, chooseModule, operatorMove, signUpViaApi } from '../support/site';
import { storeByName } from './store-flow';

/** A cash order from the all-day burger place, placed through the API as the checkout would. */
async function placeOrder(token: string): Promise<number> {
  const store = await storeByName('food', 'Бургерная «Гриль Хаус»');
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    authorization: `Bearer ${token}`,
    moduleId: String(store.module_id),
  };
  const items = (await (
    await fetch(`${API}/api/v1/items/search?store_id=${store.id}&limit=20`, { headers })
  ).json()) as {
    products: { id: number; food_variations: unknown[] }[];
  };
  const item = items.products.find((p) => p.food_variations.length === 0) ?? items.products[0]!;
  const post = (path: string, body: unknown) =>
    fetch(`${API}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  expect((await post('/api/v1/customer/cart/add', { item_id: item.id, quantity: 1 })).ok).toBe(true);
  const quote = (await (await post('/api/v1/customer/order/quote', { order_type: 'take_away' })).json()) as {
    order_amount: number;
  };
  const placed = await post('/api/v1/customer/order/place', {
    order_type: 'take_away',
    payment_method: 'cash_on_delivery',
    order_amount: quote.order_amount,
    contact_phone: '+77015550101',
    idempotency_key: `live-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });
  expect(placed.ok).toBe(true);
  return ((await placed.json()) as { order_id: number }).order_id;
}

test('a customer watching an order sees it move without reloading, with a toast each time', async ({ page }) => {
  const { token } = await signUpViaApi();
  const orderId = await placeOrder(token);
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  await chooseModule(page, 'food');
  await page.goto(`/track-order?order_id=${orderId}`);
  const tracking = page.getByTestId('order-tracking');
  await expect(tracking).toBeVisible();

  await operatorMove('orders', orderId, 'confirmed');
  await expect(page.getByText('Статус заказа: Подтверждён')).toBeVisible();
  await operatorMove('orders', orderId, 'processing');
  await expect(page.getByText('Статус заказа: Готовится')).toBeVisible();
  await expect(tracking.getByText('Готовится').first()).toBeVisible();
});
