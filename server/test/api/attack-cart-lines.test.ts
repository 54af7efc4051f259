/**
 * Issue 38.2: a double tap (or 20) on "add to cart". Cart lines are unique per owner and line key in the database
 * and written under the owner's cart lock, so parallel adds of one item sum exactly into ONE line, and the per-line
 * maximum and the stock hold: what goes over is refused with the SPEC's message. Run on PostgreSQL (test:pg) for
 * real parallelism; on PGlite the queries interleave one at a time.
 */
import { sql, type Kysely } from 'kysely';
import { up as uniqueCartLines } from '../../src/db/migrations/0700_cart_line_unique';
import { issueToken } from '../../src/services/accounts/sessions';
import { bearer, storeWorld, zoneHeaders, type StoreWorld } from '../store-fixture';
import { DESTINATION, PICKUP, vehicleWorld, type VehicleWorld } from '../vehicle-cart-fixtures';

const PARALLEL = 20;
let w: StoreWorld;
let seq = 0;
const unique = (prefix: string) => `${prefix}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => void (w = await storeWorld()));
afterAll(() => w.close());

type Who = { token: string; id: number } | { guest: string };
const times = <T>(n: number, fn: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

async function newCustomer(): Promise<Who> {
  const email = `${unique('c')}@example.com`;
  const row = await w.db
    .insertInto('users')
    .values({
      f_name: 'Cart',
      l_name: 'Racer',
      email,
      phone: `+7705${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
      password_hash: null,
      image: null,
      status: true,
      login_medium: 'manual',
      social_id: null,
      ref_code: unique('R').toUpperCase(),
      wallet_balance_minor: 0,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token: await issueToken(w.app.ctx, row.id) };
}

async function newGuest(): Promise<Who> {
  const id = unique('guest');
  await w.db.insertInto('guests').values({ id, created_at: new Date() }).execute();
  return { guest: id };
}

const add = (who: Who, payload: Record<string, unknown>) =>
  w.app.inject({
    method: 'POST',
    url: '/api/v1/customer/cart/add',
    headers: { ...zoneHeaders(w), ...('token' in who ? bearer(who.token) : { 'guest-id': who.guest }) },
    payload,
  });

/** What the database holds for the owner: its lines (quantity and key). */
const linesOf = (who: Who) => {
  const q = w.db.selectFrom('store_cart_items').select(['id', 'item_id', 'quantity', 'line_key']).orderBy('id');
  return ('token' in who ? q.where('user_id', '=', who.id) : q.where('guest_id', '=', who.guest)).execute();
};

const errorOf = (res: { json(): unknown }) => (res.json() as { errors: { code: string; message: string }[] }).errors[0];

