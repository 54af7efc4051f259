import {
  DESTINATION,
  PICKUP,
  TOMORROW,
  YESTERDAY,
  auth,
  vehicleWorld,
  type VehicleWorld,
} from './vehicle-cart-fixtures';

let w: VehicleWorld;
beforeAll(async () => {
  w = await vehicleWorld();
});
afterAll(async () => {
  await w.close();
});

describe.each([
  ['rental', 'rental_type'],
  ['carmarket', 'carmarket_type'],
] as const)('%s vehicle cart', (flavour, typeField) => {
  const base = `/api/v1/${flavour}/user/cart`;
  const ids = () => w.ids[flavour];
  const trip = (type: 'hourly' | 'distance_wise', hours = 3) => ({
    pickup_location: PICKUP,
    destination_location: DESTINATION,
    [typeField]: type,
    estimated_hours: hours,
    pickup_time: TOMORROW,
    distance: 12.345,
  });
  const add = (who: { token?: string; guest?: string }, body: Record<string, unknown>) =>
    w.app.inject({
      method: 'POST',
      url: `${base}/add-to-cart`,
      headers: who.token ? auth(who.token) : {},
      payload: { ...body, guest_id: who.guest ?? null },
    });
  const list = (who: { token?: string; guest?: string }) =>
    w.app.inject({
      method: 'GET',
      url: `${base}/list${who.guest ? `?guest_id=${who.guest}` : ''}`,
      headers: who.token ? auth(who.token) : {},
    });
  const updateCart = (token: string, cartId: number, quantity: number) =>
    w.app.inject({
      method: 'PUT',
      url: `${base}/update-cart`,
      headers: auth(token),
      payload: { cart_id: cartId, quantity },
    });
  const updateUserData = (token: string, payload: Record<string, unknown>) =>
    w.app.inject({ method: 'PUT', url: `${base}/update-user-data`, headers: auth(token), payload });
  const clearOnZone = (token: string, zoneId: number) =>
    w.app.inject({
      method: 'POST',
      url: `${base}/clear-on-zone`,
      headers: auth(token),
      payload: { zone_ids: [zoneId] },
    });
  const removeAsGuest = (guest: string, cartId: number) =>
    w.app.inject({ method: 'DELETE', url: `${base}/remove-vehicle?cart_id=${cartId}&guest_id=${guest}` });
  const clear = (who: { token?: string; guest?: string }) =>
    w.app.inject({
      method: 'DELETE',
      url: `${base}/remove-cart${who.guest ? `?guest_id=${who.guest}` : ''}`,
      headers: who.token ? auth(who.token) : {},
    });

  afterEach(async () => {
    await clear({ token: w.tokens.alice });
    await clear({ token: w.tokens.bob });
    await clear({ guest: w.guests.g1 });
    await clear({ guest: w.guests.g2 });
  });

  test('a guest adds a vehicle: quantity 1, trip details kept, server price from the domain rules', async () => {
    const res = await add({ guest: w.guests.g1 }, { vehicle_id: ids().both, ...trip('hourly', 3) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.carts).toHaveLength(1);
    expect(body.carts[0].quantity).toBe(1);
    expect(body.user_data[typeField]).toBe('hourly');
    expect(body.user_data.estimated_hours).toBe(3);
    expect(body.user_data.distance).toBe(12.345);
    // 50.00/h × 3 h = 150.00; provider 10% from 100 → 15.00; tax 10% of 135.00 = 13.50
    expect(body.price).toEqual({
      subtotal: 150,
      vehicle_discount: 0,
      provider_discount: 15,
      discounted_subtotal: 135,
      tax: 13.5,
      tax_included: 0,
      total: 148.5,
    });
  });

  test('distance trips price per km to the metre', async () => {
    const res = await add({ token: w.tokens.alice }, { vehicle_id: ids().both, ...trip('distance_wise') });
    // 10.00/km × 12.345 km = 123.45; provider 10% = 12.35 (half away from zero); tax 10% of 111.10 = 11.11
    expect(res.json().price).toMatchObject({ subtotal: 123.45, provider_discount: 12.35, tax: 11.11, total: 122.21 });
  });

  test('the same vehicle again adds one; beyond total_vehicle_count the SPEC message', async () => {
    await add({ token: w.tokens.alice }, { vehicle_id: ids().both, ...trip('hourly') });
    const second = await add({ token: w.tokens.alice }, { vehicle_id: ids().both, ...trip('hourly') });
    expect(second.json().carts[0].quantity).toBe(2);
    const third = await add({ token: w.tokens.alice }, { vehicle_id: ids().both, ...trip('hourly') });
    expect(third.statusCode).toBe(400);
    expect(third.json().errors[0].message).toBe("You can't add more than 2 quantities of this vehicle.");
    const cartId = second.json().carts[0].id;
    const update = await updateCart(w.tokens.alice, cartId, 3);
    expect(update.statusCode).toBe(400);
    expect(update.json().errors[0].message).toBe("You can't add more than 2 quantities of this vehicle.");
  });

  test("another provider's vehicle is a conflict; after remove-cart (reset) it goes in", async () => {
    await add({ token: w.tokens.alice }, { vehicle_id: ids().both, ...trip('hourly') });
    const conflict = await add({ token: w.tokens.alice }, { vehicle_id: ids().otherProvider, ...trip('hourly') });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().errors[0].message).toBe(
      'Selecting a vehicle from another provider will remove all vehicles from the cart and add the new one.',
    );
    expect((await clear({ token: w.tokens.alice })).json().carts).toEqual([]);
    const added = await add({ token: w.tokens.alice }, { vehicle_id: ids().otherProvider, ...trip('hourly') });
    expect(added.json().carts.map((c: { vehicle_id: number }) => c.vehicle_id)).toEqual([ids().otherProvider]);
  });

  test('pickup_time must be in the future; empty means Pickup Now', async () => {
    const past = await add(
      { token: w.tokens.alice },
      { vehicle_id: ids().both, ...trip('hourly'), pickup_time: YESTERDAY },
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0]).toEqual({ code: 'pickup_time', message: 'Pickup time must be in the future.' });
    const now = await add({ token: w.tokens.alice }, { vehicle_id: ids().both, ...trip('hourly'), pickup_time: null });
    expect(now.statusCode).toBe(200);
    expect(now.json().user_data.pickup_time).toBeNull();
  });

  test('update-user-data to a type a vehicle lacks: 422 with the list of those vehicles, nothing changes', async () => {
    await add({ token: w.tokens.alice }, { vehicle_id: ids().both, ...trip('hourly') });
    const second = await add({ token: w.tokens.alice }, { vehicle_id: ids().hourlyOnly, ...trip('hourly') });
    expect(second.json().carts).toHaveLength(2);
    const res = await updateUserData(w.tokens.alice, trip('distance_wise'));
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((l: { vehicle_id: number }) => l.vehicle_id)).toEqual([ids().hourlyOnly]);
    expect((await list({ token: w.tokens.alice })).json().user_data[typeField]).toBe('hourly');
    // Remove & Continue: drop the listed vehicles, then the change goes through
    const ids2 = JSON.stringify(body.map((l: { id: number }) => l.id));
    await w.app.inject({
      method: 'DELETE',
      url: `${base}/remove-multiple-cart?cart_ids=${encodeURIComponent(ids2)}`,
      headers: auth(w.tokens.alice),
    });
    const ok = await updateUserData(w.tokens.alice, trip('distance_wise'));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user_data[typeField]).toBe('distance_wise');
    expect(ok.json().carts).toHaveLength(1);
  });

  test('adding with another trip type than the cart holds is refused (the client asks first)', async () => {
    await add({ token: w.tokens.alice }, { vehicle_id: ids().both, ...trip('hourly') });
    const res = await add({ token: w.tokens.alice }, { vehicle_id: ids().both, ...trip('distance_wise') });
    expect(res.statusCode).toBe(409);
  });

  test('a duration change on add updates the hours (change-duration Yes)', async () => {
    await add({ token: w.tokens.alice }, { vehicle_id: ids().both, ...trip('hourly', 3) });
    const res = await add({ token: w.tokens.alice }, { vehicle_id: ids().hourlyOnly, ...trip('hourly', 5) });
    expect(res.json().user_data.estimated_hours).toBe(5);
  });

  test("removing the last line forgets the trip details; nobody touches another owner's lines", async () => {
    const mine = await add({ guest: w.guests.g1 }, { vehicle_id: ids().both, ...trip('hourly') });
    const lineId = mine.json().carts[0].id;
    const asOtherGuest = await removeAsGuest(w.guests.g2, lineId);
    expect(asOtherGuest.statusCode).toBe(404);
    const asUser = await updateCart(w.tokens.bob, lineId, 2);
    expect(asUser.statusCode).toBe(404);
    expect((await list({ guest: w.guests.g2 })).json().carts).toEqual([]);
    expect((await list({ guest: w.guests.g1 })).json().carts[0].quantity).toBe(1);
    const removed = await removeAsGuest(w.guests.g1, lineId);
    expect(removed.json()).toEqual({ carts: [], user_data: null, price: null });
  });

  test('no token and no guest id is the login message; an unknown guest id is refused as the store cart does', async () => {
    const none = await list({});
    expect(none.statusCode).toBe(401);
    expect(none.json().errors[0].message).toBe('You must be login to access this page.');
    const unknown = await list({ guest: 'made-up-guest-id' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().errors[0].code).toBe('guest_id');
  });

  test('a zone that does not hold the pickup provider clears the cart', async () => {
    await add({ token: w.tokens.alice }, { vehicle_id: ids().both, ...trip('hourly') });
    const same = await clearOnZone(w.tokens.alice, ids().zone);
    expect(same.json()).toEqual({ cleared: false });
    const other = await clearOnZone(w.tokens.alice, ids().otherZone);
    expect(other.json()).toEqual({ cleared: true });
    expect((await list({ token: w.tokens.alice })).json().carts).toEqual([]);
  });

  test('sign-in merges the guest cart: into an empty user cart, or adding up for the same provider', async () => {
    await add({ guest: w.guests.g1 }, { vehicle_id: ids().both, ...trip('hourly') });
    const merged = await w.app.inject({
      method: 'POST',
      url: `${base}/merge-guest`,
      headers: auth(w.tokens.bob),
      payload: { guest_id: w.guests.g1 },
    });
    expect(merged.json().carts.map((c: { quantity: number }) => c.quantity)).toEqual([1]);
    expect((await list({ guest: w.guests.g1 })).json().carts).toEqual([]);
    await add({ guest: w.guests.g1 }, { vehicle_id: ids().both, ...trip('hourly') });
    const again = await w.app.inject({
      method: 'POST',
      url: `${base}/merge-guest`,
      headers: auth(w.tokens.bob),
      payload: { guest_id: w.guests.g1 },
    });
    expect(again.json().carts[0].quantity).toBe(2);
  });

  test('a vehicle of the other flavour is not found here', async () => {
    const other = flavour === 'rental' ? w.ids.carmarket.both : w.ids.rental.both;
    expect((await add({ token: w.tokens.alice }, { vehicle_id: other, ...trip('hourly') })).statusCode).toBe(404);
  });
});
