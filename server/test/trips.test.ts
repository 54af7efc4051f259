import { sql } from 'kysely';
import { DESTINATION, PICKUP, auth, vehicleWorld, type VehicleWorld } from './vehicle-cart-fixtures';

let w: VehicleWorld;
// each booking here gets its own day, so the trips never compete for the vehicle (see trips-concurrency.test.ts)
let day = 0;
const nextPickup = () => `2026-12-${String(++day).padStart(2, '0')} 10:00`;
beforeAll(async () => {
  w = await vehicleWorld();
});
afterAll(async () => {
  await w.close();
});

describe.each([
  [
    'rental',
    'rental_type',
    '/user/trip/trip-booking',
    '/user/trip/get-trip-list',
    '/user/trip/get-trip-details',
    '/user/trip/cancel-trip',
    '/user/trip/payment',
  ],
  [
    'carmarket',
    'carmarket_type',
    '/user/order/order-booking',
    '/user/order/get-order-list',
    '/user/order/get-order-details',
    '/user/order/cancel-order',
    '/user/order/payment',
  ],
] as const)('%s trips', (flavour, typeField, bookingPath, listPath, detailsPath, cancelPath, paymentPath) => {
  const base = `/api/v1/${flavour}`;
  const headers = (token?: string) => (token ? auth(token) : {});
  const fill = (who: { token?: string; guest?: string }, hours = 2) =>
    w.app.inject({
      method: 'POST',
      url: `${base}/user/cart/add-to-cart`,
      headers: headers(who.token),
      payload: {
        vehicle_id: w.ids[flavour].both,
        pickup_location: PICKUP,
        destination_location: DESTINATION,
        [typeField]: 'hourly',
        estimated_hours: hours,
        pickup_time: nextPickup(),
        distance: 12.345,
        guest_id: who.guest ?? null,
      },
    });
  // the idempotency key travels in its header (the body has no such field the server reads)
  const book = (who: { token?: string; guest?: string }, { idempotency_key, ...body }: Record<string, unknown>) =>
    w.app.inject({
      method: 'POST',
      url: `${base}${bookingPath}`,
      headers: {
        ...headers(who.token),
        ...(typeof idempotency_key === 'string' ? { 'idempotency-key': idempotency_key } : {}),
      },
      payload: { ...body, guest_id: who.guest ?? null },
    });

  test('a signed-in customer books cash: totals from the cart, cart emptied, listed, detailed, cancelled', async () => {
    await fill({ token: w.tokens.alice });
    const res = await book(
      { token: w.tokens.alice },
      { payment_method: 'cash_on_delivery', idempotency_key: `${flavour}-alice-1` },
    );
    expect(res.statusCode).toBe(200);
    const trip = res.json();
    // 50.00 × 2 h = 100.00 → provider 10% (min purchase 100 reached) = 10.00 → tax 10% of 90 = 9.00
    expect(trip).toMatchObject({
      trip_status: 'pending',
      payment_status: 'unpaid',
      subtotal: 100,
      provider_discount: 10,
      tax: 9,
      total_amount: 99,
      estimated_hours: 2,
      pickup_time: `2026-12-${String(day).padStart(2, '0')} 10:00`,
    });
    expect(trip.vehicles).toEqual([
      expect.objectContaining({ vehicle_id: w.ids[flavour].both, quantity: 1, unit_price: 100, total: 100 }),
    ]);
    const cart = await w.app.inject({ method: 'GET', url: `${base}/user/cart/list`, headers: headers(w.tokens.alice) });
    expect(cart.json().carts).toEqual([]);
    const list = await w.app.inject({ method: 'GET', url: `${base}${listPath}`, headers: headers(w.tokens.alice) });
    expect(list.json().trips.map((t: { id: number }) => t.id)).toContain(trip.id);
    const details = await w.app.inject({
      method: 'GET',
      url: `${base}${detailsPath}?trip_id=${trip.id}`,
      headers: headers(w.tokens.alice),
    });
    expect(details.json().id).toBe(trip.id);
    const cancel = await w.app.inject({
      method: 'PUT',
      url: `${base}${cancelPath}`,
      headers: headers(w.tokens.alice),
      payload: { trip_id: trip.id, reason: 'Plans changed' },
    });
    expect(cancel.json()).toMatchObject({ trip_status: 'canceled', cancellation_reason: 'Plans changed' });
    const again = await w.app.inject({
      method: 'PUT',
      url: `${base}${cancelPath}`,
      headers: headers(w.tokens.alice),
      payload: { trip_id: trip.id, reason: 'x' },
    });
    expect(again.statusCode).toBe(400);
  });

  test('a retried booking with the same idempotency key returns the same trip, never two', async () => {
    await fill({ token: w.tokens.bob });
    const key = `${flavour}-bob-retry`;
    const [a, b] = await Promise.all([
      book({ token: w.tokens.bob }, { payment_method: 'cash_on_delivery', idempotency_key: key }),
      book({ token: w.tokens.bob }, { payment_method: 'cash_on_delivery', idempotency_key: key }),
    ]);
    const ok = [a, b].filter((r) => r.statusCode === 200).map((r) => r.json().id);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok).size).toBe(1);
    const retry = await book({ token: w.tokens.bob }, { payment_method: 'cash_on_delivery', idempotency_key: key });
    expect(retry.json().id).toBe(ok[0]);
    const count = await sql<{ n: number }>`select count(*)::int as n from trips where idempotency_key = ${key}`.execute(
      w.db,
    );
    expect(count.rows[0]?.n).toBe(1);
  });

  test("a guest books with contact details, sees that trip, but not another's; no history list", async () => {
    await fill({ guest: w.guests.g1 });
    const missing = await book({ guest: w.guests.g1 }, { payment_method: 'cash_on_delivery' });
    expect(missing.statusCode).toBe(400);
    const res = await book(
      { guest: w.guests.g1 },
      { payment_method: 'cash_on_delivery', contact_person_name: 'Guest', contact_person_number: '+77001234567' },
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().id;
    expect(
      (await w.app.inject({ method: 'GET', url: `${base}${detailsPath}?trip_id=${id}&guest_id=${w.guests.g1}` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await w.app.inject({ method: 'GET', url: `${base}${detailsPath}?trip_id=${id}&guest_id=${w.guests.g2}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await w.app.inject({
          method: 'GET',
          url: `${base}${detailsPath}?trip_id=${id}`,
          headers: headers(w.tokens.bob),
        })
      ).statusCode,
    ).toBe(404);
    const cancelByOther = await w.app.inject({
      method: 'PUT',
      url: `${base}${cancelPath}`,
      payload: { trip_id: id, reason: 'x', guest_id: w.guests.g2 },
    });
    expect(cancelByOther.statusCode).toBe(404);
    expect((await w.app.inject({ method: 'GET', url: `${base}${listPath}?guest_id=${w.guests.g1}` })).statusCode).toBe(
      401,
    );
  });

  test("another customer's trip is not found for details, cancel or payment", async () => {
    await fill({ token: w.tokens.alice });
    const id = (await book({ token: w.tokens.alice }, { payment_method: 'cash_on_delivery' })).json().id;
    const asBob = headers(w.tokens.bob);
    const requests = [
      { method: 'GET', url: `${base}${detailsPath}?trip_id=${id}` },
      { method: 'PUT', url: `${base}${cancelPath}`, payload: { trip_id: id, reason: 'x' } },
      { method: 'POST', url: `${base}${paymentPath}`, payload: { trip_id: id, payment_method: 'wallet' } },
    ] as const;
    for (const request of requests) {
      expect((await w.app.inject({ ...request, headers: asBob })).statusCode).toBe(404);
    }
  });

  test('wallet payment debits the balance once; cancelling refunds it', async () => {
    await fill({ token: w.tokens.alice });
    const before = await sql<{
      b: number;
    }>`select wallet_balance_minor as b from users where id = ${w.userIds.alice}`.execute(w.db);
    const res = await book({ token: w.tokens.alice }, { payment_method: 'wallet' });
    expect(res.json()).toMatchObject({ payment_status: 'paid', payment_method: 'wallet', total_amount: 99 });
    const after = await sql<{
      b: number;
    }>`select wallet_balance_minor as b from users where id = ${w.userIds.alice}`.execute(w.db);
    expect(before.rows[0]!.b - after.rows[0]!.b).toBe(9900);
    const pay = await w.app.inject({
      method: 'POST',
      url: `${base}${paymentPath}`,
      headers: headers(w.tokens.alice),
      payload: { trip_id: res.json().id, payment_method: 'wallet' },
    });
    expect(pay.json().errors[0].message).toBe('This trip is already paid.');
    await w.app.inject({
      method: 'PUT',
      url: `${base}${cancelPath}`,
      headers: headers(w.tokens.alice),
      payload: { trip_id: res.json().id, reason: 'x' },
    });
    const refunded = await sql<{
      b: number;
    }>`select wallet_balance_minor as b from users where id = ${w.userIds.alice}`.execute(w.db);
    expect(refunded.rows[0]!.b).toBe(before.rows[0]!.b);
  });

  test('reviews: only a completed trip, once per vehicle', async () => {
    await fill({ token: w.tokens.alice });
    const id = (await book({ token: w.tokens.alice }, { payment_method: 'cash_on_delivery' })).json().id;
    const review = () =>
      w.app.inject({
        method: 'POST',
        url: `${base}/user/review/add`,
        headers: headers(w.tokens.alice),
        payload: { trip_id: id, vehicle_id: w.ids[flavour].both, rating: 5, comment: 'Great' },
      });
    expect((await review()).statusCode).toBe(400);
    await sql`update trips set status = 'completed' where id = ${id}`.execute(w.db);
    const ok = await review();
    expect(ok.json().reviewed_vehicle_ids).toEqual([w.ids[flavour].both]);
    expect((await review()).json().errors[0].message).toBe('You have already reviewed this vehicle.');
  });

  test('digital payment returns the payment page; paying there marks the trip paid exactly once', async () => {
    await fill({ token: w.tokens.bob });
    const res = await book({ token: w.tokens.bob }, { payment_method: 'digital_payment', callback: '/my-trips' });
    expect(res.json()).toMatchObject({ payment_status: 'unpaid', payment_method: 'digital_payment' });
    const link: string = res.json().redirect_link;
    const intentId = link.split('/').pop()!;
    const { completePayment } = await import('../src/services/payments/payments');
    await completePayment(w.app.ctx, intentId, 'paid');
    // a repeated gateway callback finds the intent done and changes nothing
    await expect(completePayment(w.app.ctx, intentId, 'failed')).resolves.toMatchObject({ status: 'paid' });
    const details = await w.app.inject({
      method: 'GET',
      url: `${base}${detailsPath}?trip_id=${res.json().id}`,
      headers: headers(w.tokens.bob),
    });
    expect(details.json().payment_status).toBe('paid');
  });

  test('an empty cart cannot be booked', async () => {
    const res = await book({ token: w.tokens.bob }, { payment_method: 'cash_on_delivery' });
    expect(res.json().errors[0].message).toBe('Your cart is empty.');
  });
});

test('with guest checkout off a guest cannot book', async () => {
  const off = await vehicleWorld({ guest_checkout_status: 0 });
  const res = await off.app.inject({
    method: 'POST',
    url: '/api/v1/rental/user/trip/trip-booking',
    payload: { payment_method: 'cash_on_delivery', guest_id: off.guests.g1 },
  });
  expect(res.statusCode).toBe(401);
  expect(res.json().errors[0].message).toBe('You must be login to access this page.');
  await off.close();
});
