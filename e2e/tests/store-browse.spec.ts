import { expect, test } from '@playwright/test';
import { API, signUpViaApi } from '../support/site';
import { addToCart, openItem, openStoreFromHome, startIn, toast } from './store-flow';

/** The API as a signed-in customer: JSON in and out, a refusal fails the test with the server's answer. */
function apiAs(token: string) {
  return async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${API}${url}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/** The browse routes of store-modules: /categories, /category/{id}, /store/latest|popular, /product/{id}. */
test.describe('store browse routes', () => {
  test('categories → category items and stores → item modal', async ({ page }) => {
    await startIn(page, 'food');
    await page.getByRole('region', { name: 'Категории' }).getByRole('link', { name: 'Смотреть все' }).click();
    await expect(page).toHaveURL(/\/categories$/);
    const all = page.getByTestId('categories-page');
    await expect(all.getByRole('heading', { level: 2, name: 'Еда: все категории' })).toBeVisible();
    await all.getByTestId('category-card').filter({ hasText: 'Бургеры' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/category\/\d+$/);
    const category = page.getByTestId('category-page');
    await expect(category.getByRole('heading', { level: 2, name: 'Бургеры' })).toBeVisible();
    await expect(category.getByTestId('product-card').first()).toBeVisible();
    await category.getByRole('tab', { name: 'Магазины' }).click();
    await expect(category.getByTestId('store-card').first()).toBeVisible();
    await category.getByRole('tab', { name: 'Товары' }).click();
    await category.getByTestId('product-card').first().click();
    await expect(page.getByTestId('item-editor')).toBeVisible();
  });

  test('popular and latest store lists are not read as store ids', async ({ page }) => {
    await startIn(page, 'food');
    for (const [path, title] of [
      ['/store/popular', 'Популярные магазины'],
      ['/store/latest', 'Новые магазины'],
    ] as const) {
      await page.goto(path);
      const list = page.getByTestId(`store-list-${path.split('/')[2]}`);
      await expect(list.getByRole('heading', { level: 2, name: title })).toBeVisible();
      const cards = list.getByTestId('store-card');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeLessThanOrEqual(12);
    }
    await page.getByTestId('store-card').first().click();
    await expect(page.getByTestId('store-page')).toBeVisible();
  });

  test('/product/{id} is the item page with the modal body; unknown ids get a not-found panel', async ({ page }) => {
    const res = await fetch(`${API}/api/v1/items/search?name=${encodeURIComponent('Классический бургер')}`);
    const { products } = (await res.json()) as { products: { id: number; name: string; module_id: number }[] };
    const burger = products.find((p) => p.name === 'Классический бургер')!;
    await startIn(page, 'food');
    await page.goto(`/product/${burger.id}?module_id=${burger.module_id}`);
    const product = page.getByTestId('product-page');
    await expect(product.getByRole('heading', { level: 1, name: 'Классический бургер' })).toBeVisible();
    const editor = product.getByTestId('item-editor');
    await editor.getByRole('button', { name: 'В корзину' }).click();
    await expect(editor.getByTestId('item-error')).toHaveText('Вариант Размер нужно выбрать');
    await editor.getByRole('radio', { name: 'Стандарт' }).check();
    await editor.getByRole('button', { name: 'В корзину' }).click();
    await expect(toast(page, 'Товар добавлен в корзину').first()).toBeVisible();
    await expect(editor).toBeVisible();

    await page.goto('/product/999999');
    await expect(page.getByText('Товар не найден')).toBeVisible();
    await page.goto('/category/999999');
    await expect(page.getByText('Категория не найдена')).toBeVisible();
  });
});

test.describe('store wishlist and checkout coupons', () => {
  test('a guest is asked to sign in; a customer toggles the store heart and applies a coupon from the list', async ({
    page,
  }) => {
    await startIn(page, 'food');
    await openStoreFromHome(page, 'Бургерная «Гриль Хаус»');
    await page.getByTestId('store-wish').click();
    await expect(toast(page, 'Войдите, чтобы открыть эту страницу.').first()).toBeVisible();

    // the same browser signs in (the shell reads the stored token on load)
    const { token } = await signUpViaApi();
    await page.evaluate((tok) => localStorage.setItem('token', tok), token);
    await page.goto('/home');
    await openStoreFromHome(page, 'Бургерная «Гриль Хаус»');
    const heart = page.getByTestId('store-wish');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByTestId('store-wish')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('store-wish').click();
    await expect(page.getByTestId('store-wish')).toHaveAttribute('aria-pressed', 'false');

    const editor = await openItem(page, 'Бешбармак');
    await addToCart(page, editor);
    await page.goto('/checkout?page=cart');
    const list = page.getByTestId('coupon-list');
    await expect(list).toBeVisible();
    await list.getByRole('button', { name: 'Применить купон MART5' }).click();
    await expect(page.getByRole('textbox', { name: 'Купон' })).toHaveValue('MART5');
    await expect(page.getByTestId('checkout-summary').getByText('Скидка по купону')).toBeVisible();
  });
});

test('my orders: reorder puts the order lines back into the cart and opens checkout', async ({ page }) => {
  const { token } = await signUpViaApi();
  const call = apiAs(token);
  const { products } = await call<{ products: { id: number; name: string }[] }>(
    'GET',
    `/api/v1/items/search?name=${encodeURIComponent('Бешбармак')}`,
  );
  const item = products.find((p) => p.name === 'Бешбармак')!;
  await call('POST', '/api/v1/customer/cart/add', { item_id: item.id, quantity: 2 });
  const address = {
    address: 'пр. Абая 50, Алматы',
    latitude: 43.238949,
    longitude: 76.889709,
    contact_person_name: 'E2E Customer',
    contact_person_number: '+77015550000',
  };
  const quote = await call<{ order_amount: number }>('POST', '/api/v1/customer/order/quote', {
    order_type: 'delivery',
    address,
  });
  await call('POST', '/api/v1/customer/order/place', {
    order_type: 'delivery',
    address,
    payment_method: 'cash_on_delivery',
    contact_phone: '+77015550000',
    order_amount: quote.order_amount,
    idempotency_key: `reorder-${Date.now()}`,
  });

  await startIn(page, 'food', token);
  await page.goto('/my-orders');
  await page
    .getByRole('button', { name: /^#\d+ · / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Повторить заказ' }).click();
  await expect(page).toHaveURL(/\/checkout\?page=cart/);
  await expect(toast(page, 'Товары заказа снова в корзине').first()).toBeVisible();
  const lines = await call<{ item_id: number; quantity: number }[]>('GET', '/api/v1/customer/cart/list');
  expect(lines).toEqual([expect.objectContaining({ item_id: item.id, quantity: 2 })]);
});

test('checkout: a customer picks a saved address, or saves the one typed with "Save this Address"', async ({
  page,
}) => {
  const { token } = await signUpViaApi();
  const call = apiAs(token);
  await call('POST', '/api/v1/customer/address/add', {
    address: 'ул. Желтоксан 100, Алматы',
    latitude: 43.2405,
    longitude: 76.8925,
    contact_person_name: 'Айгерим Сохранённая',
    contact_person_number: '+77017770000',
    address_type: 'Office',
    road: '12',
    house: '100',
    floor: '3',
  });
  const { products } = await call<{ products: { id: number; name: string }[] }>(
    'GET',
    `/api/v1/items/search?name=${encodeURIComponent('Бешбармак')}`,
  );
  await call('POST', '/api/v1/customer/cart/add', {
    item_id: products.find((p) => p.name === 'Бешбармак')!.id,
    quantity: 1,
  });

  await startIn(page, 'food', token);
  await page.goto('/checkout?page=cart');
  const checkout = page.getByTestId('checkout');
  await checkout.getByRole('radio', { name: /Офис — ул\. Желтоксан 100/ }).check();
  // the saved address fills the form, and a saved address has nothing to save again
  await expect(checkout.getByRole('textbox', { name: 'Адрес' })).toHaveValue('ул. Желтоксан 100, Алматы');
  await expect(checkout.getByRole('textbox', { name: 'Имя контактного лица' })).toHaveValue('Айгерим Сохранённая');
  await expect(checkout.getByRole('textbox', { name: 'Этаж' })).toHaveValue('3');
  await expect(checkout.getByRole('checkbox', { name: 'Сохранить этот адрес' })).toHaveCount(0);

  // another address, typed and kept with the order
  await checkout.getByRole('radio', { name: 'Другой адрес' }).check();
  await checkout.getByRole('textbox', { name: 'Адрес' }).fill('пр. Абая 50, кв. 7');
  await checkout.getByRole('textbox', { name: 'Имя контактного лица' }).fill('E2E Customer');
  await checkout.getByRole('textbox', { name: 'Телефон' }).fill('+77015550000');
  await checkout.getByRole('checkbox', { name: 'Сохранить этот адрес' }).check();
  // and for later: the earliest slot is offered, in the future
  await checkout.getByRole('radio', { name: 'Запланировать' }).check();
  await expect(checkout.getByLabel('Дата и время')).not.toHaveValue('');
  const summary = page.getByTestId('checkout-summary');
  await expect(summary.getByTestId('checkout-total')).toBeVisible();
  await summary.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page.getByText('Заказ успешно оформлен')).toBeVisible();
  const { addresses } = await call<{ addresses: { address: string }[] }>('GET', '/api/v1/customer/address/list');
  expect(addresses.map((a) => a.address).sort()).toEqual(['ул. Желтоксан 100, Алматы', 'пр. Абая 50, кв. 7'].sort());
  const { orders } = await call<{ orders: { schedule_at: string | null }[] }>(
    'GET',
    '/api/v1/customer/order/list?offset=1&limit=10&type=all',
  );
  expect(new Date(orders[0]!.schedule_at!).getTime()).toBeGreaterThan(Date.now());
});
