import { expect, test, type Locator, type Page } from '@playwright/test';
import { API, signUpViaApi } from '../support/site';
import { addToCart, openItem, openStoreFromHome, startIn, storeByName } from './store-flow';

/**
 * Whole customer journeys across apps (issue 22): carts kept at sign-in whichever app is on screen, and the header's
 * cart opening the cart of the page the customer is on — from a direct link, before any module is picked.
 */
type Flavour = 'rental' | 'carmarket';

interface ApiVehicle {
  id: number;
  name: string;
  trip_hourly?: number;
  trip_distance?: number;
  order_hourly?: number;
  order_distance?: number;
}

/** A vehicle offering both pricing types, so it suits the search's default trip type in either flavour. */
async function aVehicle(flavour: Flavour): Promise<ApiVehicle> {
  const res = await fetch(`${API}/api/v1/${flavour}/vehicle/search?offset=1&limit=100`);
  const { vehicles } = (await res.json()) as { vehicles: ApiVehicle[] };
  const both = vehicles.find((v) =>
    flavour === 'rental'
      ? v.trip_hourly === 1 && v.trip_distance === 1
      : v.order_hourly === 1 && v.order_distance === 1,
  );
  if (!both) throw new Error(`no ${flavour} vehicle with both pricing types in the demo data`);
  return both;
}

/** The search box's words in the page's language (the demo places have ru and en names). */
const SEARCH = {
  ru: {
    pickup: 'Место подачи',
    destination: 'Пункт назначения',
    submit: 'Найти',
    from: 'Площадь',
    fromPlace: 'Площадь Республики',
    to: 'Аэропорт',
    toPlace: 'Аэропорт Алматы',
    rent: 'Арендовать этот автомобиль',
  },
  en: {
    pickup: 'Pickup location',
    destination: 'Destination',
    submit: 'Search',
    from: 'Republic',
    fromPlace: 'Republic Square',
    to: 'Airport',
    toPlace: 'Almaty Airport',
    rent: 'Rent This Car',
  },
} as const;

/**
 * The flavour's search page opened from its link (a direct load, whatever module was picked before): a trip from
 * Republic Square to the airport, then the vehicle's own page opened from its link, and Rent This Car.
 */
async function rentFromItsPage(page: Page, flavour: Flavour, v: ApiVehicle, lang: keyof typeof SEARCH): Promise<void> {
  const w = SEARCH[lang];
  await page.goto(`/${flavour}/vehicle-search?all_category=1`);
  const box = page.getByTestId('vehicle-search-box');
  await box.getByRole('combobox', { name: w.pickup }).fill(w.from);
  await page.getByRole('option', { name: w.fromPlace }).first().click();
  await box.getByRole('combobox', { name: w.destination }).fill(w.to);
  await page.getByRole('option', { name: w.toPlace }).first().click();
  await box.getByRole('button', { name: w.submit }).click();
  await expect(page.getByTestId('vehicle-search-page').getByTestId('vehicle-card').first()).toBeVisible();
  await page.goto(`/${flavour}/vehicle-details/${v.id}`);
  const details = page.getByTestId('vehicle-details-page');
  await expect(details.getByRole('heading', { name: v.name })).toBeVisible();
  await details.getByRole('button', { name: w.rent }).first().click();
  await expect(details.getByTestId('line-quantity').first()).toHaveText('1');
}

