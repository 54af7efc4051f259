/**
 * Every route area answers its messages (errors and successes) in the request's language, with the same code in
 * ru, kz and en; without X-localization (or with an unknown one) the answer is Russian.
 */
import type { InjectOptions } from 'fastify';
import { SERVER_MESSAGES } from '../../src/messages/catalogue';
import { ALMATY_ADDRESS, bearer, call, newUser, startApp, type TestApp } from './helpers';

let t: TestApp;
let token: string;
let leaving: string[];
beforeAll(async () => {
  // several wrong sign-ins per language on one account: the per-account throttle is not what is tested here
  t = await startApp({ throttle: { login: { max: 1_000 } } });
  const customer = await newUser(t.app);
  token = customer.token;
  // points to convert (loyalty's success answer); the wallet and loyalty are on in the demo settings
  await t.db.updateTable('users').set({ loyalty_point: 1_000_000 }).where('id', '=', customer.id).execute();
  leaving = await Promise.all([1, 2, 3].map(async () => (await newUser(t.app)).token));
});
afterAll(async () => {
  await t.close();
});

const CYRILLIC = /[А-Яа-яЁё]/;
const KAZAKH = /[ӘәҒғҚқҢңӨөҰұҮүҺһІі]/;
type Body = { message?: string; code?: string; errors?: { code: string; message: string }[] };
/** code and message of the answer's first error, or of its success message */
const note = (body: Body) => (body.errors ? body.errors[0]! : { code: body.code, message: body.message });

const auth = () => bearer(token);
let itemId = 0;
let wishedId = 0;
const PARCEL_SENDER = { ...ALMATY_ADDRESS, address: 'пр. Абая 10' };
const PARCEL_RECEIVER = { ...ALMATY_ADDRESS, address: 'пр. Достык 100', latitude: 43.23, longitude: 76.95 };

