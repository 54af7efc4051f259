import { expect, test, type Page } from '@playwright/test';
import { API, signUpViaApi } from '../support/site';

/**
 * One language at a time (issue 23): the storefront's routes, signed out and signed in, in ru, kz and en show
 * no raw translation key and no sentence of another language — API messages and catalog data included: the
 * product page with its variations, a cart with variations (drawer and checkout), order tracking, the car market
 * and the parcel pages too.
 *
 * Left as they are on purpose (brand and proper names, addresses): store, provider, brand and vehicle model names,
 * street addresses, e-mail addresses and links, the business name "Mart", currency and unit symbols, and the customer's
 * own name.
 */
type Lang = 'ru' | 'kz' | 'en';
type Module = { id: number; module_type: string };
const ALMATY = { address: 'пр. Абая 50, Алматы', lat: 43.238949, lng: 76.889709 };

async function json<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${API}${path}`, { headers: { Accept: 'application/json', ...headers } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

async function prepare(
  page: Page,
  lang: Lang,
  module: Module | null,
  who: { token?: string; guestId?: string } = {},
): Promise<void> {
  // the module as it was picked before a language switch: named in Russian (the shell renames it in `lang`)
  const zone = await json<{ zone_ids: number[] }>(`/api/v1/config/get-zone-id?lat=${ALMATY.lat}&lng=${ALMATY.lng}`);
  const entries: [string, string][] = [
    ['language-setting', lang],
    ['location', JSON.stringify({ ...ALMATY, zoneIds: zone.zone_ids })],
  ];
  if (module) entries.push(['module', JSON.stringify(module)]);
  if (who.token) entries.push(['token', who.token]);
  if (who.guestId) entries.push(['guest_id', who.guestId]);
  await page.addInitScript((kv) => {
    for (const [k, v] of kv) localStorage.setItem(k, v);
  }, entries);
}

/** Proper names the page may show in any language (see the header comment); data from the API, plus fixed ones. */
async function properNames(): Promise<string[]> {
  const names = new Set([
    ALMATY.address,
    'E2E Customer',
    'E2E',
    'Mart',
    'Google',
    'Facebook',
    'Apple',
    'Instagram',
    'Twitter',
    'LinkedIn',
    // the footer's social links and app badges carry the services' own names
    'instagram',
    'facebook',
    'twitter',
    'linkedin',
    'Google Play',
    'App Store',
    'AMOLED',
    // the about page credits the demo pictures' emoji set by its own name
    'Fluent Emoji',
    'Microsoft',
  ]);
  for (const lang of ['ru', 'en', 'kz']) {
    const modules = await json<Module[]>('/api/v1/module');
    for (const m of modules) {
      const { stores } = await json<{ stores: { name: string; address: string }[] }>(
        '/api/v1/stores/get-stores/all?offset=1&limit=100',
        { moduleId: String(m.id), 'X-localization': lang },
      );
      for (const s of stores) names.add(s.name).add(s.address);
    }
    for (const flavour of ['rental', 'carmarket']) {
      const { vehicles } = await json<{ vehicles: { name: string; brand: { name: string } }[] }>(
        `/api/v1/${flavour}/vehicle/search?offset=1&limit=100`,
        { 'X-localization': lang },
      );
      for (const v of vehicles) names.add(v.name).add(v.brand.name);
    }
  }
  return [...names].filter(Boolean).sort((a, b) => b.length - a.length);
}

const CYRILLIC_WORD = /[А-Яа-яЁёӘәҒғҚқҢңӨөҰұҮүҺһІі]{2,}/g;
const LATIN_WORD = /\b[A-Za-z]{2,}\b/g;
// an i18n key left raw: namespace.key or section.camelKey (not an e-mail address or a host name)
const RAW_KEY = /(?<![@\w.])[a-z]+(?:\.[a-z][A-Za-z0-9_]*)+(?![\w@])/g;
/** Latin words Russian and Kazakh write as they are: "E-mail", Latin abbreviations. */
// AM/PM: SPEC §9 writes pickup times 'YYYY-MM-DD hh:mm AM/PM' in every language
const SHARED_WORDS = new Set(['mail', 'AM', 'PM']);
/** Codes and abbreviations (a coupon code, "GB", "OTP") are no words of a language. */
const CODE = /^[A-Z0-9]+$/;
const HOST = /\.(example|com|kz|ru|org|net|svg|png|jpg)$/;

/** Lines of the visible page that break the one-language rule. */
async function problems(page: Page, lang: Lang, names: string[]): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const found: string[] = [];
  for (const raw of text.split('\n')) {
    let line = raw.trim();
    // the XSS test's hostile fixture rows (quality-xss.spec.ts) are no catalog content of any language
    if (!line || line.includes('XSS probe')) continue;
    for (const key of line.match(RAW_KEY) ?? []) if (!HOST.test(key)) found.push(`raw key "${key}" in "${line}"`);
    for (const name of names) line = line.split(name).join(' ');
    line = line.replace(/\S+@\S+|https?:\/\/\S+/g, ' '); // e-mail addresses and links
    const foreign = lang === 'en' ? (line.match(CYRILLIC_WORD) ?? []) : (line.match(LATIN_WORD) ?? []);
    // any word of the other script: a unit ("20-30 min") or a lone type ("sedan") counts as much as a sentence
    if (foreign.some((word) => !SHARED_WORDS.has(word) && !CODE.test(word)))
      found.push(`${lang} page shows "${raw.trim()}"`);
  }
  return found;
}

/** The Classic burger of the all-day burger place, with both its variation groups chosen by id. */
const BURGER_LINE = {
  quantity: 1,
  variation: [
    { id: 'size', values: { ids: ['large'] } },
    { id: 'sauces', values: { ids: ['cheese'] } },
  ],
};

async function post<T>(path: string, body: unknown, headers: Record<string, string>): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A cart holding the burger with its variations; for a customer, also a placed order to track. */
async function fillCart(burgerId: number, who: { token?: string; guestId?: string }): Promise<void> {
  const headers: Record<string, string> = who.token
    ? { authorization: `Bearer ${who.token}` }
    : { 'guest-id': who.guestId ?? '' };
  await post('/api/v1/customer/cart/add', { item_id: burgerId, ...BURGER_LINE }, headers);
}

async function placeOrder(burgerId: number, token: string): Promise<number> {
  await fillCart(burgerId, { token });
  const headers = { authorization: `Bearer ${token}` };
  const quote = await post<{ order_amount: number }>(
    '/api/v1/customer/order/quote',
    { order_type: 'take_away' },
    headers,
  );
  const placed = await post<{ order_id: number }>(
    '/api/v1/customer/order/place',
    {
      order_type: 'take_away',
      payment_method: 'cash_on_delivery',
      order_amount: quote.order_amount,
      contact_phone: '+77015550101',
      idempotency_key: `one-language-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    headers,
  );
  return placed.order_id;
}

