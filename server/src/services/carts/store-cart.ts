/**
 * Store-item cart rules on the server (issue 4): the line is priced and validated with the same @mart/domain
 * functions the storefront uses, from the item as the catalog presents it, never from what the client sent.
 */
import {
  checkItemQuantity,
  domainError,
  itemAvailability,
  priceCartItem,
  quantityLimits,
  utcDate,
  validateItemSelection,
  type Item as DomainItem,
  type ItemSelection,
} from '@mart/domain';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { CartAddOn, Database, StoreCartItemRow } from '../../db/schema';
import { canonicalSelection, type StoredVariations } from '../../db/variation-ids';
import { ApiError, badRequest, notFound } from '../../errors';
import { presentItem, type View } from '../../present';
import { callerOf } from '../accounts/sessions';
import type { Caller } from '../../model/caller';
import type { RequestInfo } from '../../model/request-info';

type Executor = AppContext['db'] | Transaction<Database>;

/** Whose cart: a signed-in user (token) or a guest (the request's guest id, plugins/request-info.ts). */

export const NOT_LOGGED_IN = 'You are not logged in';

export async function cartOwner(ctx: AppContext, info: Pick<RequestInfo, 'token' | 'guestId'>): Promise<Caller> {
  return callerOf(ctx, info, () => new ApiError(401, 'guest_id', 'A guest_id or a sign-in is required.'));
}

/**
 * Who may upload a prescription: a signed-in customer, or a guest whose store cart holds something (the guest
 * is about to order), so a random caller cannot use the API as free file hosting.
 */
export async function prescriptionUploader(
  ctx: AppContext,
  info: Pick<RequestInfo, 'token' | 'guestId'>,
): Promise<Caller> {
  const owner = await cartOwner(ctx, info);
  if (owner.kind === 'user') return owner;
  if (!(await ctx.repos.storeCarts.guestHasLines(ctx.db, owner.guestId)))
    throw new ApiError(403, 'guest_id', 'Add the items to your cart before uploading a prescription.');
  return owner;
}

export interface CartItemSource {
  item: DomainItem & ReturnType<typeof presentItem>;
  /** items.id (for a campaign item, the item it sells; `item.id` is then the campaign id) */
  baseItemId: number;
  storeId: number;
  moduleId: number;
  zoneId: number;
  utcOffsetMinutes: number;
  isCampaign: boolean;
  image: string;
  /** The item's variations as stored (ids, every language), to read what older clients send by label. */
  stored: StoredVariations;
}

/** The item (or campaign item) as the catalog presents it, which is exactly the shape the domain rules read. */
export async function loadCartItem(
  ctx: AppContext,
  view: View,
  itemId: number,
  campaignId: number | null,
  db: Executor = ctx.db,
): Promise<CartItemSource> {
  let campaign;
  let baseId = itemId;
  if (campaignId) {
    campaign = await ctx.repos.catalog.activeCampaign(db, campaignId);
    if (!campaign) throw notFound('Campaign item');
    const today = utcDate(ctx.clock.now());
    if (campaign.available_date_starts > today || campaign.available_date_ends < today)
      throw badRequest('campaign', 'This campaign is not running.');
    baseId = campaign.item_id;
  }
  const read = async () => {
    const row = await ctx.repos.catalog.itemWithZoneOffset(db, baseId);
    return row && { row, addOns: await ctx.repos.catalog.addOnsByIds(db, row.add_on_ids) };
  };
  // A transaction (placing an order) reads the rows it holds; a cart write prices from the catalog as it is served.
  const found =
    db === ctx.db ? await ctx.catalogCache.row(`cart-item:${baseId}`, read, [`items:${baseId}`]) : await read();
  if (!found) throw notFound('Item');
  const { row, addOns } = found;
  const item = presentItem(view, row, addOns, campaign);
  return {
    item,
    baseItemId: row.id,
    storeId: row.store_id,
    moduleId: row.module_id,
    zoneId: row.zone_id,
    utcOffsetMinutes: row.utc_offset_minutes,
    isCampaign: Boolean(campaign),
    image: campaign?.image ?? row.image,
    stored: { choice_options: row.choice_options, variations: row.variations, food_variations: row.food_variations },
  };
}

export interface LineInput {
  quantity: number;
  variationType: string | null;
  foodOptions: Record<string, string[]>;
  addOns: CartAddOn[];
}

/** The line keyed by stable variation ids, however the client named them (see canonicalSelection). */
export const canonicalLine = (source: CartItemSource, line: LineInput): LineInput => ({
  ...line,
  ...canonicalSelection(source.stored, line),
});

export const selectionOf = (line: LineInput): ItemSelection => ({
  quantity: line.quantity,
  variationType: line.variationType,
  foodOptions: line.foodOptions,
  addOns: line.addOns,
});

/** A fixed-offset IANA zone for the store's local clock ('Etc/GMT-5' is UTC+5: the sign is inverted by POSIX). */
export function offsetTimeZone(minutes: number): string | undefined {
  if (minutes % 60 !== 0) return undefined;
  const hours = minutes / 60;
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

/**
 * What the customer chose is something the item sells (@mart/domain validateItemSelection): its food variations,
 * its choice variation (required when it has them, one it lists), the item's own add-ons. Checked when a line is
 * stored and again when it is ordered (the item may have changed since).
 */
export function checkSelection(source: CartItemSource, line: LineInput): void {
  const invalid = validateItemSelection(source.item, selectionOf(line));
  if (invalid) throw badRequest(invalid.code, invalid.message);
}

/**
 * SPEC §5 item rules for a line about to be stored: the selection, availability window, and quantity against
 * maximum_cart_quantity and stock counted over every line of the same item (`otherLinesQuantity`).
 */
export function checkLine(ctx: AppContext, source: CartItemSource, line: LineInput, otherLinesQuantity: number): void {
  checkSelection(source, line);
  const availability = itemAvailability(source.item, ctx.clock.now(), {
    timeZone: offsetTimeZone(source.utcOffsetMinutes),
  });
  if (!availability.canOrder) {
    const error = domainError('notAvailableNow');
    throw badRequest(error.code, `${error.message} (${availability.window ?? ''})`);
  }
  const limits = quantityLimits(source.item, line.variationType);
  const tooMany = checkItemQuantity(line.quantity + otherLinesQuantity, limits);
  if (tooMany) throw badRequest(tooMany.code, tooMany.message);
}

export function priceLine(source: CartItemSource, line: LineInput) {
  return priceCartItem(source.item, selectionOf(line));
}

export function lineInputOf(row: StoreCartItemRow): LineInput {
  return {
    quantity: row.quantity,
    variationType: row.variation_type,
    foodOptions: row.food_options,
    addOns: row.add_ons,
  };
}
