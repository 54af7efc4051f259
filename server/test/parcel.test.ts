import { parcelCharge, parcelDistanceKm } from '@mart/domain';
import { bearer, IN_ZONE, ordersWithKey, type StoreWorld, storeWorld } from './store-fixture';

let w: StoreWorld;
let cheap: number; // 10 per km, minimum 30
let pricey: number; // 100 per km, minimum 300: over the zone's cash-on-delivery maximum of 200
beforeAll(async () => {
  w = await storeWorld();
  const rows = await w.db
    .insertInto('parcel_categories')
    .values([
      {
        name: 'Документы',
        i18n: JSON.stringify({ en: { name: 'Documents' } }),
        description: '',
        image: '/storage/parcel/documents.svg',
        per_km_charge_minor: 1000,
        minimum_charge_minor: 3000,
        status: true,
      },
      {
        name: 'Большая коробка',
        i18n: '{}',
        description: '',
        image: '/storage/parcel/large-box.svg',
        per_km_charge_minor: 10000,
        minimum_charge_minor: 30000,
        status: true,
      },
    ])
    .returning('id')
    .execute();
  cheap = rows[0]!.id;
  pricey = rows[1]!.id;
});
afterAll(() => w.close());

type Err = { errors: { code: string; message: string }[] };
type ParcelQuote = { distance_km: number; delivery_charge: number; order_amount: number };
type Placed = { order_id: number; order_amount: number; payment_status: string };
type Order = {
  id: number;
  order_type: string;
  order_status: string;
  order_amount: number;
  delivery_charge: number;
  distance_km: number;
  payment_method: string;
  parcel: { category_id: number; category_name: string; sender: { address: string }; receiver: { address: string } };
  route: { lat: number; lng: number; label: string }[];
  timeline: { status: string }[];
};

const sender = {
  address: 'Абая 10',
  latitude: IN_ZONE.lat,
  longitude: IN_ZONE.lng,
  contact_person_name: 'Алия',
  contact_person_number: '+7 701 123 4567',
};
const receiver = {
  address: 'Достык 100',
  latitude: IN_ZONE.lat,
  longitude: IN_ZONE.lng + 0.1,
  contact_person_name: 'Ерлан',
  contact_person_number: '+7 702 765 4321',
};
const km = parcelDistanceKm(
  { lat: sender.latitude, lng: sender.longitude },
  { lat: receiver.latitude, lng: receiver.longitude },
);
let seq = 0;
const key = () => `parcel-key-${++seq}-${Date.now()}`;

const inject = (
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) => w.app.inject({ method, url, payload, headers: { moduleid: String(w.modules.parcel), ...headers } });

async function place(extra: Record<string, unknown>, headers: Record<string, string> = {}) {
  return inject(
    'POST',
    '/api/v1/parcel/place',
    {
      category_id: cheap,
      sender,
      receiver,
      payment_method: 'cash_on_delivery',
      order_amount: parcelCharge({ per_km_charge_minor: 1000, minimum_charge_minor: 3000 }, km) / 100,
      ...extra,
    },
    { 'idempotency-key': key(), ...headers },
  );
}

