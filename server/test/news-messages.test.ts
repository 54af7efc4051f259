/**
 * Issue 39: each event writes its message in its own transaction and it is sent in the language the customer used,
 * honouring their notification settings (receipts on by default, status updates only when turned on; codes always
 * go). Read from a real SMTP server on loopback after the delivery worker's round.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../src/demo/mail-catcher';
import { smtpTransport, type MailTransport } from '../src/infra/mail-transport';
import { deliverDue } from '../src/services/messages/outbox-worker';
import { bearer, cancelOrder, placeCashOrder, storeWorld, type StoreWorld } from './store-fixture';
import { DESTINATION, PICKUP, vehicleWorld, type VehicleWorld } from './vehicle-cart-fixtures';

const KEY = 'operator-secret-for-news-tests';
let catcher: MailCatcher;
let mail: MailTransport;

beforeAll(async () => {
  catcher = await startMailCatcher();
  mail = smtpTransport({ host: '127.0.0.1', port: catcher.port, tls: 'none', from: 'Mart <no-reply@mart.test>' });
});
afterAll(async () => {
  mail.close();
  await catcher.close();
});

/** The mails to `to` that arrive in the next delivery round. */
async function delivered(app: FastifyInstance, to: string): Promise<CaughtMail[]> {
  const before = catcher.mails.length;
  await deliverDue(app.ctx);
  return catcher.mails.slice(before).filter((m) => m.to.includes(to));
}

