import type { Static } from '@sinclair/typebox';
import { checkOneStore, describeFoodOptions, fromMinor } from '@mart/domain';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { CartAddOn, Database, StoreCartItemRow } from '../../db/schema';
import { ApiError } from '../../errors';
import type { View } from '../../present';
import type { DirectLine, StoreCartLine } from '../../schemas/store-cart';
import {
  NOT_LOGGED_IN,
  canonicalLine,
  checkLine,
  lineInputOf,
  loadCartItem,
  priceLine,
  type CartItemSource,
  type LineInput,
} from './store-cart';
import type { Caller } from '../../model/caller';

export function lineFromBody(body: Static<typeof DirectLine>): LineInput {
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

function presentLine(row: StoreCartItemRow, source: CartItemSource): Static<typeof StoreCartLine> {
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

export const ownerColumns = (owner: Caller) =>
  owner.kind === 'user' ? { user_id: owner.userId, guest_id: null } : { user_id: null, guest_id: owner.guestId };

/**
 * Lines ordered outright (Buy Now, campaign Order Now) as rows shaped like stored cart lines, so the order is priced,
 * checked and placed by the same functions as a cart; the owner's cart is neither read nor changed. Each line passes
 * the cart's rules (a campaign needs a sign-in; variations, availability, quantity limits over all the lines; one
 * store). Ids are negative: these rows exist nowhere.
 */
export async function directCartRows(
  ctx: AppContext,
  view: View,
  owner: Caller,
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
  owner: Caller,
  loaded: CartItemSource[] = [],
  known?: StoreCartItemRow[],
) {
  const rows = known ?? (await ctx.repos.storeCarts.lines(ctx.db, owner));
  const sources = new Map(loaded.map((s) => [sourceKey(s.baseItemId, s.isCampaign ? s.item.id : null), s] as const));
  const lines: Static<typeof StoreCartLine>[] = [];
  for (const row of rows) {
    const key = sourceKey(row.item_id, row.campaign_id);
    let source = sources.get(key);
    if (!source) sources.set(key, (source = await loadCartItem(ctx, view, row.item_id, row.campaign_id)));
    lines.push(presentLine(row, source));
  }
  return lines;
}
