/**
 * Issue 38.2: a double tap (or 20) on "add to cart". Cart lines are unique per owner and line key in the database
 * and written under the owner's cart lock, so parallel adds of one item sum exactly into ONE line, and the per-line
 * maximum and the stock hold: what goes over is refused with the SPEC's message. Run on PostgreSQL (test:pg) for
 * real parallelism; on PGlite the queries interleave one at a time.
 */
import { issueToken } from '../../src/services/sessions';
import { bearer, storeWorld, zoneHeaders, type StoreWorld } from '../store-fixture';

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
