/**
 * Every route area answers its messages (errors and successes) in the request's language, with the same code in
 * ru, kz and en; without X-localization (or with an unknown one) the answer is Russian.
 */
import type { InjectOptions } from 'fastify';
import { SERVER_MESSAGES } from '../../src/messages/catalogue';
import { bearer, call, newUser, startApp, type TestApp } from './helpers';

let t: TestApp;
let token: string;
let leaving: string[];
beforeAll(async () => {
  // several wrong sign-ins per language on one account: the per-account throttle is not what is tested here
  t = await startApp({ throttle: { login: { max: 1_000 } } });
  token = (await newUser(t.app)).token;
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

const ALMATY = {
  address: 'пр. Абая 10, Алматы',
  contact_person_name: 'Айгерим',
  contact_person_number: '+77011234567',
  address_type: 'Home',
  latitude: 43.24,
  longitude: 76.93,
};
const auth = () => bearer(token);
let itemId = 0;

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
  [
    'orders: unknown order',
    () => ({ method: 'GET', url: '/api/v1/customer/order/details/999999', headers: auth() }),
    404,
  ],
  ['addresses: guest', () => ({ method: 'POST', url: '/api/v1/customer/address/add', payload: ALMATY }), 401],
  [
    'addresses: added',
    () => ({ method: 'POST', url: '/api/v1/customer/address/add', payload: ALMATY, headers: auth() }),
    200,
  ],
  [
    'wishlist: added',
    () => ({ method: 'POST', url: `/api/v1/customer/wish-list/add?item_id=${++itemId}`, headers: auth() }),
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
