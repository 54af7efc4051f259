/**
 * Issue 37.10: what a line orders is something the item sells. An item with choice variations is not added or
 * ordered without one at its base price (the store would never learn the size or colour), a variation it does not
 * list is refused, and add-on ids must be the item's own (not unknown, not another store's). The same rules
 * (@mart/domain validateItemSelection) hold for the cart, Buy Now, and lines stored before the rules.
 */
import { bearer, storeWorld, zoneHeaders, type StoreWorld } from '../store-fixture';

let w: StoreWorld;
let wrap: number;
let otherStoreAddOn: number;
let seq = 0;
const key = () => `variations-${++seq}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  w = await storeWorld();
  otherStoreAddOn = (
    await w.db
      .insertInto('add_ons')
      .values({ store_id: w.stores.food2, name: 'Croutons', i18n: '{}', price_minor: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // an item whose add-on list (wrongly) names another store's add-on too
  const pizza = await w.db.selectFrom('items').selectAll().where('id', '=', w.items.pizza).executeTakeFirstOrThrow();
  const { id: _id, ...copy } = pizza;
  wrap = (
    await w.db
      .insertInto('items')
      .values({
        ...copy,
        slug: 'wrap',
        name: 'wrap',
        i18n: '{}',
        category_ids: JSON.stringify(copy.category_ids),
        images: JSON.stringify(copy.images),
        generic_name: '[]',
        nutritions_name: '[]',
        allergies_name: '[]',
        tags: '[]',
        choice_options: '[]',
        variations: '[]',
        food_variations: '[]',
        add_on_ids: JSON.stringify([w.addOns.cheese, otherStoreAddOn]),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => w.close());

type Err = { errors: { code: string; message: string }[] };
const alice = () => bearer(w.users.alice.token);
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  w.app.inject({ method: 'POST', url, headers: { ...zoneHeaders(w), ...alice(), ...headers }, payload });
const add = (payload: Record<string, unknown>, lang = 'en') =>
  post('/api/v1/customer/cart/add', { quantity: 1, ...payload }, { 'x-localization': lang });
const errorOf = (res: { json(): unknown }) => (res.json() as Err).errors[0];
const cartLines = () =>
  w.db.selectFrom('store_cart_items').selectAll().where('user_id', '=', w.users.alice.id).orderBy('id').execute();
const clearCart = () => w.db.deleteFrom('store_cart_items').where('user_id', '=', w.users.alice.id).execute();

beforeEach(clearCart);

describe('choice variations', () => {
  test('none chosen: refused in each language, nothing stored at the base price', async () => {
    const en = await add({ item_id: w.items.milk });
    expect([en.statusCode, errorOf(en)]).toEqual([
      400,
      { code: 'variationRequired', message: 'Variation Volume can not remain without selection' },
    ]);
    expect(errorOf(await add({ item_id: w.items.milk }, 'ru'))?.message).toBe('Вариант «Volume» нужно выбрать');
    expect(errorOf(await add({ item_id: w.items.milk }, 'kz'))?.message).toBe('«Volume» нұсқасын таңдау керек');
    expect(await cartLines()).toEqual([]);
  });

  test('one the item does not list is refused; one it lists is stored at its own price', async () => {
    const unknown = await add({ item_id: w.items.milk, variation_type: '5l' });
    expect([unknown.statusCode, errorOf(unknown)?.code]).toEqual([400, 'variationUnknown']);
    const listed = await add({ item_id: w.items.milk, variation_type: '1l' });
    expect(listed.statusCode).toBe(200);
    expect((await cartLines()).map((l) => [l.variation_type, l.price_minor])).toEqual([['1l', 500]]);
  });

  test('Buy Now without one is refused at the quote and at placing; nothing is ordered', async () => {
    const items = [{ item_id: w.items.milk, quantity: 1 }];
    const quote = await post('/api/v1/customer/order/quote', { order_type: 'take_away', items });
    expect([quote.statusCode, errorOf(quote)?.code]).toEqual([400, 'variationRequired']);
    const placed = await post(
      '/api/v1/customer/order/place',
      { order_type: 'take_away', items, payment_method: 'cash_on_delivery', order_amount: 5 },
      { 'idempotency-key': key() },
    );
    expect([placed.statusCode, errorOf(placed)?.code]).toEqual([400, 'variationRequired']);
  });

  test('a line stored before the rule, without one, is not ordered', async () => {
    await w.db
      .insertInto('store_cart_items')
      .values({
        user_id: w.users.alice.id,
        guest_id: null,
        item_id: w.items.milk,
        campaign_id: null,
        store_id: w.stores.grocery,
        module_id: w.modules.grocery,
        quantity: 1,
        variation_type: null,
        food_options: '{}',
        add_ons: '[]',
        line_key: String(w.items.milk),
        price_minor: 500,
      })
      .execute();
    const placed = await post(
      '/api/v1/customer/order/place',
      { order_type: 'take_away', payment_method: 'cash_on_delivery', order_amount: 5 },
      { 'idempotency-key': key() },
    );
    expect([placed.statusCode, errorOf(placed)?.code]).toEqual([400, 'variationRequired']);
    const orders = await w.db.selectFrom('orders').select('id').where('user_id', '=', w.users.alice.id).execute();
    expect(orders).toEqual([]);
  });
});

describe('add-ons', () => {
  test.each([
    ['unknown', () => 999_999],
    ["another store's, even when the item lists it", () => otherStoreAddOn],
    ["this store's, but not offered with this item", () => w.addOns.sauce],
  ])('%s: refused, nothing stored', async (_, addOn) => {
    const res = await add({ item_id: wrap, add_on_ids: [addOn()], add_on_qtys: [1] });
    expect([res.statusCode, errorOf(res)]).toEqual([
      400,
      { code: 'addOnUnavailable', message: 'This add-on is not offered for this item.' },
    ]);
    expect(await cartLines()).toEqual([]);
  });

  test("the item's own add-on is stored and priced; the item shows only its own store's", async () => {
    const res = await add({ item_id: wrap, add_on_ids: [w.addOns.cheese], add_on_qtys: [2] });
    expect(res.statusCode).toBe(200);
    const [line] = res.json() as { add_on_ids: number[]; total_price: number; item: { add_ons: { id: number }[] } }[];
    expect(line!.add_on_ids).toEqual([w.addOns.cheese]);
    // 30.00 + cheese 1.50 × 2
    expect(line!.total_price).toBe(33);
    expect(line!.item.add_ons.map((a) => a.id)).toEqual([w.addOns.cheese]);
  });

  test('Buy Now with a foreign add-on is refused', async () => {
    const items = [{ item_id: wrap, quantity: 1, add_on_ids: [otherStoreAddOn], add_on_qtys: [1] }];
    const quote = await post('/api/v1/customer/order/quote', { order_type: 'take_away', items });
    expect([quote.statusCode, errorOf(quote)?.code]).toEqual([400, 'addOnUnavailable']);
  });
});
