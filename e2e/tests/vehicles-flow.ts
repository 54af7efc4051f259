import { expect, test, type Locator, type Page } from '@playwright/test';
import { API, chooseModule, expectMounted, pageIdentity, signUpViaApi } from '../support/site';

/**
 * The vehicle journeys, written once for both flavours: each flavour's spec only calls `vehicleSpecs(flavour)`.
 * The flavours differ in their base path and in the API's field names (trip_* vs order_*).
 */
export type FlavourKey = 'rental' | 'carmarket';

interface ApiVehicle {
  id: number;
  name: string;
  total_vehicle_count: number;
  provider: { id: number; name: string };
  trip_hourly?: number;
  trip_distance?: number;
  order_hourly?: number;
  order_distance?: number;
}
interface ApiCart {
  carts: { id: number; quantity: number; vehicle_id: number; provider_id: number }[];
  user_data: { estimated_hours: number; rental_type?: string | null; carmarket_type?: string | null } | null;
}

const typeField = (f: FlavourKey) => (f === 'rental' ? 'rental_type' : 'carmarket_type');
const offers = (f: FlavourKey, v: ApiVehicle) => ({
  hourly: (f === 'rental' ? v.trip_hourly : v.order_hourly) === 1,
  distance: (f === 'rental' ? v.trip_distance : v.order_distance) === 1,
});

