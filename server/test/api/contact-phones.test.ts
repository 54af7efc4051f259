/**
 * Issue 40.7 on the server: the contact numbers an order, a parcel and a guest's trip carry (a courier or a
 * provider calls them, texts go to them) are mobile numbers of a country the site offers, kept in E.164; anything
 * else is a 400 naming the country in the request's language, never a 500.
 */
import {
  ALMATY_ADDRESS,
  call,
  firstError,
  newGuest,
  plainItem,
  startApp,
  type TestApp,
  setCountryPicker,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const KAZAKHSTAN = {
  ru: 'Введите действующий номер мобильного телефона (Казахстан)',
  en: 'Enter a valid mobile number of Kazakhstan',
  kz: 'Жарамды ұялы телефон нөмірін енгізіңіз (Қазақстан)',
} as const;
type Lang = keyof typeof KAZAKHSTAN;

let seq = 0;
const key = (what: string) => `contact-${what}-${++seq}`;

/** A guest with one plain item in the cart and the amount checkout shows for `order`. */
async function guestCart(order: Record<string, unknown>): Promise<{ guest: string; amount: number }> {
  const guest = await newGuest(t.app);
  const item = await plainItem(t.db);
  const added = await call(t.app, {
    method: 'POST',
    url: '/api/v1/customer/cart/add',
    headers: { 'guest-id': guest },
    payload: { item_id: item, quantity: 1 },
  });
  expect(added.status).toBe(200);
  const quote = await call<{ order_amount: number }>(t.app, {
    method: 'POST',
    url: '/api/v1/customer/order/quote',
    headers: { 'guest-id': guest },
    payload: order,
  });
  // a number the schema refuses is refused by the quote too: the placing is then asked with no amount
  return { guest, amount: quote.status === 200 ? quote.body.order_amount : 0 };
}

async function placeOrder(order: Record<string, unknown>, lang: Lang) {
  const { guest, amount } = await guestCart(order);
  const res = await call<{ order_id: number }>(t.app, {
    method: 'POST',
    url: '/api/v1/customer/order/place',
    headers: { 'guest-id': guest, 'x-localization': lang },
    payload: { ...order, payment_method: 'cash_on_delivery', order_amount: amount, idempotency_key: key('order') },
  });
  return { ...res, guest };
}

const takeAway = (phone: unknown) => ({ order_type: 'take_away', contact_phone: phone });
const delivery = (phone: unknown) => ({
  order_type: 'delivery',
  address: { ...ALMATY_ADDRESS, contact_person_number: phone },
});

async function storedOrder(id: number) {
  return t.db
    .selectFrom('orders')
    .select(['contact_phone', 'delivery_address'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function placeParcel(sender: string, receiver: string, lang: Lang) {
  const parcel = await t.db
    .selectFrom('modules')
    .select('id')
    .where('module_type', '=', 'parcel')
    .executeTakeFirstOrThrow();
  const category = await t.db.selectFrom('parcel_categories').select('id').executeTakeFirstOrThrow();
  const route = {
    category_id: category.id,
    sender: { ...ALMATY_ADDRESS, address: 'пр. Абая 10', contact_person_number: sender },
    receiver: {
      ...ALMATY_ADDRESS,
      address: 'пр. Достык 100',
      latitude: 43.23,
      longitude: 76.95,
      contact_person_number: receiver,
    },
  };
  const headers = { moduleid: String(parcel.id), 'guest-id': await newGuest(t.app), 'x-localization': lang };
  const quote = await call<{ order_amount: number }>(t.app, {
    method: 'POST',
    url: '/api/v1/parcel/quote',
    headers,
    payload: route,
  });
  return call<{ order_id: number }>(t.app, {
    method: 'POST',
    url: '/api/v1/parcel/place',
    headers,
    payload: {
      ...route,
      payment_method: 'cash_on_delivery',
      order_amount: quote.status === 200 ? quote.body.order_amount : 0,
      idempotency_key: key('parcel'),
    },
  });
}

let tripDay = 0;
async function bookTrip(phone: unknown, lang: Lang) {
  const guest = await newGuest(t.app);
  const vehicle = await t.db
    .selectFrom('vehicles')
    .innerJoin('modules', 'modules.id', 'vehicles.module_id')
    .select('vehicles.id')
    .where('modules.module_type', '=', 'rental')
    .where('vehicles.hourly_enabled', '=', 1)
    .orderBy('vehicles.id')
    .executeTakeFirstOrThrow();
  const added = await call(t.app, {
    method: 'POST',
    url: '/api/v1/rental/user/cart/add-to-cart',
    payload: {
      vehicle_id: vehicle.id,
      pickup_location: { location_name: 'Almaty, Abay 1', lat: 43.238, lng: 76.945 },
      destination_location: { location_name: 'Almaty Airport', lat: 43.352, lng: 77.04 },
      rental_type: 'hourly',
      estimated_hours: 1,
      // a day of its own for each trip, so they never compete for the vehicle
      pickup_time: `2026-08-${String(++tripDay).padStart(2, '0')} 10:00`,
      distance: 5,
      guest_id: guest,
    },
  });
  expect(added.status).toBe(200);
  return call<{ id: number }>(t.app, {
    method: 'POST',
    url: '/api/v1/rental/user/trip/trip-booking',
    headers: { 'x-localization': lang },
    payload: {
      payment_method: 'cash_on_delivery',
      contact_person_name: 'Гость',
      contact_person_number: phone,
      guest_id: guest,
    },
  });
}

const tripContact = async (id: number) =>
  (await t.db.selectFrom('trips').select('contact').where('id', '=', id).executeTakeFirstOrThrow()).contact as {
    contact_person_number: string;
  };

describe('a Kazakh-only site (country picker off)', () => {
  beforeAll(() => setCountryPicker(t, false));
  afterAll(() => setCountryPicker(t, true));

  it.each(['ru', 'en', 'kz'] as const)('a guest take-away with a Russian mobile is refused (%s)', async (lang) => {
    const { status, body } = await placeOrder(takeAway('+7 916 123-45-67'), lang);
    expect(status).toBe(400);
    expect(firstError(body)).toEqual({ code: 'contact_phone', message: KAZAKHSTAN[lang] });
  });

  it.each(['ru', 'en'] as const)(
    'a delivery address with a landline is refused, no order written (%s)',
    async (lang) => {
      const { status, body, guest } = await placeOrder(delivery('+7 727 123 45 67'), lang);
      expect(status).toBe(400);
      expect(firstError(body)).toEqual({ code: 'contact_person_number', message: KAZAKHSTAN[lang] });
      const written = await t.db.selectFrom('orders').select('id').where('guest_id', '=', guest).execute();
      expect(written).toEqual([]);
    },
  );

  it('a Kazakh number typed any way is kept in E.164 (take-away contact and delivery address)', async () => {
    const away = await placeOrder(takeAway('8 (701) 123-45-67'), 'ru');
    expect(away.status).toBe(200);
    expect((await storedOrder(away.body.order_id)).contact_phone).toBe('+77011234567');
    const home = await placeOrder(delivery('+7 747 123 45 67'), 'en');
    expect(home.status).toBe(200);
    const stored = await storedOrder(home.body.order_id);
    expect(stored.contact_phone).toBe('+77471234567');
    expect(stored.delivery_address).toMatchObject({ contact_person_number: '+77471234567' });
  });

  it.each([
    ['sender', '+79161234567', '+77011234567', 'ru'],
    ['receiver', '+77011234567', '+77991234567', 'en'],
  ] as const)("a parcel's %s with a number not of Kazakhstan is refused", async (end, sender, receiver, lang) => {
    const { status, body } = await placeParcel(sender, receiver, lang);
    expect(status).toBe(400);
    expect(firstError(body)).toEqual({ code: `${end}.contact_person_number`, message: KAZAKHSTAN[lang] });
  });

  it('a parcel keeps both ends in E.164', async () => {
    const { status, body } = await placeParcel('8 701 123 4567', '7027654321', 'kz');
    expect(status).toBe(200);
    const stored = await t.db
      .selectFrom('orders')
      .select(['contact_phone', 'parcel'])
      .where('id', '=', body.order_id)
      .executeTakeFirstOrThrow();
    expect(stored.contact_phone).toBe('+77011234567');
    expect(stored.parcel).toMatchObject({
      sender: { contact_person_number: '+77011234567' },
      receiver: { contact_person_number: '+77027654321' },
    });
  });

  it.each(['ru', 'en'] as const)("a guest's trip with a Russian mobile is refused (%s)", async (lang) => {
    const { status, body } = await bookTrip('+79161234567', lang);
    expect(status).toBe(400);
    expect(firstError(body)).toEqual({ code: 'contact_person_number', message: KAZAKHSTAN[lang] });
  });

  it("a guest's trip keeps the number in E.164", async () => {
    const { status, body } = await bookTrip('8 (777) 123-45-67', 'ru');
    expect(status).toBe(200);
    expect((await tripContact(body.id)).contact_person_number).toBe('+77771234567');
  });
});

describe('the seed site (every country of the picker)', () => {
  it('takes a Russian mobile for a take-away and a trip, in E.164', async () => {
    const away = await placeOrder(takeAway('+7 (916) 123-45-67'), 'en');
    expect(away.status).toBe(200);
    expect((await storedOrder(away.body.order_id)).contact_phone).toBe('+79161234567');
    const trip = await bookTrip('+7 916 123 45 67', 'en');
    expect(trip.status).toBe(200);
    expect((await tripContact(trip.body.id)).contact_person_number).toBe('+79161234567');
  });

  it('reads a number sent as a JSON number or in Arabic-Indic digits as those digits, in E.164', async () => {
    for (const typed of [77011234567, '٧٠١١٢٣٤٥٦٧']) {
      const res = await placeOrder(takeAway(typed), 'en');
      expect(res.status).toBe(200);
      expect((await storedOrder(res.body.order_id)).contact_phone).toBe('+77011234567');
    }
  });

  it("a delivery address without a number gets the SPEC's message", async () => {
    for (const phone of [null, '']) {
      const { status, body } = await placeOrder(delivery(phone), 'en');
      expect(status).toBe(400);
      expect(firstError(body)).toEqual({ code: 'contact_person_number', message: 'Phone Number is required' });
    }
  });

  // malformed numbers: a clear 400 in the request's language, never a 500
  it.each([
    ['letters', 'call me maybe'],
    ['a plus alone', '+'],
    ['too long', '+7701123456789012345678'],
    ['a control character', '+7701\u00001234567'],
    ['two pluses', '++77011234567'],
  ])('refuses %s with a 4xx for an order, a parcel end and a trip', async (_what, phone) => {
    for (const res of [
      await placeOrder(delivery(phone), 'ru'),
      await placeOrder(takeAway(phone), 'en'),
      await bookTrip(phone, 'en'),
      await placeParcel('+77011234567', phone, 'en'),
    ]) {
      expect(res.status).toBe(400);
      expect(firstError(res.body)?.message).toEqual(expect.any(String));
    }
  });
});