describe.each([
  ['a signed-in customer', newCustomer],
  ['a guest', newGuest],
])('%s adding one item 20 times at once', (_, who) => {
  test('one line holding all 20 (no limit, food: no stock)', async () => {
    const owner = await who();
    const answers = await times(PARALLEL, () => add(owner, { item_id: w.items.pizza, quantity: 1 }));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    const lines = await linesOf(owner);
    expect(lines.map((l) => l.quantity)).toEqual([PARALLEL]);
  });

  test('maximum_cart_quantity 3: one line of 3, the other 17 refused Out of Limits', async () => {
    const owner = await who();
    const burger = {
      item_id: w.items.burger,
      quantity: 1,
      variation: [{ id: 'size', values: { ids: ['small'] } }],
    };
    const answers = await times(PARALLEL, () => add(owner, burger));
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(3);
    for (const r of refused)
      expect([r.statusCode, errorOf(r)]).toEqual([400, { code: 'outOfLimits', message: 'Out of Limits' }]);
    expect((await linesOf(owner)).map((l) => l.quantity)).toEqual([3]);
  });

  test('stock 10 of the chosen variation: one line of 10, the other 10 refused Out of Stock', async () => {
    const owner = await who();
    const answers = await times(PARALLEL, () =>
      add(owner, { item_id: w.items.milk, quantity: 1, variation_type: '1l' }),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(10);
    for (const r of answers.filter((a) => a.statusCode !== 200))
      expect([r.statusCode, errorOf(r)]).toEqual([400, { code: 'outOfStock', message: 'Out of Stock' }]);
    expect((await linesOf(owner)).map((l) => l.quantity)).toEqual([10]);
  });
});

test('the database refuses a second line with the same owner and key', async () => {
  const owner = await newGuest();
  expect((await add(owner, { item_id: w.items.pizza, quantity: 1 })).statusCode).toBe(200);
  const [line] = await linesOf(owner);
  const { id: _id, ...copy } = await w.db
    .selectFrom('store_cart_items')
    .selectAll()
    .where('id', '=', line!.id)
    .executeTakeFirstOrThrow();
  await expect(
    w.db
      .insertInto('store_cart_items')
      .values({ ...copy, food_options: JSON.stringify(copy.food_options), add_ons: JSON.stringify(copy.add_ons) })
      .execute(),
  ).rejects.toMatchObject({ code: '23505' });
});

describe('one line per key through every other cart write', () => {
  const small = { id: 'size', values: { ids: ['small'] } };
  const large = { id: 'size', values: { ids: ['large'] } };
  const burger = (size: typeof small, quantity: number) => ({ item_id: w.items.burger, quantity, variation: [size] });

  test("a guest's line joins the customer's same line at sign-in, held to the item's maximum", async () => {
    const customer = await newCustomer();
    const guest = await newGuest();
    expect((await add(customer, burger(small, 2))).statusCode).toBe(200);
    expect((await add(guest, burger(small, 2))).statusCode).toBe(200);
    expect((await add(guest, { item_id: w.items.pizza, quantity: 1 })).statusCode).toBe(200);
    const merged = await w.app.inject({
      method: 'POST',
      url: '/api/v1/customer/cart/merge-guest',
      headers: 'token' in customer ? bearer(customer.token) : {},
      payload: { guest_id: 'guest' in guest ? guest.guest : '' },
    });
    expect(merged.statusCode).toBe(200);
    expect((await linesOf(customer)).map((l) => [l.item_id, l.quantity])).toEqual([
      [w.items.burger, 3],
      [w.items.pizza, 1],
    ]);
    expect(await linesOf(guest)).toEqual([]);
  });

  test("changing a line into another line's options leaves one line with both quantities", async () => {
    const customer = await newCustomer();
    await add(customer, burger(small, 1));
    await add(customer, burger(large, 1));
    const [, largeLine] = await linesOf(customer);
    const res = await w.app.inject({
      method: 'POST',
      url: '/api/v1/customer/cart/update',
      headers: { ...zoneHeaders(w), ...('token' in customer ? bearer(customer.token) : {}) },
      payload: { cart_id: largeLine!.id, ...burger(small, 1) },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { quantity: number }[]).map((l) => l.quantity)).toEqual([2]);
    expect((await linesOf(customer)).map((l) => l.quantity)).toEqual([2]);
  });
});

test('migration 0700 merges lines duplicated before it into the oldest, held to the limits', async () => {
  const customer = await newCustomer();
  const guest = await newGuest();
  const userId = 'token' in customer ? customer.id : 0;
  const guestId = 'guest' in guest ? guest.guest : '';
  await sql`drop index store_cart_items_user_line`.execute(w.db);
  await sql`drop index store_cart_items_guest_line`.execute(w.db);
  const line = (owner: { user_id: number } | { guest_id: string }, itemId: number, quantity: number, extra = {}) => ({
    user_id: null,
    guest_id: null,
    ...owner,
    item_id: itemId,
    campaign_id: null,
    store_id: itemId === w.items.milk ? w.stores.grocery : w.stores.food,
    module_id: itemId === w.items.milk ? w.modules.grocery : w.modules.food,
    quantity,
    variation_type: null,
    food_options: '{}',
    add_ons: '[]',
    line_key: String(itemId),
    price_minor: 1000,
    ...extra,
  });
  const me = { user_id: userId };
  const them = { guest_id: guestId };
  const size = { food_options: JSON.stringify({ size: ['small'] }), line_key: `${w.items.burger}|f:size=small` };
  const oneLitre = { variation_type: '1l', line_key: `${w.items.milk}|v:1l` };
  await w.db
    .insertInto('store_cart_items')
    .values([
      line(me, w.items.burger, 2, size),
      line(me, w.items.burger, 2, size),
      line(me, w.items.burger, 1, size),
      line(me, w.items.pizza, 1),
      line(them, w.items.pizza, 4),
      line(them, w.items.pizza, 5),
      line(them, w.items.milk, 6, oneLitre),
      line(them, w.items.milk, 7, oneLitre),
    ])
    .execute();
  await uniqueCartLines(w.db as unknown as Kysely<unknown>);
  const held = await w.db
    .selectFrom('store_cart_items')
    .select(['user_id', 'item_id', 'quantity'])
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('guest_id', '=', guestId)]))
    .orderBy('id')
    .execute();
  expect(held.map((r) => [r.user_id ? 'customer' : 'guest', r.item_id, r.quantity])).toEqual([
    // burger: 2 + 2 + 1 over its maximum of 3; pizza: food, no limit; milk 1 L: its variation's stock of 10
    ['customer', w.items.burger, 3],
    ['customer', w.items.pizza, 1],
    ['guest', w.items.pizza, 9],
    ['guest', w.items.milk, 10],
  ]);
  await expect(
    w.db
      .insertInto('store_cart_items')
      .values(line(them, w.items.pizza, 1))
      .execute(),
  ).rejects.toMatchObject({ code: '23505' });
});

describe('vehicle carts: 20 parallel adds of one vehicle', () => {
  let v: VehicleWorld;
  beforeAll(async () => void (v = await vehicleWorld()));
  afterAll(() => v.close());

  const addVehicle = (who: { token?: string; guest?: string }, vehicleId: number) =>
    v.app.inject({
      method: 'POST',
      url: '/api/v1/rental/user/cart/add-to-cart',
      headers: who.token ? bearer(who.token) : {},
      payload: {
        vehicle_id: vehicleId,
        quantity: 1,
        pickup_location: PICKUP,
        destination_location: DESTINATION,
        rental_type: 'hourly',
        estimated_hours: 2,
        pickup_time: '2026-12-20 10:00',
        guest_id: who.guest ?? null,
      },
    });
  const quantities = async (vehicleId: number) =>
    (
      await sql<{ quantity: number }>`select quantity from vehicle_cart_lines where vehicle_id = ${vehicleId}`.execute(
        v.db,
      )
    ).rows.map((r) => r.quantity);

  test.each([
    ['a customer', true],
    ['a guest', false],
  ])('%s: one cart, one line of the 5 there are, the other 15 refused', async (_, signedIn) => {
    const vehicleId = await v.addVehicle('rental', `race-${signedIn ? 'c' : 'g'}`, 5);
    const who = signedIn ? { token: (await v.addCustomer(`racer${Date.now()}`)).token } : { guest: v.guests.g2 };
    const answers = await times(PARALLEL, () => addVehicle(who, vehicleId));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(errorOf(r)?.message).toBe("You can't add more than 5 quantities of this vehicle.");
    }
    expect(await quantities(vehicleId)).toEqual([5]);
  });
});