test.describe('one language at a time', () => {
  // up to 23 routes per test, each loaded until the network is idle
  test.describe.configure({ timeout: 300_000 });
  let names: string[] = [];
  let food: Module;
  let rental: Module;
  let carmarket: Module;
  let parcel: Module;
  let storePath = '';
  let vehiclePath = '';
  let carPath = '';
  let burgerId = 0;
  test.beforeAll(async () => {
    names = await properNames();
    const modules = await json<Module[]>('/api/v1/module');
    const moduleOf = (type: string) => modules.find((m) => m.module_type === type)!;
    food = moduleOf('food');
    rental = moduleOf('rental');
    carmarket = moduleOf('carmarket');
    parcel = moduleOf('parcel');
    const grill = await json<{ stores: { id: number; name: string }[] }>(
      '/api/v1/stores/get-stores/all?offset=1&limit=100',
      { moduleId: String(food.id) },
    );
    const grillId = grill.stores.find((x) => x.name.includes('Гриль Хаус'))!.id;
    const { products } = await json<{ products: { id: number; name: string }[] }>(
      `/api/v1/items/search?store_id=${grillId}&name=${encodeURIComponent('Классический бургер')}&limit=5`,
      { moduleId: String(food.id) },
    );
    burgerId = products[0]!.id;
    const cars = await json<{ vehicles: { id: number }[] }>('/api/v1/carmarket/vehicle/search?offset=1&limit=1');
    carPath = `/carmarket/vehicle-details/${cars.vehicles[0]!.id}`;
    const { stores } = await json<{ stores: { id: number; module_id: number; zone_id: number }[] }>(
      '/api/v1/stores/get-stores/all?offset=1&limit=1',
      { moduleId: String(food.id) },
    );
    const s = stores[0]!;
    storePath = `/store/${s.id}?module_id=${s.module_id}&module_type=food&store_zone_id=${s.zone_id}`;
    const { vehicles } = await json<{ vehicles: { id: number }[] }>('/api/v1/rental/vehicle/search?offset=1&limit=1');
    vehiclePath = `/rental/vehicle-details/${vehicles[0]!.id}`;
  });

  /** [name, path, module picked, how the page settles (default: the network goes idle)] */
  type Route = [string, () => string, () => Module | null, ((page: Page) => Promise<void>)?];
  const openDrawer = async (page: Page) => {
    await page.waitForLoadState('networkidle');
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('cart-drawer')).toBeVisible();
    await page.waitForLoadState('networkidle');
  };
  // both walks: catalog pages, the product with its variations, the car market, the parcel form
  const CATALOG: Route[] = [
    ['food home', () => '/home', () => food],
    ['categories', () => '/categories', () => food],
    ['store page', () => storePath, () => food],
    ['product page (variations)', () => `/product/${burgerId}`, () => food],
    ['rental search', () => '/rental/vehicle-search?all_category=1', () => rental],
    ['vehicle details', () => vehiclePath, () => rental],
    ['car market search', () => '/carmarket/vehicle-search?all_category=1', () => carmarket],
    ['car market vehicle', () => carPath, () => carmarket],
    ['parcel', () => '/parcel', () => parcel],
    ['about us', () => '/about-us', () => null],
  ];
  // with the burger (and its variations) in the cart: the drawer and the checkout
  const CART: Route[] = [
    ['cart drawer', () => storePath, () => food, openDrawer],
    ['checkout', () => '/checkout', () => food],
  ];
  const SIGNED_IN: [string, string][] = [
    ['profile', '/profile'],
    ['orders', '/my-orders'],
    ['trips', '/my-trips'],
    ['wallet', '/wallet'],
    ['loyalty', '/loyalty-points'],
    ['referral', '/referral-code'],
    ['coupons', '/coupons'],
  ];

  async function walk(page: Page, lang: Lang, routes: Route[], who: { token?: string; guestId?: string }) {
    const found: string[] = [];
    for (const [name, path, module, settle] of routes) {
      await prepare(page, lang, module(), who);
      await page.goto(path());
      await expect(page.locator('main')).not.toBeEmpty();
      await (settle ?? ((p: Page) => p.waitForLoadState('networkidle')))(page);
      found.push(...(await problems(page, lang, names)).map((p) => `${name}: ${p}`));
    }
    return found;
  }

  for (const lang of ['ru', 'kz', 'en'] as const) {
    test(`${lang}: signed-out pages speak ${lang} only`, async ({ page }) => {
      const { guest_id: guestId } = await post<{ guest_id: string }>('/api/v1/auth/guest/request', {}, {});
      await fillCart(burgerId, { guestId });
      const found = await walk(
        page,
        lang,
        [...CATALOG, ...CART, ['track order (guest)', () => '/track-order', () => food]],
        { guestId },
      );
      expect(found).toEqual([]);
    });

    test(`${lang}: signed-in pages and an API error speak ${lang} only`, async ({ page }) => {
      const { token } = await signUpViaApi();
      const orderId = await placeOrder(burgerId, token);
      await fillCart(burgerId, { token });
      const account: Route[] = SIGNED_IN.map(([name, path]) => [name, () => path, () => food]);
      const found = await walk(
        page,
        lang,
        [
          ...account,
          ...CATALOG,
          ...CART,
          // the page follows the order over a live stream: the network never goes idle, the order's timeline shows
          [
            'order tracking',
            () => `/track-order?order_id=${orderId}`,
            () => food,
            (p) => expect(p.getByTestId('track-order').locator('.ant-steps')).toBeVisible(),
          ],
        ],
        { token },
      );
      expect(found).toEqual([]);
      // a message the API writes reaches the page in the page's language
      const res = await page.request.post(`${API}/api/v1/auth/login`, {
        headers: { 'X-localization': lang },
        data: { email_or_phone: 'demo@mart.example', password: 'wrong-pass' },
      });
      const { errors } = (await res.json()) as { errors: { code: string; message: string }[] };
      expect(errors[0]!.code).toBe('auth-001');
      expect(/[А-Яа-я]/.test(errors[0]!.message)).toBe(lang !== 'en');
    });
  }
});
