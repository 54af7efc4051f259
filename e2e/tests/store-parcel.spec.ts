import { expect, test } from '@playwright/test';
import { chooseModule, expectMounted } from '../support/site';
import { setAlmaty } from './store-flow';

/**
 * Parcel module (issue 6): choose the parcel module, fill sender and receiver, see the charge follow the category,
 * send it (cash on delivery) as a guest, track it by order id and the sender phone. Texts are ru (the default).
 */
test('a guest sends a parcel and tracks it', async ({ page }) => {
  await chooseModule(page, 'parcel');
  await expectMounted(page, 'store-modules');
  await setAlmaty(page);
  const home = page.getByTestId('parcel-home');
  await expect(home).toBeVisible();
  await expect(home.getByRole('heading', { level: 2, name: 'Посылки' })).toBeVisible();

  // the sender starts at the delivery location
  const sender = home.getByTestId('parcel-sender');
  await expect(sender.getByRole('combobox', { name: 'Адрес отправителя' })).toHaveValue('пр. Абая 50, Алматы');
  await sender.getByRole('textbox', { name: 'Имя отправителя' }).fill('Алия Отправитель');
  await sender.getByRole('textbox', { name: 'Телефон отправителя' }).fill('+7 701 555 1234');

  // the domain rules, in the form's order: the receiver's address comes first
  const send = home.getByRole('button', { name: 'Отправить посылку' });
  await send.click();
  await expect(home.getByTestId('parcel-error')).toHaveText('Получатель: Укажите адрес');

  const receiver = home.getByTestId('parcel-receiver');
  const to = receiver.getByRole('combobox', { name: 'Адрес получателя' });
  await to.fill('Медеу');
  await page.locator('.ant-select-item-option', { hasText: 'Медеу' }).first().click();
  await expect(to).toHaveValue(/Медеу/);
  await receiver.getByRole('textbox', { name: 'Имя получателя' }).fill('Ерлан Получатель');
  await receiver.getByRole('textbox', { name: 'Телефон получателя' }).fill('123');
  await send.click();
  await expect(home.getByTestId('parcel-error')).toHaveText('Получатель: Номер телефона — не меньше 10 цифр');
  await receiver.getByRole('textbox', { name: 'Телефон получателя' }).fill('+7 702 555 4321');
  await send.click();
  await expect(home.getByTestId('parcel-error')).toHaveText('Выберите категорию посылки');

  // the charge appears with a category and follows it
  const summary = home.getByTestId('parcel-summary');
  await expect(summary.getByText('Укажите оба адреса и категорию посылки, чтобы увидеть стоимость.')).toBeVisible();
  await home.getByRole('radio', { name: 'Большая коробка' }).check();
  const charge = summary.getByTestId('parcel-charge');
  await expect(charge).toBeVisible();
  await expect(summary.getByText(/\d+\.\d{3} км/)).toBeVisible();
  const large = await charge.innerText();
  await home.getByRole('radio', { name: 'Документы' }).check();
  await expect(charge).not.toHaveText(large);
  const documents = await charge.innerText();

  // place it: the server recomputes the same charge (a different one would be refused)
  await send.click();
  await expect(page.getByText('Заказ на доставку посылки оформлен')).toBeVisible();
  const idText = await page.getByText(/Номер заказа: \d+/).innerText();
  const orderId = /Номер заказа: (\d+)/.exec(idText)![1]!;
  await expect(page.getByText(/Номер заказа: \d+/)).toContainText(documents);

  // track it by order id and the sender phone
  await page.getByRole('button', { name: 'Отследить посылку' }).click();
  const track = page.getByTestId('track-order');
  await expect(track).toBeVisible();
  await expect(track.getByRole('spinbutton', { name: 'Номер заказа' })).toHaveValue(orderId);
  await track.getByRole('textbox', { name: 'Телефон' }).fill('+7 701 555 1234');
  await track.getByRole('button', { name: 'Отследить' }).click();
  const tracking = page.getByTestId('order-tracking');
  await expect(tracking).toBeVisible();
  await expect(tracking.getByText(`Заказ №${orderId}`)).toBeVisible();
  await expect(tracking.getByText('Ожидает').first()).toBeVisible();
  await expect(tracking.getByText(/Посылка: Документы/)).toBeVisible();
  // the charge, as the order's total (the receipt lines repeat it)
  await expect(tracking.getByTestId('checkout-total')).toHaveText(documents);
  const details = tracking.getByTestId('parcel-details');
  await expect(details).toContainText('пр. Абая 50, Алматы');
  await expect(details).toContainText('Алия Отправитель');
  await expect(details).toContainText('Ерлан Получатель');
  await expect(tracking.getByText(/Медеу/).first()).toBeVisible();

  // someone with another phone cannot see it
  await page.reload();
  await expect(track).toBeVisible();
  await track.getByRole('textbox', { name: 'Телефон' }).fill('+7 700 000 0000');
  await track.getByRole('button', { name: 'Отследить' }).click();
  await expect(track.getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('order-tracking')).toHaveCount(0);
});

test('/parcel opens the parcel form even when another module was selected', async ({ page }) => {
  await chooseModule(page, 'grocery');
  await expectMounted(page, 'store-modules');
  await page.goto('/parcel');
  await expect(page.getByTestId('parcel-home')).toBeVisible();
  // the choice is remembered, as the module picker's is: /home now shows the parcel form too
  await page.goto('/home');
  await expect(page.getByTestId('parcel-home')).toBeVisible();
});