// [area, request (built late: the token exists only after beforeAll), expected status]
const CASES: [string, () => InjectOptions, number][] = [
  [
    'auth: wrong password',
    () => ({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email_or_phone: 'demo@mart.example', password: 'wrong-pass' },
    }),
    401,
  ],
  ['auth: schema x-messages', () => ({ method: 'POST', url: '/api/v1/auth/sign-up', payload: {} }), 400],
  ['auth: logout', () => ({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(leaving.pop()!) }), 200],
  ['catalog: unknown category', () => ({ method: 'GET', url: '/api/v1/categories/999999' }), 404],
  ['stores: unknown store', () => ({ method: 'GET', url: '/api/v1/stores/details/999999' }), 404],
  [
    'vehicles: unknown vehicle',
    () => ({ method: 'GET', url: '/api/v1/rental/vehicle/get-vehicle-details?vehicle_id=999999' }),
    404,
  ],
  ['vehicle cart: neither guest nor sign-in', () => ({ method: 'GET', url: '/api/v1/rental/user/cart/list' }), 401],
  ['store cart: neither guest nor sign-in', () => ({ method: 'GET', url: '/api/v1/customer/cart/list' }), 401],
  ['store cart: cleared', () => ({ method: 'DELETE', url: '/api/v1/customer/cart/remove', headers: auth() }), 200],
  [
    'trips: unknown trip',
    () => ({ method: 'GET', url: '/api/v1/rental/user/trip/get-trip-details?trip_id=999999', headers: auth() }),
    404,
  ],
  [
    'parcel: unknown category',
    () => ({
      method: 'POST',
      url: '/api/v1/parcel/quote',
      payload: { category_id: 999999, sender: PARCEL_SENDER, receiver: PARCEL_RECEIVER },
    }),
    404,
  ],
  [
    'customer: profile updated',
    () => ({ method: 'POST', url: '/api/v1/customer/update-profile', payload: { f_name: 'Айгерим' }, headers: auth() }),
    200,
  ],
  [
    'customer: bad email',
    () => ({ method: 'POST', url: '/api/v1/customer/update-profile', payload: { email: 'nope' }, headers: auth() }),
    400,
  ],
  [
    'wishlist: unknown item',
    () => ({ method: 'POST', url: '/api/v1/customer/wish-list/add?item_id=999999', headers: auth() }),
    404,
  ],
  [
    'loyalty: converted',
    () => ({
      method: 'POST',
      url: '/api/v1/customer/loyalty-point/point-transfer',
      payload: { point: 1000 },
      headers: auth(),
    }),
    200,
  ],
  [
    'chat: sent',
    () => ({
      method: 'POST',
      url: '/api/v1/customer/message/send',
      payload: { receiver_type: 'admin', message: 'Сәлем' },
      headers: auth(),
    }),
    200,
  ],
  [
    'orders: unknown order',
    () => ({ method: 'GET', url: '/api/v1/customer/order/details/999999', headers: auth() }),
    404,
  ],
  ['addresses: guest', () => ({ method: 'POST', url: '/api/v1/customer/address/add', payload: ALMATY_ADDRESS }), 401],
  [
    'addresses: added',
    () => ({ method: 'POST', url: '/api/v1/customer/address/add', payload: ALMATY_ADDRESS, headers: auth() }),
    200,
  ],
  [
    'wishlist: added',
    () => ({ method: 'POST', url: `/api/v1/customer/wish-list/add?item_id=${++itemId}`, headers: auth() }),
    200,
  ],
  [
    'wishlist: removed',
    () => ({ method: 'DELETE', url: `/api/v1/customer/wish-list/remove?item_id=${++wishedId}`, headers: auth() }),
    200,
  ],
  [
    'wallet: zero amount',
    () => ({
      method: 'POST',
      url: '/api/v1/customer/wallet/add-fund',
      payload: { amount: 0, payment_method: 'demo' },
      headers: auth(),
    }),
    400,
  ],
  [
    'loyalty: too few points',
    () => ({
      method: 'POST',
      url: '/api/v1/customer/loyalty-point/point-transfer',
      payload: { point: 0 },
      headers: auth(),
    }),
    400,
  ],
  [
    'chat: empty message',
    () => ({
      method: 'POST',
      url: '/api/v1/customer/message/send',
      payload: { receiver_type: 'admin' },
      headers: auth(),
    }),
    400,
  ],
  [
    'config: newsletter',
    () => ({ method: 'POST', url: '/api/v1/newsletter/subscribe', payload: { email: 'news@example.com' } }),
    200,
  ],
  ['location: bad latitude', () => ({ method: 'GET', url: '/api/v1/config/get-zone-id?lat=100&lng=76' }), 400],
  ['pages: unknown page (ajv without x-messages)', () => ({ method: 'GET', url: '/api/v1/pages/no-such-page' }), 400],
  ['registrations: application', () => ({ method: 'POST', url: '/api/v1/auth/vendor/register', payload: {} }), 400],
  ['no such route', () => ({ method: 'GET', url: '/api/v1/nowhere' }), 404],
];

const ask = (options: InjectOptions, lang: string) =>
  call<Body>(t.app, { ...options, headers: { ...options.headers, 'x-localization': lang } });

describe.each(CASES)('%s', (_area, request, status) => {
  it('answers in ru, kz and en with one code', async () => {
    const [ru, kz, en] = [await ask(request(), 'ru'), await ask(request(), 'kz'), await ask(request(), 'en')];
    // the success cases repeat (already added, already subscribed): their first answers are in the catalogue too
    for (const res of [ru, kz, en]) expect([status, 200]).toContain(res.status);
    const [r, k, e] = [note(ru.body), note(kz.body), note(en.body)];
    expect(r.code).toBeTruthy();
    expect(k.code).toBe(r.code);
    expect(e.code).toBe(r.code);
    expect(r.message).toMatch(CYRILLIC);
    expect(k.message).toMatch(CYRILLIC);
    expect(k.message).not.toBe(r.message);
    expect(e.message).not.toMatch(CYRILLIC);
  });
});