describe('store orders, parcels and the wallet', () => {
  let w: StoreWorld;
  const alice = 'alice@example.com';
  beforeAll(async () => {
    w = await storeWorld({ demo: true, operatorKey: KEY, outbox: { mail, run: false } });
  });
  afterAll(() => w.close());

  const move = (id: number, status: string) =>
    w.app.inject({
      method: 'POST',
      url: `/api/v1/operator/orders/${id}/status`,
      headers: { 'x-operator-key': KEY },
      payload: { status },
    });
  const settings = (payload: Record<string, boolean>) =>
    w.app.inject({
      method: 'PUT',
      url: '/api/v1/customer/notification-settings',
      headers: bearer(w.users.alice.token),
      payload,
    });

  test('a receipt by default; status updates only once the customer turns them on; receipts can be turned off', async () => {
    const id = await placeCashOrder(w, w.users.alice.token, 1);
    const [receipt, ...more] = await delivered(w.app, alice);
    expect(more).toHaveLength(0);
    // placeCashOrder names no language: Russian, the default
    expect(receipt!.subject).toBe(`Mart: заказ №${id} оформлен`);
    expect(receipt!.text).toContain('Здравствуйте, alice!');

    expect((await move(id, 'confirmed')).statusCode).toBe(200);
    expect(await delivered(w.app, alice)).toHaveLength(0);
    const queued = await w.db.selectFrom('outbox').select('kind').where('recipient', '=', alice).execute();
    expect(queued.map((q) => q.kind)).toEqual(['order_placed']);

    expect((await settings({ order_updates: true })).json()).toEqual({ receipts: true, order_updates: true });
    expect((await move(id, 'processing')).statusCode).toBe(200);
    const [update] = await delivered(w.app, alice);
    expect(update!.subject).toBe(`Mart: заказ №${id} — Готовится`);

    expect((await settings({ receipts: false })).json()).toEqual({ receipts: false, order_updates: true });
    await placeCashOrder(w, w.users.alice.token, 1);
    expect(await delivered(w.app, alice)).toHaveLength(0);
    await settings({ receipts: true, order_updates: false });
  });

  test('20 operators confirming one order at once, 20 cancels of another: one status mail, one cancel mail', async () => {
    await settings({ order_updates: true });
    const [confirmed, canceled] = [
      await placeCashOrder(w, w.users.alice.token, 1),
      await placeCashOrder(w, w.users.alice.token, 1),
    ];
    const moves = await Promise.all(Array.from({ length: 20 }, () => move(confirmed, 'confirmed')));
    expect(moves.filter((m) => m.statusCode === 200)).toHaveLength(1);
    const cancels = await Promise.all(
      Array.from({ length: 20 }, () => cancelOrder(w, w.users.alice.token, canceled, 'Twice')),
    );
    expect(cancels.filter((c) => c.statusCode === 200)).toHaveLength(1);
    const kinds = async (id: number) =>
      (await w.db.selectFrom('outbox').select(['kind', 'payload']).where('recipient', '=', alice).execute())
        .filter((r) => r.payload.order_id === id)
        .map((r) => r.kind)
        .sort();
    expect(await kinds(confirmed)).toEqual(['order_placed', 'order_status']);
    expect(await kinds(canceled)).toEqual(['order_canceled', 'order_placed']);
    await deliverDue(w.app.ctx);
    await settings({ order_updates: false });
  });

  test('another customer cannot read or change these settings: each token sees its own', async () => {
    await settings({ order_updates: true });
    const bobs = await w.app.inject({
      method: 'GET',
      url: '/api/v1/customer/notification-settings',
      headers: bearer(w.users.bob.token),
    });
    expect(bobs.json()).toEqual({ receipts: true, order_updates: false });
    const anonymous = await w.app.inject({ method: 'GET', url: '/api/v1/customer/notification-settings' });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await w.app.inject({
      method: 'PUT',
      url: '/api/v1/customer/notification-settings',
      headers: bearer(w.users.bob.token),
      payload: { receipts: 'maybe' },
    });
    expect(malformed.statusCode).toBe(400);
    await settings({ order_updates: false });
  });

  test("kz: a wallet order's receipt in Kazakh; its cancel, asked in Russian, says in Russian what went back", async () => {
    const headers = { ...bearer(w.users.alice.token), 'x-localization': 'kz' };
    await w.app.inject({
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      headers,
      payload: { item_id: w.items.pizza, quantity: 1 },
    });
    const quote = await w.app.inject({
      method: 'POST',
      url: '/api/v1/customer/order/quote',
      headers,
      payload: { order_type: 'take_away' },
    });
    const placed = await w.app.inject({
      method: 'POST',
      url: '/api/v1/customer/order/place',
      headers,
      payload: {
        order_type: 'take_away',
        payment_method: 'wallet',
        order_amount: (quote.json() as { order_amount: number }).order_amount,
        contact_phone: '+77010000001',
        idempotency_key: 'news-wallet-kz-1',
      },
    });
    expect(placed.statusCode).toBe(200);
    const id = (placed.json() as { order_id: number }).order_id;
    const [receipt] = await delivered(w.app, alice);
    expect(receipt!.subject).toBe(`Mart: №${id} тапсырыс рәсімделді`);
    expect(receipt!.text).toContain('Төлем: Әмиян');

    expect((await cancelOrder(w, w.users.alice.token, id, 'Ойымды өзгерттім')).statusCode).toBe(200);
    // cancelOrder sends no language header: the cancel is answered in Russian, and so is its mail
    const [canceled] = await delivered(w.app, alice);
    expect(canceled!.subject).toBe(`Mart: заказ №${id} отменён`);
    expect(canceled!.text).toMatch(/33,00\s₸ возвращено на ваш кошелёк\./);
    expect(canceled!.text).toContain('Причина: Ойымды өзгерттім');
  });

  test('en: a wallet top-up paid through the gateway sends its receipt with the new balance', async () => {
    const started = await w.app.inject({
      method: 'POST',
      url: '/api/v1/customer/wallet/add-fund',
      headers: { ...bearer(w.users.bob.token), 'x-localization': 'en' },
      payload: { amount: 250, payment_method: 'demo', callback: '/wallet' },
    });
    expect(started.statusCode).toBe(200);
    const intent = (started.json() as { redirect_link: string }).redirect_link.split('/').pop()!;
    expect(await delivered(w.app, 'bob@example.com')).toHaveLength(0);
    const paid = await w.app.inject({ method: 'POST', url: `/payment/demo/${intent}/pay` });
    expect(paid.statusCode).toBe(303);
    const [receipt] = await delivered(w.app, 'bob@example.com');
    expect(receipt!.subject).toBe('Mart: your wallet is topped up');
    expect(receipt!.text).toMatch(/₸250\.00 has been added to your wallet\./);
    expect(receipt!.text).toContain('Wallet balance: ₸250.00');
  });

  test('en: a parcel placed by a signed-in customer: its receipt names the category, both ends and the charge', async () => {
    const [category] = await w.db
      .insertInto('parcel_categories')
      .values({
        name: 'Документы',
        i18n: JSON.stringify({ en: { name: 'Documents' } }),
        description: '',
        image: '/storage/parcel/documents.svg',
        per_km_charge_minor: 1000,
        minimum_charge_minor: 3000,
        status: true,
      })
      .returning('id')
      .execute();
    const point = (address: string, lng: number) => ({
      address,
      latitude: 43.25,
      longitude: lng,
      contact_person_name: 'Aliya',
      contact_person_number: '+77011234567',
    });
    const route = { category_id: category!.id, sender: point('Abay 10', 76.95), receiver: point('Dostyk 100', 77.05) };
    const headers = { ...bearer(w.users.bob.token), moduleid: String(w.modules.parcel), 'x-localization': 'en' };
    const quote = await w.app.inject({ method: 'POST', url: '/api/v1/parcel/quote', headers, payload: route });
    const placed = await w.app.inject({
      method: 'POST',
      url: '/api/v1/parcel/place',
      headers,
      payload: {
        ...route,
        payment_method: 'cash_on_delivery',
        order_amount: (quote.json() as { order_amount: number }).order_amount,
        idempotency_key: 'news-parcel-1',
      },
    });
    expect(placed.statusCode).toBe(200);
    const id = (placed.json() as { order_id: number }).order_id;
    const [receipt] = await delivered(w.app, 'bob@example.com');
    expect(receipt!.subject).toBe(`Mart: parcel #${id} placed`);
    expect(receipt!.text).toContain('Parcel: Documents');
    expect(receipt!.text).toContain('From: Abay 10 — Aliya, +77011234567');
    expect(receipt!.text).toContain('To: Dostyk 100 — Aliya, +77011234567');
    expect(receipt!.text).toContain('Payment: Cash on delivery');
  });

  test('a guest who gave no e-mail gets nothing; nothing is queued for them', async () => {
    const before = await w.db.selectFrom('outbox').select('id').execute();
    const guest = { guest_id: w.otherGuestId };
    await w.app.inject({
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      payload: { ...guest, item_id: w.items.pizza, quantity: 1 },
    });
    const quote = await w.app.inject({
      method: 'POST',
      url: '/api/v1/customer/order/quote',
      payload: { ...guest, order_type: 'take_away' },
    });
    const placed = await w.app.inject({
      method: 'POST',
      url: '/api/v1/customer/order/place',
      payload: {
        ...guest,
        order_type: 'take_away',
        payment_method: 'cash_on_delivery',
        contact_phone: '+77011234567',
        order_amount: (quote.json() as { order_amount: number }).order_amount,
        idempotency_key: 'news-guest-no-mail',
      },
    });
    expect(placed.statusCode).toBe(200);
    expect(await w.db.selectFrom('outbox').select('id').execute()).toHaveLength(before.length);
  });

  test('an order that fails to commit queues nothing (the outbox row is in its transaction)', async () => {
    const before = (await w.db.selectFrom('outbox').select('id').execute()).length;
    // a total that no longer matches: the placing transaction is rolled back
    await w.app.inject({
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      headers: bearer(w.users.alice.token),
      payload: { item_id: w.items.pizza, quantity: 1 },
    });
    const refused = await w.app.inject({
      method: 'POST',
      url: '/api/v1/customer/order/place',
      headers: bearer(w.users.alice.token),
      payload: {
        order_type: 'take_away',
        payment_method: 'cash_on_delivery',
        order_amount: 1,
        contact_phone: '+77010000001',
        idempotency_key: 'news-rolled-back',
      },
    });
    expect(refused.statusCode).toBe(409);
    expect((await w.db.selectFrom('outbox').select('id').execute()).length).toBe(before);
  });
});