async function allVehicles(page: Page, f: FlavourKey): Promise<ApiVehicle[]> {
  const res = await page.request.get(`${API}/api/v1/${f}/vehicle/search`, { params: { offset: 1, limit: 100 } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { vehicles: ApiVehicle[] }).vehicles;
}

/** The cart as the API holds it for whoever the page is (token, else guest id): the ground truth for No/Yes. */
async function cartOf(page: Page, f: FlavourKey): Promise<ApiCart> {
  const who = await pageIdentity(page);
  const res = await page.request.get(`${API}/api/v1/${f}/user/cart/list`, {
    params: who.token ? {} : { guest_id: who.guest ?? '' },
    headers: who.token ? { Authorization: `Bearer ${who.token}` } : {},
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as ApiCart;
}

/** Opens the first vehicle card's quick view; its modal. */
export async function openQuickView(page: Page): Promise<Locator> {
  await page
    .getByTestId('vehicle-card')
    .first()
    .getByRole('button', { name: /Быстрый просмотр/ })
    .click();
  return page.getByTestId('vehicle-detail-modal');
}

export async function searchOffline(page: Page, flavour: FlavourKey): Promise<void> {
  await chooseModule(page, flavour);
  await expectMounted(page, flavour);
  const box = page.getByTestId('vehicle-search-box');
  await box.getByRole('combobox', { name: 'Место подачи' }).fill('Площадь');
  await page.getByRole('option', { name: 'Площадь Республики' }).first().click();
  await box.getByRole('combobox', { name: 'Пункт назначения' }).fill('Аэропорт');
  await page.getByRole('option', { name: 'Аэропорт Алматы' }).first().click();
  // no directions service configured: the straight line (haversine, 6378137 m), km to 3 decimals
  await expect(box.getByTestId('trip-distance')).toHaveText(/^\d+\.\d{3} км/);
  await box.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(new RegExp(`/${flavour}/vehicle-search`));
  // the home's own cards stay on screen while the search page's chunk loads (a router transition): wait for the
  // results of the search page itself
  await expect(page.getByTestId('vehicle-search-page').getByTestId('vehicle-card').first()).toBeVisible();
}

export async function filterAndOpen(page: Page): Promise<void> {
  const cards = page.getByTestId('vehicle-search-page').getByTestId('vehicle-card');
  const before = await cards.count();
  await page.getByRole('combobox', { name: 'Коробка передач' }).selectOption({ label: 'Автомат' });
  await expect(page).toHaveURL(/transmission_type=automatic/);
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(before);
  await expect(await openQuickView(page)).toBeVisible();
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

/** Set the search box (on the search page) to a trip type and, for hourly, a duration. */
async function setSearch(page: Page, flavour: FlavourKey, type: 'hourly' | 'distance', hours?: number): Promise<void> {
  await page.goto(`/${flavour}/vehicle-search?all_category=1`);
  const box = page.getByTestId('vehicle-search-box');
  await box.getByText(type === 'hourly' ? 'Почасово' : 'По расстоянию', { exact: true }).click();
  if (hours !== undefined) {
    const duration = box.getByRole('spinbutton', { name: 'Длительность' });
    await duration.fill(String(hours));
    await duration.blur();
    await expect(duration).toHaveValue(String(hours));
  }
}

async function openVehicle(page: Page, flavour: FlavourKey, v: ApiVehicle) {
  await page.goto(`/${flavour}/vehicle-details/${v.id}`);
  const bar = page.getByTestId('vehicle-details-page').getByTestId('add-to-cart-bar').first();
  await expect(bar).toBeVisible();
  return bar;
}

async function rent(page: Page, flavour: FlavourKey, v: ApiVehicle): Promise<void> {
  const bar = await openVehicle(page, flavour, v);
  await bar.getByRole('button', { name: 'Арендовать этот автомобиль' }).click();
}

/**
 * SPEC §4 in order, each dialog answered No (the cart is unchanged) and then Yes (the cart changes):
 * another provider → conflict modal; hourly with another duration → change-duration dialog; another trip
 * type → change-trip-type dialog, whose Yes finds a vehicle lacking that type → Trip Vehicle List → Remove & Continue.
 */
export async function conflictDialogs(page: Page, flavour: FlavourKey): Promise<void> {
  const start = await cartOf(page, flavour);
  expect(start.carts.length).toBeGreaterThan(0);
  const vehicles = await allVehicles(page, flavour);
  // a provider other than the cart's with a vehicle offering both types, one only hourly and one only by distance
  const byProvider = new Map<number, ApiVehicle[]>();
  for (const v of vehicles) byProvider.set(v.provider.id, [...(byProvider.get(v.provider.id) ?? []), v]);
  let pick: { both: ApiVehicle; hourlyOnly: ApiVehicle; distanceOnly: ApiVehicle } | null = null;
  for (const [providerId, list] of byProvider) {
    if (providerId === start.carts[0]!.provider_id) continue;
    const both = list.find((v) => offers(flavour, v).hourly && offers(flavour, v).distance);
    const hourlyOnly = list.find((v) => offers(flavour, v).hourly && !offers(flavour, v).distance);
    const distanceOnly = list.find((v) => !offers(flavour, v).hourly && offers(flavour, v).distance);
    if (both && hourlyOnly && distanceOnly) {
      pick = { both, hourlyOnly, distanceOnly };
      break;
    }
  }
  if (!pick) throw new Error(`the ${flavour} demo data has no provider with hourly-only and distance-only vehicles`);
  const { both, hourlyOnly, distanceOnly } = pick;
  const yes = (d: ReturnType<Page['getByRole']>) => d.getByRole('button', { name: 'Да' }).click();
  const no = (d: ReturnType<Page['getByRole']>) => d.getByRole('button', { name: 'Нет' }).click();

  // 1. another provider (search: hourly, 1 h)
  await setSearch(page, flavour, 'hourly', 1);
  await rent(page, flavour, both);
  const provider = page.getByRole('dialog', { name: 'Другой поставщик' });
  await expect(provider).toContainText(
    'Выбор автомобиля другого партнёра удалит все автомобили из корзины и добавит новый.',
  );
  await no(provider);
  await expect(provider).toBeHidden();
  expect((await cartOf(page, flavour)).carts.map((l) => l.vehicle_id)).toEqual(start.carts.map((l) => l.vehicle_id));
  await page.getByRole('button', { name: 'Арендовать этот автомобиль' }).first().click();
  await yes(provider);
  await expect(page.getByTestId('vehicle-details-page').getByTestId('line-quantity').first()).toHaveText('1');
  let cart = await cartOf(page, flavour);
  expect(cart.carts.map((l) => l.vehicle_id)).toEqual([both.id]);
  expect(cart.user_data?.estimated_hours).toBe(1);

  // 2. same provider, hourly, another duration
  await setSearch(page, flavour, 'hourly', 3);
  await rent(page, flavour, hourlyOnly);
  const duration = page.getByRole('dialog', { name: 'Изменить длительность поездки' });
  await expect(duration).toBeVisible();
  await no(duration);
  await expect(duration).toBeHidden();
  cart = await cartOf(page, flavour);
  expect(cart.carts.map((l) => l.vehicle_id)).toEqual([both.id]);
  expect(cart.user_data?.estimated_hours).toBe(1);
  await page.getByRole('button', { name: 'Арендовать этот автомобиль' }).first().click();
  await yes(duration);
  await expect(page.getByTestId('vehicle-details-page').getByTestId('line-quantity').first()).toHaveText('1');
  cart = await cartOf(page, flavour);
  expect(cart.carts.map((l) => l.vehicle_id).sort()).toEqual([both.id, hourlyOnly.id].sort());
  expect(cart.user_data?.estimated_hours).toBe(3);

  // 3. another trip type: No keeps hourly; Yes → the hourly-only vehicle is listed → Remove & Continue
  await setSearch(page, flavour, 'distance');
  await rent(page, flavour, distanceOnly);
  const tripType = page.getByRole('dialog', { name: 'Изменить тип поездки' });
  await expect(tripType).toBeVisible();
  await no(tripType);
  await expect(tripType).toBeHidden();
  cart = await cartOf(page, flavour);
  expect(cart.user_data?.[typeField(flavour)]).toBe('hourly');
  expect(cart.carts).toHaveLength(2);
  await page.getByRole('button', { name: 'Арендовать этот автомобиль' }).first().click();
  await yes(tripType);
  const list = page.getByRole('dialog', { name: 'Список автомобилей поездки' });
  await expect(list).toContainText('Эти автомобили недоступны для выбранного типа поездки и будут удалены из корзины.');
  await expect(list).toContainText(hourlyOnly.name);
  await list.getByRole('button', { name: 'Удалить и продолжить' }).click();
  await expect(list).toBeHidden();
  await expect(page.getByTestId('vehicle-details-page').getByTestId('line-quantity').first()).toHaveText('1');
  cart = await cartOf(page, flavour);
  expect(cart.user_data?.[typeField(flavour)]).toBe('distance_wise');
  expect(cart.carts.map((l) => l.vehicle_id).sort()).toEqual([both.id, distanceOnly.id].sort());
}

async function cancelOpenTrip(page: Page): Promise<void> {
  const details = page.getByTestId('trip-details');
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Отменить поездку' }).click();
  const dialog = page.getByRole('dialog', { name: /Отменить эту поездку/ });
  await dialog.getByLabel('Причина').fill('Планы изменились');
  await dialog.getByRole('button', { name: 'Отменить поездку' }).click();
  await expect(dialog).toBeHidden();
  await expect(details.getByText('Отменена').first()).toBeVisible();
}

export async function bookAsGuestAndCancel(page: Page, flavour: FlavourKey): Promise<void> {
  await page.goto(`/${flavour}/checkout`);
  await page.getByTestId('guest-prompt').getByRole('button', { name: 'Гость' }).click();
  await page.getByLabel('Имя').fill('Гость Тестов');
  await page.getByLabel('Телефон').fill('+77001234567');
  await page.getByRole('button', { name: 'Забронировать' }).click();
  // a guest has no trip history: Track Trip follows the new trip
  await expect(page).toHaveURL(/\/track-order\?trip_id=\d+/);
  await cancelOpenTrip(page);
}

/** A signed-in customer: token from the API's sign-up in localStorage before load, book, My Trips lists it, cancel. */
export async function bookSignedInAndCancel(page: Page, flavour: FlavourKey): Promise<void> {
  const { token } = await signUpViaApi();
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  await searchOffline(page, flavour);
  const modal = await openQuickView(page);
  await modal.getByRole('button', { name: 'Арендовать этот автомобиль' }).click();
  await expect(modal.getByTestId('line-quantity')).toHaveText('1');
  await page.keyboard.press('Escape');

  await page.goto(`/${flavour}/checkout`);
  await expect(page.getByTestId('vehicle-checkout').getByTestId('trip-cart')).toBeVisible();
  await expect(page.getByTestId('guest-prompt')).toHaveCount(0);
  await expect(page.getByLabel('Имя')).toHaveCount(0);
  await page.getByRole('button', { name: 'Забронировать' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-trips\\?flavour=${flavour}&trip_id=(\\d+)`));
  const tripId = /trip_id=(\d+)/.exec(page.url())![1]!;
  const row = page.getByTestId('trip-row').filter({ hasText: `№${tripId} ` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Ожидает');
  await cancelOpenTrip(page);
  await expect(row).toContainText('Отменена');
}

/**
 * Every unit of a vehicle is booked by other customers for a time (through the API): this customer's checkout shows
 * the refusal with its two ways out; another pickup time books. Everyone's trip is cancelled afterwards.
 */
export async function refusedThenAnotherTime(page: Page, flavour: FlavourKey): Promise<void> {
  const vehicle = (await allVehicles(page, flavour)).find((v) => offers(flavour, v).hourly)!;
  // a day of its own per flavour, far from the other tests' "tomorrow"
  const day = flavour === 'rental' ? '2031-03-10' : '2031-03-11';
  const paths =
    flavour === 'rental'
      ? { book: '/user/trip/trip-booking', cancel: '/user/trip/cancel-trip' }
      : { book: '/user/order/order-booking', cancel: '/user/order/cancel-order' };
  const call = async (token: string, method: 'POST' | 'PUT', path: string, data: Record<string, unknown>) => {
    const res = await page.request.fetch(`${API}/api/v1/${flavour}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      data,
    });
    expect(res.ok()).toBeTruthy();
    return (await res.json()) as { id: number };
  };
  const fill = (token: string) =>
    call(token, 'POST', '/user/cart/add-to-cart', {
      vehicle_id: vehicle.id,
      pickup_location: { location_name: 'Алматы, Абая 1', lat: 43.238, lng: 76.945 },
      [typeField(flavour)]: 'hourly',
      estimated_hours: 3,
      pickup_time: `${day} 10:00`,
    });
  const others: { token: string; id: number }[] = [];
  for (let i = 0; i < vehicle.total_vehicle_count; i++) {
    const { token } = await signUpViaApi();
    await fill(token);
    others.push({ token, id: (await call(token, 'POST', paths.book, { payment_method: 'cash_on_delivery' })).id });
  }
  const { token } = await signUpViaApi();
  await fill(token);
  await page.addInitScript((t) => localStorage.setItem('token', t), token);

  await page.goto(`/${flavour}/checkout`);
  await expect(page.getByTestId('vehicle-checkout').getByTestId('trip-cart')).toBeVisible();
  await page.getByRole('button', { name: 'Забронировать' }).click();
  const refusal = page.getByTestId('vehicle-unavailable');
  await expect(refusal).toContainText('На время вашей поездки свободных автомобилей не хватает');
  await expect(refusal).toContainText(`свободно 0, нужно 1`);
  await expect(refusal.getByRole('button', { name: 'Выбрать другой автомобиль' })).toBeVisible();
  await refusal.getByRole('button', { name: 'Изменить время подачи' }).click();
  const dialog = page.getByRole('dialog', { name: 'Изменить поездку' });
  await dialog.getByLabel('Время подачи').fill(`${day}T13:00`);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(refusal).toBeHidden();
  await page.getByRole('button', { name: 'Забронировать' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-trips\\?flavour=${flavour}&trip_id=\\d+`));
  await cancelOpenTrip(page);
  for (const o of others) await call(o.token, 'PUT', paths.cancel, { trip_id: o.id, reason: 'e2e' });
}

/** The tests of one flavour; vehicles-rental.spec.ts and vehicles-carmarket.spec.ts each call this once. */
export function vehicleSpecs(flavour: FlavourKey): void {
  test.describe.configure({ timeout: 180_000 });

  test(`${flavour}: search offline, filter, open, add, exceed the count, the three conflict dialogs, book as a guest, cancel`, async ({
    page,
  }) => {
    await searchOffline(page, flavour);
    await filterAndOpen(page);
    await addAndExceed(page);
    await conflictDialogs(page, flavour);
    await bookAsGuestAndCancel(page, flavour);
  });

  test(`${flavour}: a signed-in customer books, sees the trip in My Trips, cancels it`, async ({ page }) => {
    await bookSignedInAndCancel(page, flavour);
  });

  test(`${flavour}: a vehicle booked out for the time is refused at checkout; another time books`, async ({ page }) => {
    await refusedThenAnotherTime(page, flavour);
  });
}
