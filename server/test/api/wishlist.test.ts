import { bearer, call, firstError, newUser, startApp, type TestApp } from './helpers';

let t: TestApp;
let rentalVehicle: number;
let carmarketVehicle: number;
let rentalProvider: number;
beforeAll(async () => {
  t = await startApp();
  const rental = await call<{ vehicles: { id: number; provider_id: number }[] }>(t.app, {
    method: 'GET',
    url: '/api/v1/rental/vehicle/search?limit=1',
  });
  rentalVehicle = rental.body.vehicles[0]!.id;
  rentalProvider = rental.body.vehicles[0]!.provider_id;
  const carmarket = await call<{ vehicles: { id: number }[] }>(t.app, {
    method: 'GET',
    url: '/api/v1/carmarket/vehicle/search?limit=1',
  });
  carmarketVehicle = carmarket.body.vehicles[0]!.id;
});
afterAll(() => t.close());

type Wishlist = {
  item: { id: number }[];
  store: { id: number }[];
  vehicles: { id: number }[];
  providers: { id: number }[];
};
const get = (token: string) =>
  call<Wishlist>(t.app, { method: 'GET', url: '/api/v1/customer/wish-list', headers: bearer(token) });
const send = (method: 'POST' | 'DELETE', url: string, token?: string) =>
  call<{ message: string }>(t.app, { method, url, headers: token ? bearer(token) : {} });

describe('item and store wishlist', () => {
  it('adds, lists and removes items and stores', async () => {
    const user = await newUser(t.app);
    expect((await send('POST', '/api/v1/customer/wish-list/add?item_id=1', user.token)).body.message).toBe(
      'Successfully added to your wishlist.',
    );
    expect((await send('POST', '/api/v1/customer/wish-list/add?item_id=1', user.token)).body.message).toBe(
      'Already in your wishlist.',
    );
    await send('POST', '/api/v1/customer/wish-list/add?store_id=2', user.token);
    const list = await get(user.token);
    expect(list.body.item.map((i) => i.id)).toEqual([1]);
    expect(list.body.store.map((s) => s.id)).toEqual([2]);
    const detail = await call<{ wishlist_count: number }>(t.app, { method: 'GET', url: '/api/v1/items/details/1' });
    expect(detail.body.wishlist_count).toBeGreaterThan(0);
    expect((await send('DELETE', '/api/v1/customer/wish-list/remove?item_id=1', user.token)).status).toBe(200);
    expect((await send('DELETE', '/api/v1/customer/wish-list/remove?store_id=2', user.token)).status).toBe(200);
    expect(await get(user.token).then((r) => r.body)).toEqual({ item: [], store: [], vehicles: [], providers: [] });
  });

  it('404s unknown targets and entries; 400 without a target', async () => {
    const user = await newUser(t.app);
    expect((await send('POST', '/api/v1/customer/wish-list/add?item_id=999999', user.token)).status).toBe(404);
    // a rental provider is not a store
    expect((await send('POST', `/api/v1/customer/wish-list/add?store_id=${rentalProvider}`, user.token)).status).toBe(
      404,
    );
    expect((await send('DELETE', '/api/v1/customer/wish-list/remove?item_id=1', user.token)).status).toBe(404);
    const none = await send('POST', '/api/v1/customer/wish-list/add', user.token);
    expect(none.status).toBe(400);
    expect(firstError(none.body)).toEqual({ code: 'item_id', message: 'item_id or store_id is required.' });
  });

  it('needs a token on every route (guests get the login message)', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/customer/wish-list'],
      ['POST', '/api/v1/customer/wish-list/add?item_id=1&guest_id=g_x'],
      ['DELETE', '/api/v1/customer/wish-list/remove?item_id=1'],
      ['GET', '/api/v1/rental/user/wish-list'],
      ['POST', `/api/v1/rental/user/wish-list?vehicle_id=${rentalVehicle}`],
      ['DELETE', `/api/v1/rental/user/wish-list/remove?vehicle_id=${rentalVehicle}`],
    ] as const) {
      const res = await call(t.app, { method, url });
      expect(res.status).toBe(401);
      expect(firstError(res.body)).toEqual({ code: 'auth-001', message: 'You must be login to access this page.' });
    }
  });

  it("cannot remove another user's entries", async () => {
    const alice = await newUser(t.app);
    const bob = await newUser(t.app);
    await send('POST', '/api/v1/customer/wish-list/add?item_id=2', bob.token);
    await send('POST', `/api/v1/rental/user/wish-list?vehicle_id=${rentalVehicle}`, bob.token);
    expect((await get(alice.token)).body.item).toEqual([]);
    expect((await send('DELETE', '/api/v1/customer/wish-list/remove?item_id=2', alice.token)).status).toBe(404);
    expect(
      (await send('DELETE', `/api/v1/rental/user/wish-list/remove?key=vehicle_id&id=${rentalVehicle}`, alice.token))
        .status,
    ).toBe(404);
    const bobs = (await get(bob.token)).body;
    expect(bobs.item.map((i) => i.id)).toEqual([2]);
    expect(bobs.vehicles.map((v) => v.id)).toEqual([rentalVehicle]);
  });
});