describe('trips', () => {
  let w: VehicleWorld;
  let sender: FastifyInstance;
  beforeAll(async () => {
    w = await vehicleWorld();
    await w.db.updateTable('users').set({ email: 'rider@example.kz' }).where('id', '=', w.userIds.alice).execute();
    sender = await buildApp({ db: w.db, demo: false, outbox: { mail, run: false } });
  });
  afterAll(async () => {
    await sender.close();
    await w.close();
  });

  test('en: a rental trip booked, then canceled with its wallet refund', async () => {
    const headers = { ...bearer(w.tokens.alice), 'x-localization': 'en' };
    const added = await w.app.inject({
      method: 'POST',
      url: '/api/v1/rental/user/cart/add-to-cart',
      headers,
      payload: {
        vehicle_id: w.ids.rental.both,
        pickup_location: PICKUP,
        destination_location: DESTINATION,
        rental_type: 'hourly',
        estimated_hours: 3,
        pickup_time: '2026-12-20 09:30',
        distance: 12.3,
      },
    });
    expect(added.statusCode).toBe(200);
    const booked = await w.app.inject({
      method: 'POST',
      url: '/api/v1/rental/user/trip/trip-booking',
      headers,
      payload: { payment_method: 'wallet', idempotency_key: 'news-trip-1' },
    });
    expect(booked.statusCode).toBe(200);
    const trip = booked.json() as { id: number; total_amount: number };
    const [receipt] = await delivered(sender, 'rider@example.kz');
    expect(receipt!.subject).toBe(`Mart: trip #${trip.id} booked`);
    expect(receipt!.text).toContain('Pickup time: December 20, 2026 at 9:30 AM');
    expect(receipt!.text).toContain('Duration: 3 hours');
    expect(receipt!.text).toContain('Pickup: Almaty, Abay 1');

    const canceled = await w.app.inject({
      method: 'PUT',
      url: '/api/v1/rental/user/trip/cancel-trip',
      headers: { ...bearer(w.tokens.alice), 'x-localization': 'ru' },
      payload: { trip_id: trip.id, reason: 'Планы изменились' },
    });
    expect(canceled.statusCode).toBe(200);
    const [mail] = await delivered(sender, 'rider@example.kz');
    expect(mail!.subject).toBe(`Mart: поездка №${trip.id} отменена`);
    expect(mail!.text).toContain('возвращено на ваш кошелёк');
  });
});