describe('parcel categories and quote', () => {
  it('lists the categories with per-km charge and minimum in major units, translated', async () => {
    const res = await inject('GET', '/api/v1/parcel/category', undefined, { 'x-localization': 'en' });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ id: number; name: string; per_km_charge: number; minimum_charge: number }[]>();
    expect(list.map((c) => c.id)).toEqual([cheap, pricey]);
    expect(list[0]).toMatchObject({ name: 'Documents', per_km_charge: 10, minimum_charge: 30 });
    expect(list[0]!.name).not.toBe('Документы');
  });

  it('quotes the straight-line distance and the charge the domain computes', async () => {
    const res = await inject('POST', '/api/v1/parcel/quote', { category_id: cheap, sender, receiver });
    expect(res.statusCode).toBe(200);
    const q = res.json<ParcelQuote>();
    expect(q.distance_km).toBe(km);
    expect(km).toBeGreaterThan(8);
    // 10 per km × ~8.1 km ≈ 81, above the minimum of 30
    expect(q.delivery_charge).toBe(parcelCharge({ per_km_charge_minor: 1000, minimum_charge_minor: 3000 }, km) / 100);
    expect(q.delivery_charge).toBeGreaterThan(80);
    expect(q.order_amount).toBe(q.delivery_charge);
  });

  it('charges the minimum for a short distance', async () => {
    const near = { ...receiver, longitude: IN_ZONE.lng + 0.01 };
    const q = (
      await inject('POST', '/api/v1/parcel/quote', { category_id: cheap, sender, receiver: near })
    ).json<ParcelQuote>();
    expect(q.distance_km).toBeLessThan(1);
    expect(q.delivery_charge).toBe(30);
  });

  it('refuses incomplete forms with the domain message, unknown categories and senders outside every zone', async () => {
    const noName = await inject('POST', '/api/v1/parcel/quote', {
      category_id: cheap,
      sender,
      receiver: { ...receiver, contact_person_name: ' ' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json<Err>().errors[0]).toEqual({ code: 'receiver.contact_person_name', message: 'Name is required' });
    const same = await inject('POST', '/api/v1/parcel/quote', {
      category_id: cheap,
      sender,
      receiver: { ...receiver, latitude: sender.latitude, longitude: sender.longitude },
    });
    expect(same.json<Err>().errors[0]!.message).toBe('The sender and receiver addresses must differ');
    const shortPhone = await inject('POST', '/api/v1/parcel/quote', {
      category_id: cheap,
      sender: { ...sender, contact_person_number: '123' },
      receiver,
    });
    expect(shortPhone.json<Err>().errors[0]).toEqual({
      code: 'sender.contact_person_number',
      message: 'Phone number must be at least 10 digits',
    });
    const unknown = await inject('POST', '/api/v1/parcel/quote', { category_id: 99999, sender, receiver });
    expect(unknown.statusCode).toBe(404);
    const outside = await inject('POST', '/api/v1/parcel/quote', {
      category_id: cheap,
      sender: { ...sender, latitude: 51.1, longitude: 71.4 },
      receiver,
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json<Err>().errors[0]!.code).toBe('sender.address');
  });
});

describe('placing and tracking a parcel', () => {
  it('a guest sends a parcel, cash on delivery, and tracks it by order id and the sender phone', async () => {
    const res = await place({ guest_id: w.guestId });
    expect(res.statusCode).toBe(200);
    const placed = res.json<Placed>();
    expect(placed.payment_status).toBe('unpaid');
    const track = await inject(
      'GET',
      `/api/v1/customer/order/track?order_id=${placed.order_id}&contact_number=${encodeURIComponent('+77011234567')}`,
    );
    expect(track.statusCode).toBe(200);
    const order = track.json<Order>();
    expect(order).toMatchObject({
      id: placed.order_id,
      order_type: 'parcel',
      order_status: 'pending',
      payment_method: 'cash_on_delivery',
      order_amount: placed.order_amount,
      delivery_charge: placed.order_amount,
      distance_km: km,
    });
    expect(order.parcel).toMatchObject({
      category_id: cheap,
      category_name: 'Документы',
      sender: { address: 'Абая 10' },
      receiver: { address: 'Достык 100' },
    });
    expect(order.route.map((p) => p.label)).toEqual(['Абая 10', 'Достык 100']);
    expect(order.timeline.map((l) => l.status)).toEqual(['pending']);

    // nobody else reads it: a wrong phone, no phone, another customer's token
    for (const url of [
      `/api/v1/customer/order/track?order_id=${placed.order_id}&contact_number=77019999999`,
      `/api/v1/customer/order/track?order_id=${placed.order_id}`,
    ]) {
      expect((await inject('GET', url)).statusCode).toBe(404);
      expect((await inject('GET', url, undefined, bearer(w.users.bob.token))).statusCode).toBe(404);
    }
    expect(
      (await inject('GET', `/api/v1/customer/order/details/${placed.order_id}`, undefined, bearer(w.users.bob.token)))
        .statusCode,
    ).toBe(404);
  });

  it('a customer sees their parcel in details, list and tracking; another customer and guests do not', async () => {
    const res = await place({}, bearer(w.users.alice.token));
    expect(res.statusCode).toBe(200);
    const id = res.json<Placed>().order_id;
    const mine = await inject('GET', `/api/v1/customer/order/details/${id}`, undefined, bearer(w.users.alice.token));
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Order>().order_type).toBe('parcel');
    const list = await inject('GET', '/api/v1/customer/order/list', undefined, bearer(w.users.alice.token));
    expect(list.json<{ orders: Order[] }>().orders.map((o) => o.id)).toContain(id);
    expect(
      (await inject('GET', `/api/v1/customer/order/track?order_id=${id}`, undefined, bearer(w.users.alice.token)))
        .statusCode,
    ).toBe(200);

    expect(
      (await inject('GET', `/api/v1/customer/order/details/${id}`, undefined, bearer(w.users.bob.token))).statusCode,
    ).toBe(404);
    expect(
      (await inject('GET', `/api/v1/customer/order/track?order_id=${id}`, undefined, bearer(w.users.bob.token)))
        .statusCode,
    ).toBe(404);
    expect((await inject('GET', `/api/v1/customer/order/details/${id}`)).statusCode).toBe(401);
    const bobs = await inject('GET', '/api/v1/customer/order/list', undefined, bearer(w.users.bob.token));
    expect(bobs.json<{ orders: Order[] }>().orders.map((o) => o.id)).not.toContain(id);
    const cancelByBob = await inject(
      'PUT' as 'POST',
      '/api/v1/customer/order/cancel',
      { order_id: id, reason: 'x' },
      bearer(w.users.bob.token),
    );
    expect(cancelByBob.statusCode).toBe(404);
  });

  it('recomputes the charge: a stale amount is refused, the COD maximum applies, cash only, idempotent retries', async () => {
    const stale = await place({ guest_id: w.guestId, order_amount: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<Err>().errors[0]!.code).toBe('totals_changed');

    const overCod = await place({
      guest_id: w.guestId,
      category_id: pricey,
      order_amount: parcelCharge({ per_km_charge_minor: 10000, minimum_charge_minor: 30000 }, km) / 100,
    });
    expect(overCod.statusCode).toBe(400);
    expect(overCod.json<Err>().errors[0]).toEqual({
      code: 'cod_limit',
      message: 'The total amount of the order exceeds the maximum cash on delivery amount',
    });

    const digital = await place({ guest_id: w.guestId, payment_method: 'digital_payment' });
    expect(digital.statusCode).toBe(400);

    const noOwner = await place({});
    expect(noOwner.statusCode).toBe(401);

    const k = key();
    const first = await place({ guest_id: w.guestId }, { 'idempotency-key': k });
    const again = await place({ guest_id: w.guestId }, { 'idempotency-key': k });
    expect(first.statusCode).toBe(200);
    expect(again.json<Placed>().order_id).toBe(first.json<Placed>().order_id);
    expect(await ordersWithKey(w, k)).toBe(1);
  });
});