describe('language choice', () => {
  it('answers in Russian without a language or with an unknown one, and in Kazakh with kz', async () => {
    const login = {
      method: 'POST' as const,
      url: '/api/v1/auth/login',
      payload: { email_or_phone: 'demo@mart.example', password: 'wrong-pass' },
    };
    const [unknown, kz, en] = [await ask(login, 'de'), await ask(login, 'kz'), await ask(login, 'en')];
    const [enText, ruText, kzText] = SERVER_MESSAGES.credentials_mismatch;
    expect(unknown.body.errors).toEqual([{ code: 'auth-001', message: ruText }]);
    expect(kz.body.errors).toEqual([{ code: 'auth-001', message: kzText }]);
    expect(kzText).toMatch(KAZAKH);
    expect(en.body.errors).toEqual([{ code: 'auth-001', message: 'Credentials do not match.' }]);
    expect(enText).toBe('Credentials do not match.');
  });

  it('gives a success message its catalogue code', async () => {
    const res = await ask(
      { method: 'POST', url: '/api/v1/newsletter/subscribe', payload: { email: 'a@example.com' } },
      'kz',
    );
    expect(res.body).toEqual({ code: 'subscribed', message: SERVER_MESSAGES.subscribed[2] });
  });
});

describe('configuration and catalog data', () => {
  type Config = {
    address: string;
    footer_text: string;
    active_payment_method_list: { gateway: string; gateway_title: string }[];
  };
  const config = (lang: string) => ask({ method: 'GET', url: '/api/v1/config' }, lang).then((r) => r.body as Config);

  it('serves footer texts and payment method titles in the language asked, ru by default', async () => {
    const [ru, kz, en] = [await config('ru'), await config('kz'), await config('en')];
    expect(ru.footer_text).toMatch(CYRILLIC);
    expect(en.footer_text).toBe('© Mart. All rights reserved.');
    expect(en.address).not.toMatch(CYRILLIC);
    expect(kz.footer_text).toMatch(KAZAKH);
    const titles = (c: Config) => c.active_payment_method_list.map((m) => m.gateway_title);
    expect(titles(en)).toEqual(['Cash on delivery', 'Wallet', 'Demo card payment']);
    expect(titles(ru)).toEqual(['Наличными при получении', 'Кошелёк', 'Демо-оплата картой']);
    expect(titles(kz).every((title) => CYRILLIC.test(title))).toBe(true);
    expect((await config('xx')).footer_text).toBe(ru.footer_text);
  });

  it('serves banners (with the store or item they link), categories, coupons and policy pages in English', async () => {
    const get = async (url: string) =>
      (await ask({ method: 'GET', url, headers: { zoneid: '[1]', moduleid: '1', ...auth() } }, 'en')).body as unknown;
    const { banners } = (await get('/api/v1/banners')) as {
      banners: { title: string; store: { name: string } | null; item: { name: string } | null }[];
    };
    const categories = (await get('/api/v1/categories')) as { name: string }[];
    const coupons = [
      ...((await get('/api/v1/coupon/list')) as { title: string }[]),
      ...((await get('/api/v1/customer/coupon/applicable')) as { title: string }[]),
    ];
    const page = (await get('/api/v1/pages/privacy-policy')) as { title: string; content: string };
    const texts = [
      ...banners.flatMap((b) => [b.title, b.store?.name ?? '', b.item?.name ?? '']),
      ...categories.map((c) => c.name),
      ...coupons.map((c) => c.title),
      page.title,
      page.content,
    ];
    expect(banners.some((b) => b.item || b.store)).toBe(true);
    expect(categories.length * coupons.length).toBeGreaterThan(0);
    expect(texts.filter((text) => CYRILLIC.test(text))).toEqual([]);
  });

  it('writes delivery times in the language asked', async () => {
    const stores = async (lang: string) =>
      (
        await ask(
          { method: 'GET', url: '/api/v1/stores/get-stores/all?limit=50', headers: { zoneid: '[1]', moduleid: '1' } },
          lang,
        )
      ).body as unknown as { stores: { delivery_time: string }[] };
    const [ru, en] = [await stores('ru'), await stores('en')];
    expect(ru.stores.length).toBeGreaterThan(0);
    for (const s of ru.stores) expect(s.delivery_time).toMatch(/^\d+(–\d+)? (мин|ч)$/);
    for (const s of en.stores) expect(s.delivery_time).toMatch(/^\d+(–\d+)? (min|h)$/);
  });
});

