import { bearer, storeWorld, zoneHeaders, type StoreWorld } from './store-fixture';

let w: StoreWorld;
beforeAll(async () => void (w = await storeWorld()));
afterAll(() => w.close());

type Line = {
  id: number;
  quantity: number;
  price: number;
  total_price: number;
  store_id: number;
  item: { id: number };
};
const add = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  w.app.inject({
    method: 'POST',
    url: '/api/v1/customer/cart/add',
    headers: { ...zoneHeaders(w), ...headers },
    payload,
  });
const list = (query: string, headers: Record<string, string> = {}) =>
  w.app.inject({ method: 'GET', url: `/api/v1/customer/cart/list${query}`, headers });
const firstError = (res: { json(): unknown }) =>
  (res.json() as { errors: { code: string; message: string }[] }).errors[0]!;
const burger = (extra: Record<string, unknown> = {}) => ({
  item_id: w.items.burger,
  quantity: 1,
  variation: [{ name: 'Size', values: { label: ['Large'] } }],
  ...extra,
});

describe('store cart: pricing and validation', () => {
  test('adds a food item with variations and add-ons; the server prices it with the domain rules', async () => {
    const res = await add(
      burger({
        variation: [
          { name: 'Size', values: { label: ['Large'] } },
          { name: 'Extras', values: { label: ['Bacon'] } },
        ],
        add_on_ids: [w.addOns.cheese],
        add_on_qtys: [2],
        quantity: 2,
        price: 28,
      }),
      bearer(w.users.alice.token),
    );
    expect(res.statusCode).toBe(200);
    const [line] = res.json() as Line[];
    // base 20 + Large 5 + Bacon 3 = 28; 10% off → 25.20 × 2 = 50.40; cheese 1.50 × 2 = 3.00 → 53.40
    expect(line).toMatchObject({ quantity: 2, price: 28, total_price: 53.4, store_id: w.stores.food });
  });

  test('each SPEC §5 variation message', async () => {
    const required = await add({ item_id: w.items.burger, quantity: 1, guest_id: w.guestId });
    expect(firstError(required)).toEqual({
      code: 'variationRequired',
      message: 'Variation Size can not remain without selection',
    });
    const range = await add(
      burger({
        guest_id: w.guestId,
        variation: [
          { name: 'Size', values: { label: ['Small'] } },
          { name: 'Extras', values: { label: ['Onion', 'Bacon', 'Egg'] } },
        ],
      }),
    );
    expect(firstError(range).message).toBe(
      'Selected variation named Extras must be in between Minimum 1 and Maximum 2',
    );
    const outOfStock = await add({ item_id: w.items.milk, quantity: 1, variation_type: '2L', guest_id: w.guestId });
    expect(firstError(outOfStock).message).toBe(
      'This variation is out of stock. Choose another variation to proceed further.',
    );
  });

  test('Out of Limits at maximum_cart_quantity, counted over lines of the same item; Out of Stock at stock', async () => {
    const over = await add(burger({ quantity: 2 }), bearer(w.users.alice.token)); // alice has 2 already, max 3
    expect(over.statusCode).toBe(400);
    expect(firstError(over)).toEqual({ code: 'outOfLimits', message: 'Out of Limits' });
    const bob = bearer(w.users.bob.token);
    const stock = await add({ item_id: w.items.lastUnits, quantity: 4 }, bob);
    expect(firstError(stock)).toEqual({ code: 'outOfStock', message: 'Out of Stock' });
  });

  test('a price the server does not confirm is refused', async () => {
    const res = await add(burger({ price: 1, guest_id: w.guestId }));
    expect(res.statusCode).toBe(409);
    expect(firstError(res).code).toBe('price_changed');
  });

  test('one store per cart: another store answers 409 with the SPEC message', async () => {
    const res = await add({ item_id: w.items.otherStoreSalad, quantity: 1 }, bearer(w.users.alice.token));
    expect(res.statusCode).toBe(409);
    expect(firstError(res)).toEqual({ code: 'other_store', message: 'You have item from another store in cart...' });
  });

  test('the same selection again merges into one line', async () => {
    const guest = w.otherGuestId;
    await add({ item_id: w.items.pizza, quantity: 1, guest_id: guest });
    const res = await add({ item_id: w.items.pizza, quantity: 2, guest_id: guest });
    expect((res.json() as Line[]).map((l) => l.quantity)).toEqual([3]);
  });

  test('update: changes the line, and an identical update says No changes found to update.', async () => {
    const lines = (await list('', bearer(w.users.alice.token))).json() as Line[];
    const line = lines[0]!;
    const same = await w.app.inject({
      method: 'POST',
      url: '/api/v1/customer/cart/update',
      headers: bearer(w.users.alice.token),
      payload: burger({
        cart_id: line.id,
        quantity: 2,
        variation: [
          { name: 'Size', values: { label: ['Large'] } },
          { name: 'Extras', values: { label: ['Bacon'] } },
        ],
        add_on_ids: [w.addOns.cheese],
        add_on_qtys: [2],
      }),
    });
    expect(firstError(same)).toEqual({ code: 'noChangesToUpdate', message: 'No changes found to update.' });
    const changed = await w.app.inject({
      method: 'POST',
      url: '/api/v1/customer/cart/update',
      headers: bearer(w.users.alice.token),
      payload: burger({ cart_id: line.id, quantity: 1 }),
    });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as Line[])[0]).toMatchObject({ quantity: 1, price: 25, total_price: 22.5 });
  });
});

