/**
 * Trips under concurrency (issue 20 B): 20+ parallel requests on the same trip or vehicle. On PGlite the requests
 * are serialised, so these mostly check the rules; on PostgreSQL (`bash scripts/test-pg.sh
 * test/trips-concurrency.test.ts`) the pool runs them in parallel and they check the guarded writes and locks.
 */
import { sql } from 'kysely';
import { DESTINATION, PICKUP, auth, vehicleWorld, type VehicleWorld } from './vehicle-cart-fixtures';

const PARALLEL = 20;

let w: VehicleWorld;
beforeAll(async () => {
  w = await vehicleWorld();
});
afterAll(async () => {
  await w.close();
});

async function balance(userId: number): Promise<number> {
  const r = await sql<{ b: number }>`select wallet_balance_minor as b from users where id = ${userId}`.execute(w.db);
  return r.rows[0]!.b;
}

async function ledger(userId: number, type: string): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from wallet_transactions
    where user_id = ${userId} and transaction_type = ${type}`.execute(w.db);
  return r.rows[0]!.n;
}

let seq = 0;

describe.each([
  ['rental', 'rental_type', '/user/trip/trip-booking', '/user/trip/cancel-trip', '/user/trip/payment'],
  ['carmarket', 'carmarket_type', '/user/order/order-booking', '/user/order/cancel-order', '/user/order/payment'],
] as const)('%s', (flavour, typeField, bookingPath, cancelPath, paymentPath) => {
  const base = `/api/v1/${flavour}`;

  interface TripPlan {
    pickup_time: string;
    hours?: number;
    /** km: a distance trip instead of an hourly one */
    km?: number;
  }

  const fill = (token: string, vehicleId: number, plan: TripPlan) =>
    w.app.inject({
      method: 'POST',
      url: `${base}/user/cart/add-to-cart`,
      headers: auth(token),
      payload: {
        vehicle_id: vehicleId,
        pickup_location: PICKUP,
        destination_location: DESTINATION,
        [typeField]: plan.km === undefined ? 'hourly' : 'distance_wise',
        estimated_hours: plan.hours ?? 0,
        distance: plan.km ?? 0,
        pickup_time: plan.pickup_time,
      },
    });
  const book = (token: string, paymentMethod: string, key?: { header?: string; body?: string }) =>
    w.app.inject({
      method: 'POST',
      url: `${base}${bookingPath}`,
      headers: { ...auth(token), 'x-localization': 'en', ...(key?.header ? { 'idempotency-key': key.header } : {}) },
      payload: { payment_method: paymentMethod, ...(key?.body ? { idempotency_key: key.body } : {}) },
    });

  const cancel = (token: string, tripId: number) =>
    w.app.inject({
      method: 'PUT',
      url: `${base}${cancelPath}`,
      headers: auth(token),
      payload: { trip_id: tripId, reason: 'Plans changed' },
    });
  const pay = (token: string, tripId: number, paymentMethod: string, extra: Record<string, string> = {}) =>
    w.app.inject({
      method: 'POST',
      url: `${base}${paymentPath}`,
      headers: auth(token),
      payload: { trip_id: tripId, payment_method: paymentMethod, ...extra },
    });

  /** One new customer per plan, each with the vehicle in the cart; then all book at once, paying from the wallet. */
  async function raceBookings(vehicleId: number, plans: TripPlan[]) {
    const customers = await Promise.all(plans.map(() => w.addCustomer(`${flavour}-racer-${++seq}`)));
    const filled = await Promise.all(customers.map((c, i) => fill(c.token, vehicleId, plans[i]!)));
    for (const res of filled) expect(res.statusCode).toBe(200);
    const answers = await Promise.all(customers.map((c) => book(c.token, 'wallet')));
    return Promise.all(
      customers.map(async (c, i) => ({
        customer: c,
        plan: plans[i]!,
        status: answers[i]!.statusCode,
        body: answers[i]!.json(),
        balance: await balance(c.id),
        payments: await ledger(c.id, 'trip_payment'),
      })),
    );
  }

  async function bookedTrip(hours = 2) {
    const customer = await w.addCustomer(`${flavour}-payer-${++seq}`);
    const vehicleId = await w.addVehicle(flavour, `Solo ${seq}`, 1);
    expect((await fill(customer.token, vehicleId, { pickup_time: '2026-11-23 10:00', hours })).statusCode).toBe(200);
    return { customer, vehicleId };
  }

  test(`${PARALLEL} parallel cancels of a wallet-paid trip refund it exactly once`, async () => {
    const { customer } = await bookedTrip();
    const start = await balance(customer.id);
    const booked = await book(customer.token, 'wallet');
    expect(booked.json()).toMatchObject({ payment_status: 'paid', payment_method: 'wallet' });
    const total = Math.round(booked.json().total_amount * 100);
    expect(await balance(customer.id)).toBe(start - total);
    const cancels = await Promise.all(Array.from({ length: PARALLEL }, () => cancel(customer.token, booked.json().id)));
    const ok = cancels.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of cancels.filter((c) => c.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.json().errors[0].code).toBe('trip_status');
    }
    expect(await ledger(customer.id, 'trip_refund')).toBe(1);
    expect(await balance(customer.id)).toBe(start);
  });

  test(`${PARALLEL} parallel wallet payments of a trip debit it exactly once`, async () => {
    const { customer } = await bookedTrip();
    const start = await balance(customer.id);
    const booked = await book(customer.token, 'cash_on_delivery');
    expect(booked.json().payment_status).toBe('unpaid');
    const payments = await Promise.all(
      Array.from({ length: PARALLEL }, () => pay(customer.token, booked.json().id, 'wallet')),
    );
    expect(payments.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of payments.filter((p) => p.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.json().errors[0].code).toBe('payment_status');
    }
    expect(await ledger(customer.id, 'trip_payment')).toBe(1);
    expect(await balance(customer.id)).toBe(start - Math.round(booked.json().total_amount * 100));
  });

  test('a gateway payment that lands after a wallet payment of the same trip goes back to the wallet', async () => {
    const { customer } = await bookedTrip();
    const start = await balance(customer.id);
    const booked = await book(customer.token, 'cash_on_delivery');
    const payBy = (method: string) => pay(customer.token, booked.json().id, method, { callback: '/my-trips' });
    const intentId = String((await payBy('digital_payment')).json().redirect_link)
      .split('/')
      .pop()!;
    expect((await payBy('wallet')).statusCode).toBe(200);
    const { completePayment } = await import('../src/services/payments/payments');
    await completePayment(w.app.ctx, intentId, 'paid');
    expect(await ledger(customer.id, 'trip_payment')).toBe(1);
    expect(await ledger(customer.id, 'trip_refund')).toBe(1);
    // paid once from the wallet, the gateway's amount credited back: net one payment
    expect(await balance(customer.id)).toBe(start);
  });

  test('a trip paid at the gateway and cancelled by 20 parallel requests is refunded to the wallet once', async () => {
    const { customer } = await bookedTrip();
    const start = await balance(customer.id);
    const booked = await book(customer.token, 'digital_payment');
    const intentId = String(booked.json().redirect_link).split('/').pop()!;
    const { completePayment } = await import('../src/services/payments/payments');
    await completePayment(w.app.ctx, intentId, 'paid');
    const cancels = await Promise.all(Array.from({ length: PARALLEL }, () => cancel(customer.token, booked.json().id)));
    expect(cancels.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await ledger(customer.id, 'trip_refund')).toBe(1);
    expect(await balance(customer.id)).toBe(start + Math.round(booked.json().total_amount * 100));
  });

  test('payments and cancels racing on one trip: cancelled, and the wallet back where it started', async () => {
    const { customer } = await bookedTrip();
    const start = await balance(customer.id);
    const booked = await book(customer.token, 'cash_on_delivery');
    const id = booked.json().id;
    await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        i % 2 ? pay(customer.token, id, 'wallet') : cancel(customer.token, id),
      ),
    );
    const payments = await ledger(customer.id, 'trip_payment');
    expect(payments).toBeLessThanOrEqual(1);
    expect(await ledger(customer.id, 'trip_refund')).toBe(payments);
    expect(await balance(customer.id)).toBe(start);
  });

  test(`one cart booked by ${PARALLEL} parallel requests without a key is one trip`, async () => {
    const { customer } = await bookedTrip();
    const start = await balance(customer.id);
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => book(customer.token, 'wallet')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expect(r.json().errors[0].code).toBe('cart');
    expect(await ledger(customer.id, 'trip_payment')).toBe(1);
    expect(await balance(customer.id)).toBe(
      start - Math.round(answers.find((r) => r.statusCode === 200)!.json().total_amount * 100),
    );
  });

  test(`${PARALLEL} parallel bookings of one cart with the same Idempotency-Key: one trip, paid once, every answer it`, async () => {
    const { customer } = await bookedTrip();
    const start = await balance(customer.id);
    const key = { header: `${flavour}-race-${seq}` };
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => book(customer.token, 'wallet', key)));
    for (const r of answers) expect(r.statusCode).toBe(200);
    const ids = new Set(answers.map((r) => r.json().id as number));
    expect(ids.size).toBe(1);
    expect(await ledger(customer.id, 'trip_payment')).toBe(1);
    expect(await balance(customer.id)).toBe(start - Math.round(answers[0]!.json().total_amount * 100));
    // a later retry with the key gets the same trip
    const retry = await book(customer.token, 'wallet', key);
    expect(retry.json().id).toBe([...ids][0]);
  });

  test("another customer's same key books their own trip, never answers with the first one", async () => {
    const first = await bookedTrip();
    const second = await bookedTrip();
    const key = { header: `${flavour}-shared-${seq}` };
    const a = await book(first.customer.token, 'cash_on_delivery', key);
    const b = await book(second.customer.token, 'cash_on_delivery', key);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().id).not.toBe(a.json().id);
    expect(b.json().vehicles[0].vehicle_id).toBe(second.vehicleId);
  });

  test('only the Idempotency-Key header is a key: a body idempotency_key is not read', async () => {
    const { customer } = await bookedTrip();
    const header = `${flavour}-header-only-${seq}`;
    const first = await book(customer.token, 'wallet', { header, body: 'body-key-1' });
    expect(first.statusCode).toBe(200);
    // the same header without the body copy is the same request: the first trip, paid once
    const retry = await book(customer.token, 'wallet', { header });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    expect(await ledger(customer.id, 'trip_payment')).toBe(1);
    const stored = await w.db
      .selectFrom('trips')
      .select('idempotency_key')
      .where('id', '=', first.json().id)
      .executeTakeFirstOrThrow();
    expect(stored.idempotency_key).toBe(header);
  });

  test.each([1, 3])(
    `${PARALLEL} parallel bookings of a vehicle with %i unit(s) for the same time: that many accepted`,
    async (count) => {
      const vehicleId = await w.addVehicle(flavour, `Race ${count}`, count);
      const results = await raceBookings(
        vehicleId,
        Array.from({ length: PARALLEL }, () => ({ pickup_time: '2026-11-24 09:00', hours: 3 })),
      );
      const accepted = results.filter((r) => r.status === 200);
      expect(accepted).toHaveLength(count);
      for (const r of accepted) {
        expect(r.body).toMatchObject({ payment_status: 'paid', trip_status: 'pending' });
        expect(r.payments).toBe(1);
        expect(r.balance).toBe(1_000_000 - Math.round(r.body.total_amount * 100));
      }
      // a refused booking takes no money and leaves the cart for the customer to change time or vehicle
      for (const r of results.filter((x) => x.status !== 200)) {
        expect(r.status).toBe(409);
        expect(r.body.errors[0].code).toBe('vehicle_unavailable');
        expect(r.balance).toBe(1_000_000);
        expect(r.payments).toBe(0);
        const cart = await w.app.inject({
          method: 'GET',
          url: `${base}/user/cart/list`,
          headers: auth(r.customer.token),
        });
        expect(cart.json().carts).toHaveLength(1);
      }
    },
  );

  test(`${PARALLEL} parallel bookings at staggered overlapping times never put more on the road than exist`, async () => {
    const vehicleId = await w.addVehicle(flavour, 'Stagger', 1);
    // 2-hour trips every 30 minutes from 08:00: each overlaps the next three
    const plans = Array.from({ length: PARALLEL }, (_, i) => {
      const minutes = 8 * 60 + i * 30;
      const at = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      return { pickup_time: `2026-11-25 ${at}`, hours: 2 };
    });
    const results = await raceBookings(vehicleId, plans);
    const minutes = (p: TripPlan) => {
      const [h, m] = p.pickup_time.slice(11).split(':').map(Number) as [number, number];
      return [h * 60 + m, h * 60 + m + p.hours! * 60] as const;
    };
    const accepted = results.filter((r) => r.status === 200).map((r) => minutes(r.plan));
    // whichever order they ran in, at least every seventh slot fits (one blocks the three either side of it)
    expect(accepted.length).toBeGreaterThanOrEqual(3);
    for (const [start] of accepted) {
      expect(accepted.filter(([s, e]) => s <= start && start < e)).toHaveLength(1);
    }
    // and no booking was refused without an accepted one overlapping it
    for (const r of results.filter((x) => x.status !== 200)) {
      const [s, e] = minutes(r.plan);
      expect(accepted.some(([as, ae]) => as < e && s < ae)).toBe(true);
    }
  });

  test('bookings of a single vehicle that do not overlap are both accepted, in parallel', async () => {
    const vehicleId = await w.addVehicle(flavour, 'Back to back', 1);
    const results = await raceBookings(vehicleId, [
      { pickup_time: '2026-11-26 10:00', hours: 2 },
      { pickup_time: '2026-11-26 12:00', hours: 2 },
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
  });

  test('a distance trip holds the vehicle for its estimated hours', async () => {
    const vehicleId = await w.addVehicle(flavour, 'Long road', 1);
    // 100 km at the average speed is 3 hours rounded up (see estimateTripHours)
    const [first] = await raceBookings(vehicleId, [{ pickup_time: '2026-11-27 10:00', km: 100 }]);
    expect(first!.status).toBe(200);
    const [overlapping] = await raceBookings(vehicleId, [{ pickup_time: '2026-11-27 12:00', hours: 1 }]);
    expect(overlapping!.status).toBe(409);
    expect(overlapping!.body.errors[0].message).toMatch(/Long road/);
    const [after] = await raceBookings(vehicleId, [{ pickup_time: '2026-11-27 13:00', hours: 1 }]);
    expect(after!.status).toBe(200);
  });

  test('a guest cannot pay a booking from a wallet: refused before anything is held or written', async () => {
    const vehicleId = await w.addVehicle(flavour, 'Guest car', 1);
    const guest = w.guests.g1;
    await w.app.inject({
      method: 'POST',
      url: `${base}/user/cart/add-to-cart`,
      payload: {
        vehicle_id: vehicleId,
        pickup_location: PICKUP,
        [typeField]: 'hourly',
        estimated_hours: 1,
        pickup_time: '2026-11-30 10:00',
        guest_id: guest,
      },
    });
    const res = await w.app.inject({
      method: 'POST',
      url: `${base}${bookingPath}`,
      payload: {
        payment_method: 'wallet',
        guest_id: guest,
        contact_person_name: 'G',
        contact_person_number: '+77001234567',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('payment_method');
    // the vehicle is still free for someone else at that time
    const [other] = await raceBookings(vehicleId, [{ pickup_time: '2026-11-30 10:00', hours: 1 }]);
    expect(other!.status).toBe(200);
    await w.app.inject({ method: 'DELETE', url: `${base}/user/cart/remove-cart?guest_id=${guest}` });
  });

  test('a cancelled trip releases its vehicle; the refusal is in the asked language', async () => {
    const vehicleId = await w.addVehicle(flavour, 'Freed', 1);
    const [first] = await raceBookings(vehicleId, [{ pickup_time: '2026-11-28 10:00', hours: 2 }]);
    expect(first!.status).toBe(200);
    const customer = await w.addCustomer(`${flavour}-late-${++seq}`);
    await fill(customer.token, vehicleId, { pickup_time: '2026-11-28 11:00', hours: 2 });
    const refused = await w.app.inject({
      method: 'POST',
      url: `${base}${bookingPath}`,
      headers: auth(customer.token),
      payload: { payment_method: 'cash_on_delivery' },
    });
    expect(refused.statusCode).toBe(409);
    // ru is the default language
    expect(refused.json().errors[0]).toMatchObject({
      code: 'vehicle_unavailable',
      message: expect.stringMatching(/Freed/),
    });
    expect(refused.json().errors[0].message).toMatch(/[а-я]/);
    await cancel(first!.customer.token, first!.body.id);
    const retried = await book(customer.token, 'cash_on_delivery');
    expect(retried.statusCode).toBe(200);
  });

  test('search shows how many are free for the searched time and leaves out a vehicle with none', async () => {
    const vehicleId = await w.addVehicle(flavour, 'Searchable', 2);
    const [first] = await raceBookings(vehicleId, [{ pickup_time: '2026-11-29 10:00', hours: 4 }]);
    expect(first!.status).toBe(200);
    const search = async (query: string) => {
      const res = await w.app.inject({ method: 'GET', url: `${base}/vehicle/search?name=Searchable&${query}` });
      expect(res.statusCode).toBe(200);
      return res.json().vehicles as { id: number; available_vehicle_count: number; total_vehicle_count: number }[];
    };
    const during = await search('pickup_time=2026-11-29%2011:00&estimated_hours=1');
    expect(during).toEqual([
      expect.objectContaining({ id: vehicleId, available_vehicle_count: 1, total_vehicle_count: 2 }),
    ]);
    const later = await search('pickup_time=2026-11-29%2014:00&estimated_hours=1');
    expect(later).toEqual([expect.objectContaining({ id: vehicleId, available_vehicle_count: 2 })]);
    const bad = await w.app.inject({ method: 'GET', url: `${base}/vehicle/search?pickup_time=2026-13-45%2099:99` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].code).toBe('pickup_time');
    const [second] = await raceBookings(vehicleId, [{ pickup_time: '2026-11-29 12:00', hours: 1 }]);
    expect(second!.status).toBe(200);
    expect(await search('pickup_time=2026-11-29%2011:30&estimated_hours=2')).toEqual([]);
  });
});
