import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { checkCartItemUpdate, checkOneStore, describeFoodOptions, fromMinor, toMinor } from '@mart/domain';
import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { CartAddOn, Database, StoreCartItemRow } from '../db/schema';
import { ApiError, badRequest, notFound } from '../errors';
import { viewOf, type View } from '../present';
import { Item } from '../schemas/catalog';
import { MessageBody, Messages, Named, Nullable, OneOf, bearerSecurity, errorResponses } from '../schemas/common';
import {
  NOT_LOGGED_IN,
  canonicalLine,
  cartOwner,
  checkLine,
  lineInputOf,
  loadCartItem,
  priceLine,
  selectionOf,
  type CartItemSource,
  type CartOwner,
  type LineInput,
} from '../services/store-cart';

const GuestId = Type.Optional(
  Nullable(Type.String({ maxLength: 64, ...Messages({ default: 'guest_id is invalid.' }) })),
);
const Key = Type.String({ maxLength: 100 });
/**
 * Chosen food options of one group: by stable ids (`id`, `values.ids`); clients built before the ids send the
 * group's name and the options' labels (SPEC shape), which are still read.
 */
const FoodChoiceInput = Type.Object({
  id: Type.Optional(Key),
  name: Type.Optional(Key),
  values: Type.Object({
    ids: Type.Optional(Type.Array(Key, { maxItems: 50 })),
    label: Type.Optional(Type.Array(Key, { maxItems: 50 })),
  }),
});
/** A line's food options: ids, with the names and labels in the request's language. */
export const FoodChoice = Type.Object({
  id: Type.String(),
  name: Type.String(),
  values: Type.Object({ ids: Type.Array(Type.String()), label: Type.Array(Type.String()) }),
});

const LineFields = {
  guest_id: GuestId,
  model: Type.Optional(OneOf(['Item', 'ItemCampaign'], 'model must be Item or ItemCampaign.')),
  item_id: Type.Integer({
    minimum: 1,
    ...Messages({ required: 'item_id is required.', default: 'item_id must be a positive integer.' }),
  }),
  quantity: Type.Integer({
    minimum: 1,
    maximum: 1000,
    ...Messages({ required: 'quantity is required.', default: 'Out of Limits' }),
  }),
  /** What the storefront showed for one unit with its options; refused when the server's price differs. */
  price: Type.Optional(Type.Number({ minimum: 0 })),
  /** Food variations: chosen options per group. */
  variation: Type.Optional(Type.Array(FoodChoiceInput, { maxItems: 20 })),
  /** Choice-option variation type: the chosen option ids joined with '-', e.g. '1l' or 'white-m'. */
  variation_type: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  add_on_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 })),
  add_on_qtys: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 100 }), { maxItems: 50 })),
};
const AddBody = Named('StoreCartAddRequest', Type.Object(LineFields));
/** One line ordered outright, outside the cart (Buy Now, a campaign's Order Now): the cart line fields. */
export const DirectLine = Type.Object({
  model: LineFields.model,
  item_id: LineFields.item_id,
  quantity: LineFields.quantity,
  variation: LineFields.variation,
  variation_type: LineFields.variation_type,
  add_on_ids: LineFields.add_on_ids,
  add_on_qtys: LineFields.add_on_qtys,
});
const UpdateBody = Named(
  'StoreCartUpdateRequest',
  Type.Object({
    ...LineFields,
    cart_id: Type.Integer({
      minimum: 1,
      ...Messages({ required: 'cart_id is required.', default: 'cart_id must be a positive integer.' }),
    }),
  }),
);
const GuestQuery = Type.Object({ guest_id: GuestId });

