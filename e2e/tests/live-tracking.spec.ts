import { expect, test } from '@playwright/test';
import { chooseModule, operatorMove, placeCashOrder, signUpViaApi } from '../support/site';

test('a customer watching an order sees it move without reloading, with a toast each time', async ({ page }) => {
  const { token } = await signUpViaApi();
  const orderId = await placeCashOrder(token);
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
