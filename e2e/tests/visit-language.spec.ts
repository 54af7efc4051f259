import { expect, test, type Page } from '@playwright/test';
import { API, newCustomer, signUpViaApi } from './account-helpers';

/**
 * Issue 40.10: the language switch works every time. 30 switches in a row, as fast as a customer clicks: each one
 * opens the dialog, Yes reloads the page in the new language. And the rental booking page's "not enough vehicles"
 * warning keeps a readable width on a phone and on a desktop.
 */

const LANGS = [
  { code: 'ru', label: 'Русский', lang: 'ru', yes: 'Да', home: 'Главная' },
  { code: 'en', label: 'English', lang: 'en', yes: 'Yes', home: 'Home' },
  { code: 'kz', label: 'Қазақша', lang: 'kk', yes: 'Иә', home: 'Басты бет' },
] as const;

async function switchTo(page: Page, from: (typeof LANGS)[number], to: (typeof LANGS)[number]): Promise<void> {
  await page.getByRole('banner').getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: to.label }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: from.yes, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to.lang);
  await expect(page.getByRole('banner').getByRole('link', { name: to.home, exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('the language switch works 30 times in a row', async ({ page }) => {
  test.setTimeout(600_000);
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  for (let i = 0; i < 30; i++) {
    const from = LANGS[i % 3]!;
    const to = LANGS[(i + 1) % 3]!;
    await test.step(`switch ${i + 1}: ${from.code} → ${to.code}`, () => switchTo(page, from, to));
  }
  expect(await page.evaluate(() => localStorage.getItem('language-setting'))).toBe('ru');
});

/** Every unit of an hourly vehicle booked by others for one morning; this customer's cart wants the same morning. */
async function refusedBooking(page: Page): Promise<void> {
  const res = await page.request.get(`${API}/api/v1/rental/vehicle/search`, { params: { offset: 1, limit: 100 } });
  const vehicles = (
    (await res.json()) as { vehicles: { id: number; total_vehicle_count: number; trip_hourly: number }[] }
  ).vehicles;
  const vehicle = vehicles.find((v) => v.trip_hourly === 1)!;
  // a morning of its own, far from every other test's (and from an earlier run on the same data)
  const day = `2032-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;
  const call = async (token: string, path: string, data: Record<string, unknown>) => {
    const r = await page.request.post(`${API}/api/v1/rental${path}`, {
      headers: { Authorization: `Bearer ${token}` },
      data,
    });
    expect(r.ok()).toBeTruthy();
  };
  const fill = (token: string) =>
    call(token, '/user/cart/add-to-cart', {
      vehicle_id: vehicle.id,
      pickup_location: { location_name: 'Алматы, Абая 1', lat: 43.238, lng: 76.945 },
      rental_type: 'hourly',
      estimated_hours: 3,
      pickup_time: `${day} 10:00`,
    });
  for (let i = 0; i < vehicle.total_vehicle_count; i++) {
    const { token } = await signUpViaApi(page, newCustomer());
    await fill(token);
    await call(token, '/user/trip/trip-booking', { payment_method: 'cash_on_delivery' });
  }
  const { token } = await signUpViaApi(page, newCustomer());
  await fill(token);
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
}

const BOOKING = {
  ru: {
    book: 'Забронировать',
    warning: 'На время вашей поездки свободных автомобилей не хватает',
    changeTime: 'Изменить время подачи',
  },
  en: {
    book: 'Book now',
    warning: 'Not enough vehicles are free for your trip time',
    changeTime: 'Change pickup time',
  },
} as const;

test('the "not enough vehicles" warning keeps a readable width on a phone, a tablet and a desktop, ru and en', async ({
  page,
}) => {
  await refusedBooking(page);
  for (const [lang, w] of Object.entries(BOOKING)) {
    await page.addInitScript((l) => localStorage.setItem('language-setting', l), lang);
    for (const width of [320, 390, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/rental/checkout');
      await expect(page.getByTestId('vehicle-checkout').getByTestId('trip-cart')).toBeVisible();
      await page.getByRole('button', { name: w.book }).click();
      const warning = page.getByTestId('vehicle-unavailable');
      await expect(warning).toContainText(w.warning);
      const box = (await warning.boundingBox())!;
      const title = warning.getByText(w.warning);
      const words = (await title.boundingBox())!;
      const lineHeight = await title.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      const buttons = (await warning.getByRole('button', { name: w.changeTime }).boundingBox())!;
      const at = `${lang} at ${width}px`;
      // the words take most of the warning's width (not a column beside the buttons) and keep several words a line
      // (the sentence has 8 or 9: squeezed, it took as many lines) …
      expect(words.width, at).toBeGreaterThan(box.width * 0.55);
      expect(Math.round(words.height / lineHeight), `lines ${at}`).toBeLessThanOrEqual(5);
      // … and the buttons come under them
      expect(buttons.y, at).toBeGreaterThanOrEqual(words.y + words.height - 1);
    }
  }
});