/** The header's cart button, then the drawer it opened, found by its title. */
async function openHeaderCart(page: Page, cartLabel: string, title: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: cartLabel, exact: true }).click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByText(title, { exact: true }) });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe('a guest’s carts survive signing in', () => {
  test('ru: store cart, trip cart and car-market cart → Checkout → Login → all three are the account’s', async ({
    page,
  }) => {
    const customer = await signUpViaApi();
    const rentalCar = await aVehicle('rental');
    const marketCar = await aVehicle('carmarket');

    // a grocery line, through the store's pages
    await startIn(page, 'grocery');
    await openStoreFromHome(page, 'Маркет «Свежее»');
    await addToCart(page, await openItem(page, 'Сыр Российский'));

    // a rental and a car-market vehicle, each from its page opened directly (the grocery module stays selected)
    await rentFromItsPage(page, 'rental', rentalCar, 'ru');
    const tripCart = await openHeaderCart(page, 'Корзина', 'Корзина поездки');
    await expect(tripCart.getByText(rentalCar.name).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await rentFromItsPage(page, 'carmarket', marketCar, 'ru');

    // back to the store: its cart → Checkout → the guest prompt → Login
    const store = await storeByName('grocery', 'Маркет «Свежее»');
    await page.goto(
      `/store/${store.id}?module_id=${store.module_id}&module_type=grocery&store_zone_id=${store.zone_id}`,
    );
    const cart = await openHeaderCart(page, 'Корзина', 'Корзина');
    await expect(cart.getByText('Сыр Российский').first()).toBeVisible();
    await cart.getByRole('button', { name: 'Оформить заказ' }).click();
    const prompt = page.getByRole('dialog', { name: 'Как вы хотите продолжить?' });
    await prompt.getByRole('button', { name: 'Войти', exact: true }).click();
    const form = page.getByRole('form', { name: 'Войти' });
    await form.getByLabel('E-mail или телефон').fill(customer.email);
    await form.getByLabel('Пароль').fill(customer.password);
    await form.getByRole('button', { name: 'Войти' }).click();

    // checkout opens on the guest's line, now the customer's
    await expect(page).toHaveURL(/\/checkout\?page=cart/);
    await expect(page.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
    await expect(page.getByTestId('checkout-summary').getByTestId('checkout-total')).toBeVisible();
    await expect(page.getByText('Ваша корзина пуста')).toHaveCount(0);
    await expect(page.getByTestId('profile-menu')).toBeVisible();
    await expect((await openHeaderCart(page, 'Корзина', 'Корзина')).getByText('Сыр Российский').first()).toBeVisible();
    await page.keyboard.press('Escape');

    // both trip carts moved too, though no vehicle app was on screen at sign-in
    await page.goto(`/rental/vehicle-details/${rentalCar.id}`);
    await expect(
      (await openHeaderCart(page, 'Корзина', 'Корзина поездки')).getByText(rentalCar.name).first(),
    ).toBeVisible();
    await page.goto(`/carmarket/vehicle-details/${marketCar.id}`);
    await expect(
      (await openHeaderCart(page, 'Корзина', 'Корзина автомаркета')).getByText(marketCar.name).first(),
    ).toBeVisible();

    // on a page of another app the header still counts the store cart's line
    await page.goto('/settings');
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Корзина', exact: true }),
    ).toHaveAccessibleDescription('1');

    // the API agrees: the account holds all three
    const auth = { headers: { Authorization: `Bearer ${customer.token}` } };
    const storeLines = (await (await fetch(`${API}/api/v1/customer/cart/list`, auth)).json()) as unknown[];
    expect(storeLines).toHaveLength(1);
    for (const f of ['rental', 'carmarket'] as const) {
      const trip = (await (await fetch(`${API}/api/v1/${f}/user/cart/list`, auth)).json()) as { carts: unknown[] };
      expect(trip.carts).toHaveLength(1);
    }
  });

  test('en: a trip cart filled as a guest is kept by a sign-up made on a store page', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language-setting', 'en'));
    const car = await aVehicle('rental');
    await rentFromItsPage(page, 'rental', car, 'en');
    await page.goto('/categories');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await page.getByTestId('to-sign-up').click();
    const n = `${Date.now()}`.slice(-7);
    const form = page.getByRole('form', { name: 'Sign Up' });
    await form.getByLabel('Name').fill('Journey Customer');
    await form.getByLabel('Email').fill(`journey${n}@mail.kz`);
    await form.getByLabel('Phone').fill(`+7706${n}`);
    await form.getByLabel('Password', { exact: true }).fill('secret123');
    await form.getByLabel('Confirm Password').fill('secret123');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByTestId('profile-menu')).toBeVisible();
    await page.goto(`/rental/vehicle-details/${car.id}`);
    await expect((await openHeaderCart(page, 'Cart', 'Trip Cart')).getByText(car.name).first()).toBeVisible();
  });
});

test.describe('the header’s cart opens the cart of the page on screen', () => {
  const cases = [
    {
      lang: 'ru',
      cart: 'Корзина',
      store: 'Корзина',
      trip: 'Корзина поездки',
      market: 'Корзина автомаркета',
      empty: /пуста/,
    },
    { lang: 'en', cart: 'Cart', store: 'Shopping Cart', trip: 'Trip Cart', market: 'Car market cart', empty: /empty/ },
    { lang: 'kz', cart: 'Себет', store: 'Себет', trip: 'Сапар себеті', market: 'Автомаркет себеті', empty: /бос/ },
  ] as const;
  for (const c of cases) {
    test(`${c.lang}: module picker, rental, car market, store and account routes, each loaded directly`, async ({
      page,
    }) => {
      await page.addInitScript((lng) => localStorage.setItem('language-setting', lng), c.lang);
      const routes: { path: string; title: string }[] = [
        // before any module is picked: the store cart, translated (no raw keys)
        { path: '/home', title: c.store },
        { path: '/rental/vehicle-search?all_category=1', title: c.trip },
        { path: '/carmarket/vehicle-search?all_category=1', title: c.market },
        { path: '/categories', title: c.store },
        { path: '/settings', title: c.store },
      ];
      for (const r of routes) {
        await page.goto(r.path);
        const drawer = await openHeaderCart(page, c.cart, r.title);
        await expect(drawer.getByText(c.empty).first()).toBeVisible();
        await expect(drawer).not.toContainText(/cartTitle|cart\.empty|continueShopping/);
      }
    });
  }

  test('ru: moving between apps in one tab switches the cart with the route', async ({ page }) => {
    await page.goto('/rental/vehicle-search?all_category=1');
    await openHeaderCart(page, 'Корзина', 'Корзина поездки');
    await page.keyboard.press('Escape');
    // a link to another app's route, followed without a reload
    await page.getByRole('contentinfo').getByRole('link', { name: 'О нас' }).click();
    await expect(page).toHaveURL(/\/about-us/);
    await openHeaderCart(page, 'Корзина', 'Корзина');
  });
});
