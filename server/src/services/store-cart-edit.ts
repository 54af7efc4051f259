/** Store cart use cases: add, change, remove and clear lines, and take a guest's cart along at sign-in. */
import type { Static } from '@sinclair/typebox';
import { checkCartItemUpdate, checkOneStore, toMinor } from '@mart/domain';
import type { AppContext } from '../context';
import type { StoreCartItemRow } from '../db/schema';
import { ApiError, badRequest, notFound } from '../errors';
import type { View } from '../present';
import type { StoreCartAddBody, StoreCartUpdateBody } from '../schemas/store-cart';
import {
  NOT_LOGGED_IN,
  canonicalLine,
  checkLine,
  lineInputOf,
  loadCartItem,
  priceLine,
  selectionOf,
  type CartItemSource,
  type CartOwner,
  type LineInput,
} from './store-cart';
import { lineFromBody, ownerColumns, presentCart } from './store-cart-rows';

const PRICE_CHANGED = 'The price of this item has changed. Please review it before adding.';

async function ownLine(ctx: AppContext, owner: CartOwner, cartId: number): Promise<StoreCartItemRow> {
  const row = await ctx.repos.storeCarts.line(ctx.db, cartId);
  const mine = row && (owner.kind === 'user' ? row.user_id === owner.userId : row.guest_id === owner.guestId);
  // someone else's line answers like a missing one: ids are not an oracle
  if (!row || !mine) throw notFound('Cart item');
  return row;
}

async function source(ctx: AppContext, view: View, body: Static<typeof StoreCartAddBody>, owner: CartOwner) {
  const campaign = body.model === 'ItemCampaign';
  if (campaign && owner.kind === 'guest') throw new ApiError(401, 'auth-001', NOT_LOGGED_IN);
  return loadCartItem(ctx, view, campaign ? 0 : body.item_id, campaign ? body.item_id : null);
}

function checkPrice(body: Static<typeof StoreCartAddBody>, src: CartItemSource, line: LineInput) {
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

export async function addCartLine(
  ctx: AppContext,
  view: View,
  owner: CartOwner,
  body: Static<typeof StoreCartAddBody>,
) {
  const src = await source(ctx, view, body, owner);
  const line = canonicalLine(src, lineFromBody(body));
  checkPrice(body, src, line);
  const rows = await ctx.repos.storeCarts.lines(ctx.db, owner);
  const otherStore = checkOneStore(rows, src.storeId);
  if (otherStore) throw new ApiError(409, 'other_store', otherStore.message);
  const key = priceLine(src, line).cartItemId;
  const same = rows.find((r) => r.line_key === key && Boolean(r.campaign_id) === src.isCampaign);
  const merged = { ...line, quantity: line.quantity + (same?.quantity ?? 0) };
  checkLine(ctx, src, merged, otherQuantity(rows, src, same?.id ?? null));
  const now = ctx.clock.now();
  const priced = priceLine(src, merged);
  const written = same
    ? await ctx.repos.storeCarts.update(ctx.db, same.id, {
        quantity: merged.quantity,
        price_minor: priced.itemBasePrice,
        updated_at: now,
      })
    : await ctx.repos.storeCarts.insert(ctx.db, {
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
      });
  // the lines read above with the written one in place: the answer needs no second read of the cart
  const after = same ? rows.map((r) => (r.id === same.id ? written : r)) : [...rows, written];
  return presentCart(ctx, view, owner, [src], after);
}

export async function updateCartLine(
  ctx: AppContext,
  view: View,
  owner: CartOwner,
  body: Static<typeof StoreCartUpdateBody>,
) {
  const row = await ownLine(ctx, owner, body.cart_id);
  const src = await loadCartItem(ctx, view, row.item_id, row.campaign_id);
  const line = canonicalLine(src, lineFromBody(body));
  checkPrice(body, src, line);
  const unchanged = checkCartItemUpdate(src.item.id, selectionOf(lineInputOf(row)), selectionOf(line));
  if (unchanged) throw badRequest(unchanged.code, unchanged.message);
  const rows = await ctx.repos.storeCarts.lines(ctx.db, owner);
  checkLine(ctx, src, line, otherQuantity(rows, src, row.id));
  const priced = priceLine(src, line);
  const written = await ctx.repos.storeCarts.update(ctx.db, row.id, {
    quantity: line.quantity,
    variation_type: line.variationType,
    food_options: JSON.stringify(line.foodOptions),
    add_ons: JSON.stringify(line.addOns),
    line_key: priced.cartItemId,
    price_minor: priced.itemBasePrice,
    updated_at: ctx.clock.now(),
  });
  const after = rows.map((r) => (r.id === row.id ? written : r));
  return presentCart(ctx, view, owner, [src], after);
}

export async function removeCartLine(ctx: AppContext, owner: CartOwner, id: number): Promise<void> {
  const row = await ownLine(ctx, owner, id);
  await ctx.repos.storeCarts.remove(ctx.db, [row.id]);
}

/** cart_ids as a JSON array or a comma list; every one must be the owner's. */
export async function removeCartLines(ctx: AppContext, owner: CartOwner, cartIds: string): Promise<void> {
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

export async function clearCart(ctx: AppContext, owner: CartOwner): Promise<void> {
  await ctx.repos.storeCarts.clear(ctx.db, owner);
}

/** The guest's lines become the customer's; when the stores differ the customer's own lines go (the guest cart wins). */
export async function mergeGuestCart(ctx: AppContext, owner: CartOwner, guestId: string): Promise<void> {
  if (owner.kind !== 'user') throw new ApiError(401, 'auth-001', NOT_LOGGED_IN);
  const guestRows = await ctx.repos.storeCarts.lines(ctx.db, { kind: 'guest', guestId });
  if (!guestRows.length) return;
  await ctx.repos.storeCarts.adoptGuestLines(ctx.db, owner.userId, guestId, guestRows[0]!.store_id);
}