export const StoreCartLine = Named(
  'StoreCartLine',
  Type.Object({
    id: Type.Integer(),
    item_id: Type.Integer(),
    is_campaign: Type.Boolean(),
    store_id: Type.Integer(),
    module_id: Type.Integer(),
    quantity: Type.Integer(),
    variation_type: Nullable(Type.String()),
    variation: Type.Array(FoodChoice),
    add_on_ids: Type.Array(Type.Integer()),
    add_on_qtys: Type.Array(Type.Integer()),
    /** one unit with its options, before the item discount */
    price: Type.Number(),
    /** the whole line after the item discount, add-ons included */
    total_price: Type.Number(),
    item: Item,
  }),
);
const CartList = Named('StoreCartList', Type.Array(StoreCartLine));

const PRICE_CHANGED = 'The price of this item has changed. Please review it before adding.';

function lineFromBody(body: Static<typeof DirectLine>): LineInput {
  const ids = body.add_on_ids ?? [];
  const qtys = body.add_on_qtys ?? [];
  const addOns: CartAddOn[] = ids.map((id, i) => ({ id, quantity: qtys[i] ?? 1 }));
  const foodOptions: Record<string, string[]> = {};
  for (const group of body.variation ?? []) {
    const key = group.id ?? group.name;
    const values = group.values.ids ?? group.values.label ?? [];
    if (key !== undefined && values.length) foodOptions[key] = values;
  }
  return { quantity: body.quantity, variationType: body.variation_type || null, foodOptions, addOns };
}

function present(row: StoreCartItemRow, source: CartItemSource): Static<typeof StoreCartLine> {
  const line = lineInputOf(row);
  const priced = priceLine(source, line);
  return {
    id: row.id,
    item_id: source.item.id,
    is_campaign: source.isCampaign,
    store_id: row.store_id,
    module_id: row.module_id,
    quantity: row.quantity,
    variation_type: row.variation_type,
    variation: describeFoodOptions(source.item, line.foodOptions),
    add_on_ids: line.addOns.map((a) => a.id),
    add_on_qtys: line.addOns.map((a) => a.quantity),
    price: fromMinor(priced.itemBasePrice),
    total_price: fromMinor(priced.totalPrice),
    item: source.item,
  };
}

export const ownerColumns = (owner: CartOwner) =>
  owner.kind === 'user' ? { user_id: owner.userId, guest_id: null } : { user_id: null, guest_id: owner.guestId };

/** The owner's cart lines in cart order; `lock` (inside a transaction) holds them until it ends. */
export async function ownerCartRows(
  ctx: AppContext,
  owner: CartOwner,
  db: AppContext['db'] | Transaction<Database> = ctx.db,
  lock = false,
) {
  const query = db.selectFrom('store_cart_items').selectAll();
  const mine = (
    owner.kind === 'user' ? query.where('user_id', '=', owner.userId) : query.where('guest_id', '=', owner.guestId)
  ).orderBy('id');
  return (lock ? mine.forUpdate() : mine).execute();
}

/**
 * Lines ordered outright (Buy Now, campaign Order Now) as rows shaped like stored cart lines, so the order is priced,
 * checked and placed by the same functions as a cart; the owner's cart is neither read nor changed. Each line passes
 * the cart's rules (a campaign needs a sign-in; variations, availability, quantity limits over all the lines; one
 * store). Ids are negative: these rows exist nowhere.
 */
