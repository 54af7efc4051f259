/**
 * Issue 45, the vehicle cart's missing parts (SPEC §3, §7): remove-cart's optional vehicle_id, quantity, pickup_time
 * and rental_type (the reset before a provider switch, done as one step so the customer is never left with an empty
 * cart), and user_data's order_type, durationValue and dateValue.
 */
import { DESTINATION, PICKUP, TOMORROW, auth, vehicleWorld, type VehicleWorld } from './vehicle-cart-fixtures';

let w: VehicleWorld;
beforeAll(async () => {
  w = await vehicleWorld();
});
afterAll(() => w.close());

type Line = { vehicle_id: number; quantity: number };
type Cart = {
  carts: Line[];
  user_data: Record<string, unknown> | null;
};

describe.each([
  ['rental', 'rental_type'],
  ['carmarket', 'carmarket_type'],
] as const)('%s', (flavour, typeField) => {
  const base = `/api/v1/${flavour}/user/cart`;
  const ids = () => w.ids[flavour];
  const trip = (extra: Record<string, unknown> = {}) => ({
    pickup_location: PICKUP,
    destination_location: DESTINATION,
    [typeField]: 'hourly',
    estimated_hours: 3,
    pickup_time: TOMORROW,
    ...extra,
  });
  const add = (token: string, body: Record<string, unknown>) =>
    w.app.inject({ method: 'POST', url: `${base}/add-to-cart`, headers: auth(token), payload: body });
  const reset = (token: string, query: string, lang = 'en') =>
    w.app.inject({
      method: 'DELETE',
      url: `${base}/remove-cart${query}`,
      headers: { ...auth(token), 'x-localization': lang },
    });
  const list = (token: string) => w.app.inject({ method: 'GET', url: `${base}/list`, headers: auth(token) });
  const updateUserData = (token: string, payload: Record<string, unknown>) =>
    w.app.inject({ method: 'PUT', url: `${base}/update-user-data`, headers: auth(token), payload });

  afterEach(async () => {
    await reset(w.tokens.alice, '');
    await reset(w.tokens.bob, '');
  });

  test('user_data carries order_type, durationValue and dateValue; a change keeps what it does not name', async () => {
    const added = await add(w.tokens.alice, {
      vehicle_id: ids().both,
      ...trip({ durationValue: 3, dateValue: '2026-11-23 10:00' }),
    });
    expect(added.statusCode).toBe(200);
    expect(added.json<Cart>().user_data).toMatchObject({
      [typeField]: 'hourly',
      order_type: 'hourly',
      durationValue: 3,
      dateValue: '2026-11-23 10:00',
    });
    const changed = await updateUserData(w.tokens.alice, { ...trip(), estimated_hours: 5, durationValue: 5 });
    expect(changed.json<Cart>().user_data).toMatchObject({ durationValue: 5, dateValue: '2026-11-23 10:00' });
  });

  test.each([
    [{ dateValue: 'tomorrow' }, 'dateValue must be YYYY-MM-DD or YYYY-MM-DD HH:mm.'],
    [{ durationValue: 1.5 }, 'durationValue must be a whole number of hours.'],
    [{ durationValue: -1 }, 'durationValue must be a whole number of hours.'],
  ])('%o is a 400 and nothing is added', async (bad, message) => {
    const res = await add(w.tokens.alice, { vehicle_id: ids().both, ...trip(bad) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(message);
    expect((await list(w.tokens.alice)).json<Cart>().carts).toEqual([]);
  });

  test("a provider switch in one step: the other provider's vehicle replaces the lines, the places stay", async () => {
    await add(w.tokens.alice, { vehicle_id: ids().both, ...trip() });
    const res = await reset(
      w.tokens.alice,
      `?vehicle_id=${ids().otherProvider}&quantity=2&pickup_time=${encodeURIComponent(TOMORROW)}&rental_type=hourly`,
    );
    expect(res.statusCode).toBe(200);
    const cart = res.json<Cart>();
    expect(cart.carts.map((l) => [l.vehicle_id, l.quantity])).toEqual([[ids().otherProvider, 2]]);
    expect(cart.user_data).toMatchObject({ pickup_location: PICKUP, pickup_time: TOMORROW, order_type: 'hourly' });
  });

  test('a refused vehicle (too many, or a trip type it lacks) leaves the cart as it was, never empty', async () => {
    await add(w.tokens.alice, { vehicle_id: ids().both, ...trip() });
    const tooMany = await reset(w.tokens.alice, `?vehicle_id=${ids().otherProvider}&quantity=4`);
    expect(tooMany.statusCode).toBe(400);
    const noType = await reset(w.tokens.alice, `?vehicle_id=${ids().hourlyOnly}&rental_type=distance_wise`);
    expect(noType.statusCode).toBe(400);
    const unknown = await reset(w.tokens.alice, `?vehicle_id=999999`);
    expect(unknown.statusCode).toBe(404);
    expect((await list(w.tokens.alice)).json<Cart>().carts.map((l) => l.vehicle_id)).toEqual([ids().both]);
  });

  test('quantity, pickup_time or rental_type without vehicle_id is a 400 (in the asked language)', async () => {
    await add(w.tokens.alice, { vehicle_id: ids().both, ...trip() });
    const res = await reset(w.tokens.alice, '?quantity=2', 'ru');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('С полем quantity нужен vehicle_id.');
    expect((await list(w.tokens.alice)).json<Cart>().carts).toHaveLength(1);
  });

  test("one customer's reset never touches another's cart", async () => {
    await add(w.tokens.alice, { vehicle_id: ids().both, ...trip() });
    await add(w.tokens.bob, { vehicle_id: ids().both, ...trip() });
    await reset(w.tokens.bob, `?vehicle_id=${ids().otherProvider}`);
    expect((await list(w.tokens.alice)).json<Cart>().carts.map((l) => l.vehicle_id)).toEqual([ids().both]);
  });

  test('20 parallel switches leave one line of the chosen vehicle, never an empty cart or two lines', async () => {
    await add(w.tokens.alice, { vehicle_id: ids().both, ...trip() });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => reset(w.tokens.alice, `?vehicle_id=${ids().otherProvider}`)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const cart = (await list(w.tokens.alice)).json<Cart>();
    expect(cart.carts.map((l) => [l.vehicle_id, l.quantity])).toEqual([[ids().otherProvider, 1]]);
  });
});
