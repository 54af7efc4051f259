/**
 * Issue 37.3, open redirect out of the payment flow. The return URL comes only from configuration (CORS_ORIGINS, the
 * storefront origins; the first is the primary): an absolute callback must be on one of them, a relative one
 * resolves against the primary, never against the request's `Origin`; control characters, backslashes, userinfo and
 * other schemes are refused with a 400 before anything is written. The URL is checked and stored in its serialised
 * form when the payment is created, so the redirect after paying cannot fail once the money has moved.
 */
import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import { ConfigError, readEnv } from '../../src/env';
import { bearer, call, firstError, newGuest, newUser, plainItem, startApp, type TestApp } from './helpers';

const SHOP = 'https://shop.example';
const SHOP_WWW = 'https://www.shop.example';
const EVIL = 'https://evil.example';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ corsOrigins: [SHOP, SHOP_WWW] });
});
afterAll(() => t.close());

interface Started {
  status: number;
  body: { redirect_link?: string; errors?: { code: string; message: string }[] };
}

/** A rental vehicle of the seed and a pickup inside its zone, for the trip flow. */
async function rentalVehicle(): Promise<number> {
  const row = await t.db
    .selectFrom('vehicles')
    .innerJoin('modules', 'modules.id', 'vehicles.module_id')
    .select('vehicles.id')
    .where('modules.module_type', '=', 'rental')
    .where('vehicles.hourly_enabled', '=', 1)
    .orderBy('vehicles.id')
    .executeTakeFirstOrThrow();
  return row.id;
}
let tripDay = 0;

type Start = (callback: string, headers: Record<string, string>) => Promise<Started>;

/** A new customer's rental cart, ready to book. */
async function rentalCart(token: string) {
  const added = await call(t.app, {
    method: 'POST',
    url: '/api/v1/rental/user/cart/add-to-cart',
    headers: bearer(token),
    payload: {
      vehicle_id: await rentalVehicle(),
      pickup_location: { location_name: 'Almaty, Abay 1', lat: 43.238, lng: 76.945 },
      destination_location: { location_name: 'Almaty Airport', lat: 43.352, lng: 77.04 },
      rental_type: 'hourly',
      estimated_hours: 1,
      // a day of its own for each trip, so they never compete for the vehicle
      pickup_time: `${new Date(Date.UTC(2026, 6, 1 + ++tripDay)).toISOString().slice(0, 10)} 10:00`,
      distance: 5,
    },
  });
  expect(added.status).toBe(200);
}

/**
 * Each way money is paid digitally: `prepare` makes its prerequisites (a customer, a cart, a trip to pay) and answers
 * the request that starts the payment with `callback` and extra headers. `written()` counts what a start writes, to
 * show a refused one wrote nothing.
 */
const FLOWS: Record<string, () => Promise<Start>> = {
  'wallet add-fund': async () => {
    const u = await newUser(t.app);
    return (callback, headers) =>
      call(t.app, {
        method: 'POST',
        url: '/api/v1/customer/wallet/add-fund',
        headers: { ...bearer(u.token), ...headers },
        payload: { amount: 25, payment_method: 'demo', callback },
      });
  },
  'guest order': async () => placeDigital({ 'guest-id': await newGuest(t.app) }),
  'customer order': async () => placeDigital(bearer((await newUser(t.app)).token)),
  'rental trip booking': async () => {
    const u = await newUser(t.app);
    await rentalCart(u.token);
    return (callback, headers) =>
      call(t.app, {
        method: 'POST',
        url: '/api/v1/rental/user/trip/trip-booking',
        headers: { ...bearer(u.token), ...headers },
        payload: { payment_method: 'digital_payment', callback },
      });
  },
  'rental trip payment (booked cash, paid by card)': async () => {
    const u = await newUser(t.app);
    await rentalCart(u.token);
    const booked = await call<{ id: number }>(t.app, {
      method: 'POST',
      url: '/api/v1/rental/user/trip/trip-booking',
      headers: bearer(u.token),
      payload: { payment_method: 'cash_on_delivery' },
    });
    expect(booked.status).toBe(200);
    return (callback, headers) =>
      call(t.app, {
        method: 'POST',
        url: '/api/v1/rental/user/trip/payment',
        headers: { ...bearer(u.token), ...headers },
        payload: { trip_id: booked.body.id, payment_method: 'digital_payment', callback },
      });
  },
};

