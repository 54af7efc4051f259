import { expect, type Page } from '@playwright/test';
import { chooseModule, expectMounted } from '../support/site';

/** The vehicle journey shared by both flavours' specs: the flavours differ only in their base path. */
export async function searchOffline(page: Page, flavour: 'rental' | 'carmarket'): Promise<void> {
  await chooseModule(page, flavour);
  await expectMounted(page, flavour);
  const box = page.getByTestId('vehicle-search-box');
  await box.getByRole('combobox', { name: 'Место подачи' }).fill('Площадь');
  await page.locator('.ant-select-item-option', { hasText: 'Площадь Республики' }).click();
  await box.getByRole('combobox', { name: 'Пункт назначения' }).fill('Аэропорт');
  await page.locator('.ant-select-item-option', { hasText: 'Аэропорт Алматы' }).click();
  // no directions service configured: the straight line (haversine, 6378137 m), km to 3 decimals
  await expect(box.getByTestId('trip-distance')).toHaveText(/^\d+\.\d{3} км/);
  await box.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(new RegExp(`/${flavour}/vehicle-search`));
  await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
}

export async function filterAndOpen(page: Page): Promise<void> {
  const before = await page.getByTestId('vehicle-card').count();
  await page.getByRole('combobox', { name: 'Коробка передач' }).click();
  await page.locator('.ant-select-item-option', { hasText: 'Автомат' }).click();
  await expect(page).toHaveURL(/transmission_type=automatic/);
  await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
  expect(await page.getByTestId('vehicle-card').count()).toBeLessThanOrEqual(before);
  await page.getByTestId('vehicle-card').first().getByRole('button', { name: /Быстрый просмотр/ }).click();
  await expect(page.getByTestId('vehicle-detail-modal')).toBeVisible();
}

export async function addAndExceed(page: Page): Promise<void> {
  const modal = page.getByTestId('vehicle-detail-modal');
  await modal.getByRole('button', { name: 'Арендовать этот автомобиль' }).click();
  await expect(modal.getByTestId('line-quantity')).toHaveText('1');
  // SPEC §5 message, ru: stepping past total_vehicle_count is refused
  const limit = page.getByText(/Нельзя добавить больше \d+ единиц этого автомобиля\./);
  for (let i = 0; i < 30 && (await limit.count()) === 0; i++) {
    await modal.getByRole('button', { name: /Ещё один/ }).click();
    await page.waitForTimeout(200);
  }
  await expect(limit.first()).toBeVisible();
  await page.keyboard.press('Escape');
}

export async function bookAsGuestAndCancel(page: Page, flavour: 'rental' | 'carmarket'): Promise<void> {
  await page.goto(`/${flavour}/checkout`);
  await page.getByTestId('guest-prompt').getByRole('button', { name: 'Гость' }).click();
  await page.getByLabel('Имя').fill('Гость Тестов');
  await page.getByLabel('Телефон').fill('+77001234567');
  await page.getByRole('button', { name: 'Забронировать' }).click();
  await expect(page).toHaveURL(/\/my-trips\?flavour=/);
  const details = page.getByTestId('trip-details');
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Отменить поездку' }).click();
  await page.getByLabel('Причина').fill('Планы изменились');
  await page.getByRole('dialog').getByRole('button', { name: 'Отменить поездку' }).click();
  await expect(details.getByText('Отменена').first()).toBeVisible();
}
