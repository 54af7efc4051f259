import { expect, test } from '@playwright/test';
import { expectMounted } from '../support/site';

/** Store and delivery-man applications: the same person fields, each form's own fields, the rules' messages. */
for (const { path, title, own } of [
  { path: '/store-registration', title: 'Регистрация магазина', own: 'Название магазина' },
  { path: '/deliveryman-registration', title: 'Регистрация курьера', own: 'Номер документа' },
]) {
  test(`${path}: the form with its person fields; an empty submit shows the rules' messages`, async ({ page }) => {
    await page.goto(path);
    await expectMounted(page, 'account');
    const form = page.getByRole('form', { name: title });
    for (const label of ['Имя', 'Фамилия', 'E-mail', 'Телефон', 'Пароль', own])
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    await page.getByTestId('registration-submit').click();
    await expect(form.getByText('Введите имя')).toBeVisible();
  });
}