/** The owner's cart with one item, quoted: placing it as a digital take-away order is the start. */
async function placeDigital(owner: Record<string, string>): Promise<Start> {
  const added = await call(t.app, {
    method: 'POST',
    url: '/api/v1/customer/cart/add',
    headers: owner,
    payload: { item_id: await plainItem(t.db), quantity: 1 },
  });
  expect(added.status).toBe(200);
  const quote = await call<{ order_amount: number }>(t.app, {
    method: 'POST',
    url: '/api/v1/customer/order/quote',
    headers: owner,
    payload: { order_type: 'take_away' },
  });
  return (callback, headers) =>
    call(t.app, {
      method: 'POST',
      url: '/api/v1/customer/order/place',
      headers: { ...owner, ...headers },
      payload: {
        order_type: 'take_away',
        payment_method: 'digital_payment',
        contact_phone: '+77011234567',
        order_amount: quote.body.order_amount,
        callback,
      },
    });
}

/** Rows a payment start writes or takes: a refused start must leave every count as it was. */
async function written() {
  const count = async (from: string) =>
    Number((await sql<{ n: string }>`select count(*) as n from ${sql.raw(from)}`.execute(t.db)).rows[0]!.n);
  return {
    intents: await count('payment_intents'),
    orders: await count('orders'),
    cartLines: await count('store_cart_items'),
    trips: await count('trips'),
    vehicleCarts: await count('vehicle_carts'),
    tripsByCard: await count(`trips where payment_method = 'digital_payment'`),
  };
}

/** Follows the demo page's Pay: the answer to the form post. */
async function pay(redirectLink: string) {
  return t.app.inject({ method: 'POST', url: `${new URL(redirectLink).pathname}/pay` });
}

const flows = Object.keys(FLOWS);