export async function directCartRows(
  ctx: AppContext,
  view: View,
  owner: CartOwner,
  lines: Static<typeof DirectLine>[],
  db: AppContext['db'] | Transaction<Database> = ctx.db,
): Promise<StoreCartItemRow[]> {
  const now = ctx.clock.now();
  const loaded: { src: CartItemSource; line: LineInput; campaignId: number | null }[] = [];
  for (const body of lines) {
    const campaign = body.model === 'ItemCampaign';
    if (campaign && owner.kind === 'guest') throw new ApiError(401, 'auth-001', NOT_LOGGED_IN);
    const src = await loadCartItem(ctx, view, campaign ? 0 : body.item_id, campaign ? body.item_id : null, db);
    loaded.push({ src, line: canonicalLine(src, lineFromBody(body)), campaignId: campaign ? body.item_id : null });
  }
  const rows: StoreCartItemRow[] = [];
  loaded.forEach(({ src, line, campaignId }, i) => {
    const others = loaded
      .filter((o, j) => j !== i && o.src.baseItemId === src.baseItemId && o.src.isCampaign === src.isCampaign)
      .reduce((n, o) => n + o.line.quantity, 0);
    checkLine(ctx, src, line, others);
    const otherStore = checkOneStore(rows, src.storeId);
    if (otherStore) throw new ApiError(409, 'other_store', otherStore.message);
    const priced = priceLine(src, line);
    rows.push({
      id: -(i + 1),
      ...ownerColumns(owner),
      item_id: src.baseItemId,
      campaign_id: campaignId,
      store_id: src.storeId,
      module_id: src.moduleId,
      quantity: line.quantity,
      variation_type: line.variationType,
      food_options: line.foodOptions,
      add_ons: line.addOns,
      line_key: priced.cartItemId,
      price_minor: priced.itemBasePrice,
      created_at: now,
      updated_at: now,
    });
  });
  return rows;
}

const sourceKey = (itemId: number, campaignId: number | null) => `${itemId}:${campaignId ?? ''}`;

/**
 * The owner's cart, priced now. Each item (or campaign item) is loaded once however many lines it has; `loaded`
 * are sources the request already read (the line just added or changed), which are not read again, and `known` the
 * owner's lines when the request already has them (a write answers with its own rows instead of reading them back).
 */
export async function presentCart(
  ctx: AppContext,
  view: View,
  owner: CartOwner,
  loaded: CartItemSource[] = [],
  known?: StoreCartItemRow[],
) {
  const rows = known ?? (await ownerCartRows(ctx, owner));
  const sources = new Map(loaded.map((s) => [sourceKey(s.baseItemId, s.isCampaign ? s.item.id : null), s] as const));
  const lines: Static<typeof StoreCartLine>[] = [];
  for (const row of rows) {
    const key = sourceKey(row.item_id, row.campaign_id);
    let source = sources.get(key);
    if (!source) sources.set(key, (source = await loadCartItem(ctx, view, row.item_id, row.campaign_id)));
    lines.push(present(row, source));
  }
  return lines;
}

