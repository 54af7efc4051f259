/**
 * Store cart use cases: add, change, remove and clear lines, and take a guest's cart along at sign-in. Adds,
 * changes and merges run in a transaction under the owner's cart lock (repositories/store-carts.ts lockOwner): what
 * they read of the cart is what they write over, so a double tap sums into one line and every limit holds.
 */
import type { Static } from '@sinclair/typebox';
import { cappedQuantity, checkCartItemUpdate, checkOneStore, quantityLimits, toMinor } from '@mart/domain';
import type { AppContext } from '../../context';
import type { StoreCartItemRow } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../errors';
import type { View } from '../../present';
import type { StoreCartAddBody, StoreCartUpdateBody } from '../../schemas/store-cart';
import {
  NOT_LOGGED_IN,
  canonicalLine,
  checkLine,
  lineInputOf,
  loadCartItem,
  priceLine,
  selectionOf,
  type CartItemSource,
  type LineInput,
} from './store-cart';
import { lineFromBody, ownerColumns, presentCart } from './store-cart-rows';
import { guestCaller, type Caller } from '../../model/caller';

const PRICE_CHANGED = 'The price of this item has changed. Please review it before adding.';

async function ownLine(ctx: AppContext, owner: Caller, cartId: number): Promise<StoreCartItemRow> {
  const row = await ctx.repos.storeCarts.line(ctx.db, cartId);
  const mine = row && (owner.kind === 'user' ? row.user_id === owner.userId : row.guest_id === owner.guestId);
  // someone else's line answers like a missing one: ids are not an oracle
  if (!row || !mine) throw notFound('Cart item');
  return row;
}

async function source(ctx: AppContext, view: View, body: Static<typeof StoreCartAddBody>, owner: Caller) {
  const campaign = body.model === 'ItemCampaign';
  if (campaign && owner.kind === 'guest') throw new ApiError(401, 'auth-001', NOT_LOGGED_IN);
  return loadCartItem(ctx, view, campaign ? 0 : body.item_id, campaign ? body.item_id : null);
}

function checkPrice(body: Static<typeof StoreCartAddBody>, src: CartItemSource, line: LineInput) {
  if (body.price === undefined) return;
  const priced = priceLine(src, line);
  if (toMinor(body.price) !== priced.itemBasePrice) throw new ApiError(409, 'price_changed', PRICE_CHANGED);
}

/** Quantity of the same item in the owner's lines other than `except` (maximum_cart_quantity and stock count all). */
function otherQuantity(rows: StoreCartItemRow[], src: CartItemSource, except: number[]) {
  return rows
    .filter((r) => r.item_id === src.baseItemId && !except.includes(r.id) && Boolean(r.campaign_id) === src.isCampaign)
    .reduce((n, r) => n + r.quantity, 0);
}

/** The owner's line with this key, other than `exceptId`: one line per key (migration 0700). */
const lineWithKey = (rows: StoreCartItemRow[], key: string, campaignId: number | null, exceptId?: number) =>
  rows.find((r) => r.line_key === key && r.campaign_id === campaignId && r.id !== exceptId);

export async function addCartLine(ctx: AppContext, view: View, owner: Caller, body: Static<typeof StoreCartAddBody>) {
  const src = await source(ctx, view, body, owner);
  const line = canonicalLine(src, lineFromBody(body));
  checkPrice(body, src, line);
  const key = priceLine(src, line).cartItemId;
  const campaignId = src.isCampaign ? body.item_id : null;
  const { storeCarts } = ctx.repos;
  const after = await ctx.db.transaction().execute(async (tx) => {
    await storeCarts.lockOwner(tx, owner);
    const rows = await storeCarts.lines(tx, owner);
    const otherStore = checkOneStore(rows, src.storeId);
    if (otherStore) throw new ApiError(409, 'other_store', otherStore.message);
    const same = lineWithKey(rows, key, campaignId);
    const merged = { ...line, quantity: line.quantity + (same?.quantity ?? 0) };
    checkLine(ctx, src, merged, otherQuantity(rows, src, same ? [same.id] : []));
    const now = ctx.clock.now();
    const written = await storeCarts.upsert(tx, {
      ...ownerColumns(owner),
      item_id: src.baseItemId,
      campaign_id: campaignId,
      store_id: src.storeId,
      module_id: src.moduleId,
      quantity: merged.quantity,
      variation_type: merged.variationType,
      food_options: JSON.stringify(merged.foodOptions),
      add_ons: JSON.stringify(merged.addOns),
      line_key: key,
      price_minor: priceLine(src, merged).itemBasePrice,
      created_at: now,
      updated_at: now,
    });
    // the lines read above with the written one in place: the answer needs no second read of the cart
    return same ? rows.map((r) => (r.id === same.id ? written : r)) : [...rows, written];
  });
  return presentCart(ctx, view, owner, [src], after);
}