describe('store cart: whose cart', () => {
  test('no token and no guest_id is a 401; an unknown guest_id too', async () => {
    expect((await list('')).statusCode).toBe(401);
    expect((await list('?guest_id=nobody')).statusCode).toBe(401);
  });

  test("another user's and another guest's lines cannot be read, changed or removed", async () => {
    await add({ item_id: w.items.pizza, quantity: 1, guest_id: w.guestId });
    const guestLine = ((await list(`?guest_id=${w.guestId}`)).json() as Line[])[0]!;
    const aliceLine = ((await list('', bearer(w.users.alice.token))).json() as Line[])[0]!;
    const bob = bearer(w.users.bob.token);
    // the lists are separate
    expect(((await list(`?guest_id=${w.otherGuestId}`)).json() as Line[]).map((l) => l.id)).not.toContain(guestLine.id);
    for (const [id, headers, guest] of [
      [aliceLine.id, bob, ''],
      [guestLine.id, bob, ''],
      [aliceLine.id, {}, w.otherGuestId],
      [guestLine.id, {}, w.otherGuestId],
    ] as const) {
      const q = guest ? `?guest_id=${guest}` : '';
      const del = await w.app.inject({ method: 'DELETE', url: `/api/v1/customer/cart/remove-item/${id}${q}`, headers });
      expect(del.statusCode).toBe(404);
      const upd = await w.app.inject({
        method: 'POST',
        url: '/api/v1/customer/cart/update',
        headers,
        payload: { cart_id: id, item_id: w.items.pizza, quantity: 2, ...(guest ? { guest_id: guest } : {}) },
      });
      expect(upd.statusCode).toBe(404);
      const many = await w.app.inject({
        method: 'DELETE',
        url: `/api/v1/customer/cart/remove-multiple?cart_ids=[${id}]${guest ? `&guest_id=${guest}` : ''}`,
        headers,
      });
      expect(many.statusCode).toBe(404);
    }
    expect(((await list(`?guest_id=${w.guestId}`)).json() as Line[]).map((l) => l.id)).toContain(guestLine.id);
    expect(((await list('', bearer(w.users.alice.token))).json() as Line[]).map((l) => l.id)).toContain(aliceLine.id);
  });

  test('remove one, remove several, clear', async () => {
    const g = w.guestId;
    await w.app.inject({ method: 'DELETE', url: `/api/v1/customer/cart/remove?guest_id=${g}` });
    await add({ item_id: w.items.milk, quantity: 1, variation_type: '1L', guest_id: g });
    await add({ item_id: w.items.lastUnits, quantity: 1, guest_id: g });
    const lines = (await list(`?guest_id=${g}`)).json() as Line[];
    expect(lines).toHaveLength(2);
    const one = await w.app.inject({
      method: 'DELETE',
      url: `/api/v1/customer/cart/remove-item/${lines[0]!.id}?guest_id=${g}`,
    });
    expect((one.json() as Line[]).map((l) => l.id)).toEqual([lines[1]!.id]);
    await add({ item_id: w.items.milk, quantity: 1, variation_type: '1L', guest_id: g });
    const ids = ((await list(`?guest_id=${g}`)).json() as Line[]).map((l) => l.id);
    const many = await w.app.inject({
      method: 'DELETE',
      url: `/api/v1/customer/cart/remove-multiple?guest_id=${g}&cart_ids=${JSON.stringify(ids)}`,
    });
    expect(many.json()).toEqual([]);
    await add({ item_id: w.items.lastUnits, quantity: 1, guest_id: g });
    const clear = await w.app.inject({ method: 'DELETE', url: `/api/v1/customer/cart/remove?guest_id=${g}` });
    expect(clear.json()).toEqual({ code: 'cart_cleared', message: 'Cart cleared.' });
    expect((await list(`?guest_id=${g}`)).json()).toEqual([]);
  });

  test('a guest cannot order a campaign item: You are not logged in', async () => {
    const res = await add({ model: 'ItemCampaign', item_id: 1, quantity: 1, guest_id: w.guestId });
    expect(res.statusCode).toBe(401);
    expect(firstError(res).message).toBe('You are not logged in');
  });
});