export const storeCartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  async function ownLine(owner: CartOwner, cartId: number): Promise<StoreCartItemRow> {
    const row = await ctx.db.selectFrom('store_cart_items').selectAll().where('id', '=', cartId).executeTakeFirst();
    const mine = row && (owner.kind === 'user' ? row.user_id === owner.userId : row.guest_id === owner.guestId);
    // someone else's line answers like a missing one: ids are not an oracle
    if (!row || !mine) throw notFound('Cart item');
    return row;
  }

  async function source(request: FastifyRequest, body: Static<typeof AddBody>, owner: CartOwner) {
    const campaign = body.model === 'ItemCampaign';
    if (campaign && owner.kind === 'guest') throw new ApiError(401, 'auth-001', NOT_LOGGED_IN);
    return loadCartItem(ctx, viewOf(ctx, request), campaign ? 0 : body.item_id, campaign ? body.item_id : null);
  }

  function checkPrice(body: Static<typeof AddBody>, src: CartItemSource, line: LineInput) {
    if (body.price === undefined) return;
    const priced = priceLine(src, line);
    if (toMinor(body.price) !== priced.itemBasePrice) throw new ApiError(409, 'price_changed', PRICE_CHANGED);
  }

  /** Quantity of the same item in the owner's other lines (maximum_cart_quantity and stock count all of them). */
  function otherQuantity(rows: StoreCartItemRow[], src: CartItemSource, exceptId: number | null) {
    return rows
      .filter((r) => r.item_id === src.baseItemId && r.id !== exceptId && Boolean(r.campaign_id) === src.isCampaign)
      .reduce((n, r) => n + r.quantity, 0);
  }

  app.post(
    '/api/v1/customer/cart/add',
    {
      schema: {
        tags: ['store-cart'],
        summary: 'Add an item to the store cart (token or guest_id); the server prices it; one store per cart',
        security: bearerSecurity,
        body: AddBody,
        response: {
          200: CartList,
          409: Type.Object({ errors: Type.Array(Type.Object({ code: Type.String(), message: Type.String() })) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const body = request.body;
      const owner = await cartOwner(ctx, request, body.guest_id);
      const src = await source(request, body, owner);
      const line = canonicalLine(src, lineFromBody(body));
      checkPrice(body, src, line);
      const rows = await ownerCartRows(ctx, owner);
      const otherStore = checkOneStore(rows, src.storeId);
      if (otherStore) throw new ApiError(409, 'other_store', otherStore.message);
      const key = priceLine(src, line).cartItemId;
      const same = rows.find((r) => r.line_key === key && Boolean(r.campaign_id) === src.isCampaign);
      const merged = { ...line, quantity: line.quantity + (same?.quantity ?? 0) };
      checkLine(ctx, src, merged, otherQuantity(rows, src, same?.id ?? null));
      const now = ctx.clock.now();
      const priced = priceLine(src, merged);
      const written = same
        ? await ctx.db
            .updateTable('store_cart_items')
            .set({ quantity: merged.quantity, price_minor: priced.itemBasePrice, updated_at: now })
            .where('id', '=', same.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await ctx.db
            .insertInto('store_cart_items')
            .values({
              ...ownerColumns(owner),
              item_id: src.baseItemId,
              campaign_id: src.isCampaign ? body.item_id : null,
              store_id: src.storeId,
              module_id: src.moduleId,
              quantity: merged.quantity,
              variation_type: merged.variationType,
              food_options: JSON.stringify(merged.foodOptions),
              add_ons: JSON.stringify(merged.addOns),
              line_key: key,
              price_minor: priced.itemBasePrice,
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
      // the lines read above with the written one in place: the answer needs no second read of the cart
      const after = same ? rows.map((r) => (r.id === same.id ? written : r)) : [...rows, written];
      return presentCart(ctx, viewOf(ctx, request), owner, [src], after);
    },
  );

  app.post(
    '/api/v1/customer/cart/update',
    {
      schema: {
        tags: ['store-cart'],
        summary: "Change a cart line's quantity, variations or add-ons ('No changes found to update.' when identical)",
        security: bearerSecurity,
        body: UpdateBody,
        response: { 200: CartList, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      const owner = await cartOwner(ctx, request, body.guest_id);
      const row = await ownLine(owner, body.cart_id);
      const src = await loadCartItem(ctx, viewOf(ctx, request), row.item_id, row.campaign_id);
      const line = canonicalLine(src, lineFromBody(body));
      checkPrice(body, src, line);
      const unchanged = checkCartItemUpdate(src.item.id, selectionOf(lineInputOf(row)), selectionOf(line));
      if (unchanged) throw badRequest(unchanged.code, unchanged.message);
      const rows = await ownerCartRows(ctx, owner);
      checkLine(ctx, src, line, otherQuantity(rows, src, row.id));
      const priced = priceLine(src, line);
      const written = await ctx.db
        .updateTable('store_cart_items')
        .set({
          quantity: line.quantity,
          variation_type: line.variationType,
          food_options: JSON.stringify(line.foodOptions),
          add_ons: JSON.stringify(line.addOns),
          line_key: priced.cartItemId,
          price_minor: priced.itemBasePrice,
          updated_at: ctx.clock.now(),
        })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = rows.map((r) => (r.id === row.id ? written : r));
      return presentCart(ctx, viewOf(ctx, request), owner, [src], after);
    },
  );

  app.get(
    '/api/v1/customer/cart/list',
    {
      schema: {
        tags: ['store-cart'],
        summary: "The owner's store cart, priced now",
        security: bearerSecurity,
        querystring: GuestQuery,
        response: { 200: CartList, ...errorResponses },
      },
    },
    async (request) => presentCart(ctx, viewOf(ctx, request), await cartOwner(ctx, request, request.query.guest_id)),
  );

  app.delete(
    '/api/v1/customer/cart/remove-item/:id',
    {
      schema: {
        tags: ['store-cart'],
        summary: 'Remove one cart line',
        security: bearerSecurity,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        querystring: GuestQuery,
        response: { 200: CartList, ...errorResponses },
      },
    },
    async (request) => {
      const owner = await cartOwner(ctx, request, request.query.guest_id);
      const row = await ownLine(owner, request.params.id);
      await ctx.db.deleteFrom('store_cart_items').where('id', '=', row.id).execute();
      return presentCart(ctx, viewOf(ctx, request), owner);
    },
  );

  app.delete(
    '/api/v1/customer/cart/remove-multiple',
    {
      schema: {
        tags: ['store-cart'],
        summary: "Remove several cart lines (cart_ids as a JSON array or comma list); all must be the owner's",
        security: bearerSecurity,
        querystring: Type.Object({
          guest_id: GuestId,
          cart_ids: Type.String({ maxLength: 1000, ...Messages({ required: 'cart_ids is required.' }) }),
        }),
        response: { 200: CartList, ...errorResponses },
      },
    },
    async (request) => {
      const owner = await cartOwner(ctx, request, request.query.guest_id);
      const ids = request.query.cart_ids
        .replace(/[[\]\s]/g, '')
        .split(',')
        .filter(Boolean)
        .map(Number);
      if (!ids.length || ids.some((n) => !Number.isInteger(n) || n < 1))
        throw badRequest('cart_ids', 'cart_ids must list cart item ids.');
      for (const id of ids) await ownLine(owner, id);
      await ctx.db.deleteFrom('store_cart_items').where('id', 'in', ids).execute();
      return presentCart(ctx, viewOf(ctx, request), owner);
    },
  );

  app.delete(
    '/api/v1/customer/cart/remove',
    {
      schema: {
        tags: ['store-cart'],
        summary: "Clear the owner's store cart",
        security: bearerSecurity,
        querystring: GuestQuery,
        response: { 200: MessageBody, ...errorResponses },
      },
    },
    async (request) => {
      const owner = await cartOwner(ctx, request, request.query.guest_id);
      const query = ctx.db.deleteFrom('store_cart_items');
      await (
        owner.kind === 'user' ? query.where('user_id', '=', owner.userId) : query.where('guest_id', '=', owner.guestId)
      ).execute();
      return { message: 'Cart cleared.' };
    },
  );

  // a signed-in customer takes their guest cart along (issue 4: merge; the one-store rule decides conflicts)
  app.post(
    '/api/v1/customer/cart/merge-guest',
    {
      schema: {
        tags: ['store-cart'],
        summary:
          "Move a guest's store cart into the signed-in customer's cart (kept when the stores differ: the guest cart wins)",
        security: bearerSecurity,
        body: Type.Object({ guest_id: Type.String({ maxLength: 64 }) }),
        response: { 200: CartList, ...errorResponses },
      },
    },
    async (request) => {
      const owner = await cartOwner(ctx, request, null);
      if (owner.kind !== 'user') throw new ApiError(401, 'auth-001', NOT_LOGGED_IN);
      const guestRows = await ownerCartRows(ctx, { kind: 'guest', guestId: request.body.guest_id });
      if (guestRows.length) {
        await ctx.db.transaction().execute(async (tx) => {
          const mine = await tx
            .selectFrom('store_cart_items')
            .select(['store_id'])
            .where('user_id', '=', owner.userId)
            .execute();
          if (mine.some((r) => r.store_id !== guestRows[0]!.store_id)) {
            await tx.deleteFrom('store_cart_items').where('user_id', '=', owner.userId).execute();
          }
          await tx
            .updateTable('store_cart_items')
            .set({ user_id: owner.userId, guest_id: null, updated_at: sql`now()` })
            .where('guest_id', '=', request.body.guest_id)
            .execute();
        });
      }
      return presentCart(ctx, viewOf(ctx, request), owner);
    },
  );
};