export async function updateCartLine(
  ctx: AppContext,
  view: View,
  owner: Caller,
  body: Static<typeof StoreCartUpdateBody>,
) {
  const row = await ownLine(ctx, owner, body.cart_id);
  const src = await loadCartItem(ctx, view, row.item_id, row.campaign_id);
  const line = canonicalLine(src, lineFromBody(body));
  checkPrice(body, src, line);
  const unchanged = checkCartItemUpdate(src.item.id, selectionOf(lineInputOf(row)), selectionOf(line));
  if (unchanged) throw badRequest(unchanged.code, unchanged.message);
  const { storeCarts } = ctx.repos;
  const after = await ctx.db.transaction().execute(async (tx) => {
    await storeCarts.lockOwner(tx, owner);
    const rows = await storeCarts.lines(tx, owner);
    // removed meanwhile (another tab, an order placed from this cart)
    if (!rows.some((r) => r.id === row.id)) throw notFound('Cart item');
    const priced = priceLine(src, line);
    const now = ctx.clock.now();
    // changed into the options of another line: that line takes this one's quantity, this one goes
    const twin = lineWithKey(rows, priced.cartItemId, row.campaign_id, row.id);
    if (twin) {
      const merged = { ...line, quantity: line.quantity + twin.quantity };
      checkLine(ctx, src, merged, otherQuantity(rows, src, [row.id, twin.id]));
      await storeCarts.remove(tx, [row.id]);
      const written = await storeCarts.update(tx, twin.id, { quantity: merged.quantity, updated_at: now });
      return rows.filter((r) => r.id !== row.id).map((r) => (r.id === twin.id ? written : r));
    }
    checkLine(ctx, src, line, otherQuantity(rows, src, [row.id]));
    const written = await storeCarts.update(tx, row.id, {
      quantity: line.quantity,
      variation_type: line.variationType,
      food_options: JSON.stringify(line.foodOptions),
      add_ons: JSON.stringify(line.addOns),
      line_key: priced.cartItemId,
      price_minor: priced.itemBasePrice,
      updated_at: now,
    });
    return rows.map((r) => (r.id === row.id ? written : r));
  });
  return presentCart(ctx, view, owner, [src], after);
}

export async function removeCartLine(ctx: AppContext, owner: Caller, id: number): Promise<void> {
  const row = await ownLine(ctx, owner, id);
  await ctx.repos.storeCarts.remove(ctx.db, [row.id]);
}

/** cart_ids as a JSON array or a comma list; every one must be the owner's. */
export async function removeCartLines(ctx: AppContext, owner: Caller, cartIds: string): Promise<void> {
  const ids = cartIds
    .replace(/[[\]\s]/g, '')
    .split(',')
    .filter(Boolean)
    .map(Number);
  if (!ids.length || ids.some((n) => !Number.isInteger(n) || n < 1))
    throw badRequest('cart_ids', 'cart_ids must list cart item ids.');
  for (const id of ids) await ownLine(ctx, owner, id);
  await ctx.repos.storeCarts.remove(ctx.db, ids);
}

export async function clearCart(ctx: AppContext, owner: Caller): Promise<void> {
  await ctx.repos.storeCarts.clear(ctx.db, owner);
}

/**
 * The guest's lines become the customer's; when the stores differ the customer's own lines go (the guest cart wins).
 * A guest line whose key the customer's cart already holds joins that line: the quantities summed, held to the
 * item's limits (@mart/domain cappedQuantity). Both carts are locked, in one order whoever merges.
 */
export async function mergeGuestCart(ctx: AppContext, view: View, owner: Caller, guestId: string): Promise<void> {
  if (owner.kind !== 'user') throw new ApiError(401, 'auth-001', NOT_LOGGED_IN);
  const { storeCarts } = ctx.repos;
  await ctx.db.transaction().execute(async (tx) => {
    for (const name of [`g:${guestId}`, `u:${owner.userId}`].sort()) await storeCarts.lockOwner(tx, name);
    const guestRows = await storeCarts.lines(tx, guestCaller(guestId));
    if (!guestRows.length) return;
    let mine = await storeCarts.lines(tx, owner);
    if (mine.some((r) => r.store_id !== guestRows[0]!.store_id)) {
      await storeCarts.remove(
        tx,
        mine.map((r) => r.id),
      );
      mine = [];
    }
    const moving: number[] = [];
    for (const guestLine of guestRows) {
      const twin = lineWithKey(mine, guestLine.line_key, guestLine.campaign_id);
      if (!twin) {
        moving.push(guestLine.id);
        continue;
      }
      // an item no longer sold keeps the customer's line as it was (an order refuses it anyway)
      const src = await loadCartItem(ctx, view, guestLine.item_id, guestLine.campaign_id, tx).catch((e: unknown) => {
        if (e instanceof ApiError) return null;
        throw e;
      });
      const sum = twin.quantity + guestLine.quantity;
      const quantity = src ? cappedQuantity(sum, quantityLimits(src.item, guestLine.variation_type)) : twin.quantity;
      await storeCarts.update(tx, twin.id, { quantity, updated_at: ctx.clock.now() });
      await storeCarts.remove(tx, [guestLine.id]);
    }
    await storeCarts.giveToUser(tx, moving, owner.userId);
  });
}