describe.each(flows)('%s', (flow) => {
  const prepare = FLOWS[flow]!;

  test('Origin: evil.example with its own absolute callback is refused (400) and writes nothing', async () => {
    const start = await prepare();
    const before = await written();
    const res = await start(`${EVIL}/x`, { origin: EVIL });
    expect(res.status).toBe(400);
    expect(firstError(res.body)).toEqual({ code: 'callback', message: 'The callback must be a URL of this site.' });
    expect(await written()).toEqual(before);
  });

  test('Origin: evil.example with a relative callback returns to the configured storefront, not to evil', async () => {
    const res = await (await prepare())('/x?y=1#top', { origin: EVIL });
    expect(res.status).toBe(200);
    const paid = await pay(res.body.redirect_link!);
    expect(paid.statusCode).toBe(303);
    const location = new URL(paid.headers.location as string);
    expect(location.origin).toBe(SHOP);
    expect(location.pathname).toBe('/x');
    expect(location.searchParams.get('y')).toBe('1');
    expect(location.searchParams.get('payment_status')).toBe('success');
    expect(location.hash).toBe('#top');
  });

  test.each([
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline (500 after paying, before)', '/\n/x'],
    ['a carriage return', '/\r/evil.example'],
    ['a C1 control (NEL)', '/\u0085/evil.example'],
    ['DEL', '/\u007f/x'],
    ['two backslashes', '\\\\evil.example'],
    ['slash backslash', '/\\evil.example/x'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['https: without slashes', 'https:evil.example'],
    ['userinfo naming the shop', `${SHOP}@evil.example/x`],
    ['userinfo on the shop', 'https://user:secret@shop.example/x'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['another port of the shop', 'https://shop.example:8443/x'],
    ['plain http to the https shop', 'http://shop.example/x'],
    ['leading space', ' /x'],
  ])('without an Origin, %s is refused (400) and writes nothing', async (_label, callback) => {
    const start = await prepare();
    const before = await written();
    const res = await start(callback, {});
    expect(res.status).toBe(400);
    expect(firstError(res.body)?.code).toBe('callback');
    expect(await written()).toEqual(before);
  });

  test('the real flow: a relative callback from the storefront pays and returns there (303)', async () => {
    const res = await (await prepare())('/profile?page=wallet', { origin: SHOP });
    expect(res.status).toBe(200);
    const paid = await pay(res.body.redirect_link!);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(new RegExp(`^${SHOP}/profile\\?page=wallet&payment_status=success&`));
  });

  test("an absolute callback on the second configured origin is kept (that origin's customer returns there)", async () => {
    const res = await (await prepare())(`${SHOP_WWW}/checkout?page=success`, { origin: SHOP_WWW });
    expect(res.status).toBe(200);
    const failed = await t.app.inject({ method: 'POST', url: `${new URL(res.body.redirect_link!).pathname}/fail` });
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toMatch(new RegExp(`^${SHOP_WWW}/checkout\\?page=success&payment_status=fail&`));
  });
});

describe('the redirect after paying cannot fail once the money moved', () => {
  test('an intent stored before the check (newline in its callback) is applied and still redirects to the shop', async () => {
    const u = await newUser(t.app);
    const res = await call<{ redirect_link: string }>(t.app, {
      method: 'POST',
      url: '/api/v1/customer/wallet/add-fund',
      headers: bearer(u.token),
      payload: { amount: 25, payment_method: 'demo', callback: '/profile' },
    });
    // the row as the old code stored `"/\n/x"` sent with no Origin
    const id = new URL(res.body.redirect_link).pathname.split('/').pop()!;
    await t.db.updateTable('payment_intents').set({ callback_url: '/\n/x' }).where('id', '=', id).execute();
    const page = await t.app.inject({ method: 'GET', url: `/payment/demo/${id}` });
    expect(page.statusCode).toBe(200);
    const paid = await pay(res.body.redirect_link);
    expect(paid.statusCode).toBe(303);
    expect(new URL(paid.headers.location as string).origin).toBe(SHOP);
    const info = await call<{ wallet_balance: number }>(t.app, {
      method: 'GET',
      url: '/api/v1/customer/info',
      headers: bearer(u.token),
    });
    expect(info.body.wallet_balance).toBe(25);
    // the page after paying links back to the shop too
    const done = await t.app.inject({ method: 'GET', url: `/payment/demo/${id}` });
    expect(done.body).toContain(`href="${SHOP}/`);
  });
});

describe('the signed gateway is handed only a configured return URL', () => {
  const GATEWAY = 'https://pay.example.test/checkout';
  test('Origin: evil.example, relative callback: return_url is on the storefront; absolute evil is refused', async () => {
    const app = await buildApp({
      db: t.db,
      clock: t.clock,
      corsOrigins: [SHOP],
      paymentGateway: { url: GATEWAY, secret: 'x'.repeat(32) },
      passwordCost: { N: 2 ** 10, r: 8, p: 1 },
    });
    try {
      const u = await newUser(app);
      const topUp = (callback: string) =>
        call<{ redirect_link: string }>(app, {
          method: 'POST',
          url: '/api/v1/customer/wallet/add-fund',
          headers: { ...bearer(u.token), origin: EVIL },
          payload: { amount: 10, payment_method: 'card', callback },
        });
      const ok = await topUp('/profile?page=wallet');
      expect(ok.status).toBe(200);
      const link = new URL(ok.body.redirect_link);
      expect(`${link.origin}${link.pathname}`).toBe(GATEWAY);
      const back = new URL(link.searchParams.get('return_url')!);
      expect(back.origin).toBe(SHOP);
      expect(back.pathname).toBe('/profile');
      const evil = await topUp(`${EVIL}/x`);
      expect(evil.status).toBe(400);
    } finally {
      await app.close();
    }
  });
});

describe('the storefront origins are configuration, checked at start', () => {
  test.each([
    ['a path', 'https://shop.example/store'],
    ['a trailing slash', 'https://shop.example/'],
    ['no scheme', 'shop.example'],
    ['a wildcard', '*'],
    ['another scheme', 'javascript:alert(1)'],
    ['userinfo', 'https://user@shop.example'],
    ['an empty entry among others', 'https://shop.example,,https://b.example'],
  ])('CORS_ORIGINS with %s stops the start with a message naming it', (_label, value) => {
    expect(() => readEnv({ CORS_ORIGINS: value })).toThrow(ConfigError);
    expect(() => readEnv({ CORS_ORIGINS: value })).toThrow(/CORS_ORIGINS/);
  });

  test('origins are read in order, the first being the primary; buildApp refuses a bad one too', async () => {
    expect(readEnv({ CORS_ORIGINS: ` ${SHOP} , ${SHOP_WWW} ` }).corsOrigins).toEqual([SHOP, SHOP_WWW]);
    await expect(buildApp({ db: t.db, corsOrigins: ['https://shop.example/x'] })).rejects.toThrow(/origin/);
    await expect(buildApp({ db: t.db, corsOrigins: [] })).rejects.toThrow(/origin/);
  });
});