describe('placing an order or a parcel, and reading it in another language', () => {
  type Placed = { order_id: number; code?: string; message: string };
  type Details = {
    details: { name: string; variation: { id: string; name: string; values: { label: string[] } }[] }[];
  };
  const post = (url: string, payload: Record<string, unknown>, lang: string) =>
    ask({ method: 'POST', url, payload, headers: auth() }, lang);

  it('an order placed in kz, ru or en answers with one code; its variations read in the language asked', async () => {
    const burger = await t.db
      .selectFrom('items')
      .innerJoin('stores', 'stores.id', 'items.store_id')
      .select('items.id')
      .where('items.name', '=', 'Классический бургер')
      .where('stores.name', 'like', '%Гриль Хаус%')
      .executeTakeFirstOrThrow();
    const placed: Record<string, Placed> = {};
    for (const lang of ['kz', 'ru', 'en']) {
      const line = {
        item_id: burger.id,
        quantity: 1,
        variation: [
          { id: 'size', values: { ids: ['large'] } },
          { id: 'sauces', values: { ids: ['ketchup'] } },
        ],
      };
      expect((await post('/api/v1/customer/cart/add', line, lang)).status).toBe(200);
      const quote = await post('/api/v1/customer/order/quote', { order_type: 'take_away' }, lang);
      const res = await post(
        '/api/v1/customer/order/place',
        {
          order_type: 'take_away',
          payment_method: 'cash_on_delivery',
          order_amount: (quote.body as { order_amount?: number }).order_amount,
          contact_phone: '+77010000009',
        },
        lang,
      );
      expect(res.status).toBe(200);
      placed[lang] = res.body as unknown as Placed;
    }
    expect(placed.kz!.code).toBe('order_placed');
    expect([placed.ru!.code, placed.en!.code]).toEqual(['order_placed', 'order_placed']);
    expect(placed.kz!.message).toMatch(KAZAKH);
    expect(placed.en!.message).not.toMatch(CYRILLIC);
    // placed in Kazakh, read in English and in Kazakh
    const details = async (lang: string) =>
      (
        await ask(
          { method: 'GET', url: `/api/v1/customer/order/details/${placed.kz!.order_id}`, headers: auth() },
          lang,
        )
      ).body as unknown as Details;
    const [en, kz] = [(await details('en')).details[0]!, (await details('kz')).details[0]!];
    expect(en.name).toBe('Classic burger');
    expect(en.variation.map((v) => `${v.name}: ${v.values.label.join(', ')}`)).toEqual([
      'Size: Large',
      'Sauces: Ketchup',
    ]);
    expect(kz.variation.map((v) => v.name)).toEqual(['Өлшемі', 'Тұздықтар']);
    expect(kz.name).toMatch(KAZAKH);
  });

  it('a parcel placed in kz or en answers with one code', async () => {
    const parcel = await t.db
      .selectFrom('modules')
      .select('id')
      .where('module_type', '=', 'parcel')
      .executeTakeFirstOrThrow();
    const headers = { moduleid: String(parcel.id) };
    const category = await t.db.selectFrom('parcel_categories').select('id').executeTakeFirstOrThrow();
    const codes: (string | undefined)[] = [];
    for (const lang of ['kz', 'en']) {
      const route = { category_id: category.id, sender: PARCEL_SENDER, receiver: PARCEL_RECEIVER };
      const quote = await ask({ method: 'POST', url: '/api/v1/parcel/quote', payload: route, headers }, lang);
      const res = await ask(
        {
          method: 'POST',
          url: '/api/v1/parcel/place',
          payload: {
            ...route,
            payment_method: 'cash_on_delivery',
            order_amount: (quote.body as { order_amount?: number }).order_amount,
          },
          headers: { ...headers, ...auth() },
        },
        lang,
      );
      expect(res.status).toBe(200);
      codes.push(res.body.code);
      expect(res.body.message).toMatch(lang === 'kz' ? KAZAKH : /^[^А-Яа-яЁё]+$/);
    }
    expect(codes).toEqual(['parcel_placed', 'parcel_placed']);
  });
});