describe('variations keyed by stable ids, named in the request language (issue 23)', () => {
  const clear = () =>
    w.app.inject({ method: 'DELETE', url: `/api/v1/customer/cart/remove?guest_id=${w.otherGuestId}` });
  type Choice = { id: string; name: string; values: { ids: string[]; label: string[] } };
  type IdLine = Line & { variation: Choice[]; variation_type: string | null };

  test('the SPEC §5 message names the group in one language, with one code', async () => {
    const ask = (lang: string) =>
      add({ item_id: w.items.burger, quantity: 1, guest_id: w.otherGuestId }, { 'X-localization': lang });
    expect(firstError(await ask('kz'))).toEqual({
      code: 'variationRequired',
      message: '«Өлшемі» нұсқасын таңдау керек',
    });
    expect(firstError(await ask('en'))).toEqual({
      code: 'variationRequired',
      message: 'Variation Size can not remain without selection',
    });
  });

  test('a line chosen by ids reads in kz; an older client naming labels lands on the same line', async () => {
    await clear();
    const byId = await add(
      {
        item_id: w.items.burger,
        quantity: 1,
        guest_id: w.otherGuestId,
        variation: [{ id: 'size', values: { ids: ['large'] } }],
      },
      { 'X-localization': 'kz' },
    );
    expect(byId.statusCode).toBe(200);
    expect((byId.json() as IdLine[])[0]!.variation).toEqual([
      { id: 'size', name: 'Өлшемі', values: { ids: ['large'], label: ['Үлкен'] } },
    ]);
    const byLabel = await add({ ...burger(), guest_id: w.otherGuestId }, { 'X-localization': 'kz' });
    const lines = byLabel.json() as IdLine[];
    expect(lines.map((l) => [l.quantity, l.price])).toEqual([[2, 25]]);
    // a choice variation named by its label ('1L', spaces dropped) is stored as its option id
    const milk = await add({ item_id: w.items.milk, quantity: 1, variation_type: '1L', guest_id: w.otherGuestId });
    expect(milk.statusCode).toBe(409); // other store: the burger is in the cart
    await clear();
    const milkLine = await add({ item_id: w.items.milk, quantity: 1, variation_type: '1L', guest_id: w.otherGuestId });
    expect((milkLine.json() as IdLine[])[0]!.variation_type).toBe('1l');
  });

  test('migration 0620 keys an item written before the ids, and re-keys its label-keyed cart lines', async () => {
    const { up } = await import('../src/db/migrations/0620_variation_ids');
    await clear();
    await add({ ...burger(), guest_id: w.otherGuestId });
    // the burger and its cart line as they were stored before the ids: labels only
    const item = await w.db
      .selectFrom('items')
      .select('food_variations')
      .where('id', '=', w.items.burger)
      .executeTakeFirstOrThrow();
    const unkeyed = item.food_variations.map(({ id: _g, ...g }) => ({
      ...g,
      values: g.values.map(({ id: _v, ...v }) => v),
    }));
    await w.db
      .updateTable('items')
      .set({ food_variations: JSON.stringify(unkeyed) })
      .where('id', '=', w.items.burger)
      .execute();
    await w.db
      .updateTable('store_cart_items')
      .set({ food_options: JSON.stringify({ Size: ['Large'] }), line_key: `${w.items.burger}|f:Size=Large` })
      .where('guest_id', '=', w.otherGuestId)
      .execute();
    await up(w.db as never);
    const line = await w.db
      .selectFrom('store_cart_items')
      .select(['food_options', 'line_key'])
      .where('guest_id', '=', w.otherGuestId)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ food_options: { size: ['large'] }, line_key: `${w.items.burger}|f:size=large` });
    // the next add by id finds that line
    const again = await add({
      item_id: w.items.burger,
      quantity: 1,
      guest_id: w.otherGuestId,
      variation: [{ id: 'size', values: { ids: ['large'] } }],
    });
    expect((again.json() as IdLine[]).map((l) => l.quantity)).toEqual([2]);
  });
});