describe('vehicle and provider wishlist', () => {
  it('adds by vehicle_id/provider_id and removes in every accepted shape', async () => {
    const user = await newUser(t.app);
    expect((await send('POST', `/api/v1/rental/user/wish-list?vehicle_id=${rentalVehicle}`, user.token)).status).toBe(
      200,
    );
    expect((await send('POST', `/api/v1/rental/user/wish-list?provider_id=${rentalProvider}`, user.token)).status).toBe(
      200,
    );
    // the SPEC uses the rental path for car-market vehicles too
    expect(
      (await send('POST', `/api/v1/rental/user/wish-list?vehicle_id=${carmarketVehicle}`, user.token)).status,
    ).toBe(200);

    const rental = await call<{ vehicles: { id: number }[]; providers: { id: number }[] }>(t.app, {
      method: 'GET',
      url: '/api/v1/rental/user/wish-list',
      headers: bearer(user.token),
    });
    expect(rental.body.vehicles.map((v) => v.id)).toEqual([rentalVehicle]);
    expect(rental.body.providers.map((p) => p.id)).toEqual([rentalProvider]);
    const carmarket = await call<{ vehicles: { id: number; order_hourly: number }[] }>(t.app, {
      method: 'GET',
      url: '/api/v1/carmarket/user/wish-list',
      headers: bearer(user.token),
    });
    expect(carmarket.body.vehicles.map((v) => v.id)).toEqual([carmarketVehicle]);
    expect(carmarket.body.vehicles[0]).toHaveProperty('order_hourly');
    expect((await get(user.token)).body.vehicles).toHaveLength(2);

    expect(
      (await send('DELETE', `/api/v1/rental/user/wish-list/remove?key=vehicle_id&id=${rentalVehicle}`, user.token))
        .status,
    ).toBe(200);
    expect(
      (await send('DELETE', `/api/v1/rental/user/wish-list/remove?key=provider_id=${rentalProvider}`, user.token))
        .status,
    ).toBe(200);
    expect(
      (await send('DELETE', `/api/v1/carmarket/user/wish-list/remove?vehicle_id=${carmarketVehicle}`, user.token))
        .status,
    ).toBe(200);
    expect((await get(user.token)).body).toMatchObject({ vehicles: [], providers: [] });
  });

  it('validates the target', async () => {
    const user = await newUser(t.app);
    const none = await send('POST', '/api/v1/rental/user/wish-list', user.token);
    expect(firstError(none.body)).toEqual({ code: 'vehicle_id', message: 'vehicle_id or provider_id is required.' });
    expect((await send('DELETE', '/api/v1/rental/user/wish-list/remove?key=item_id&id=1', user.token)).status).toBe(
      400,
    );
    expect((await send('POST', '/api/v1/rental/user/wish-list?vehicle_id=999999', user.token)).status).toBe(404);
    expect((await send('POST', '/api/v1/rental/user/wish-list?provider_id=1', user.token)).status).toBe(404);
    const bad = await send('POST', '/api/v1/rental/user/wish-list?vehicle_id=abc', user.token);
    expect(firstError(bad.body)).toEqual({ code: 'vehicle_id', message: 'vehicle_id must be a positive integer.' });
  });
});
