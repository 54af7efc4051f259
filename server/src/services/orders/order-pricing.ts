/**
 * The server's copy of the checkout totals: the cart lines as stored, the store, zone and config from the database,
 * and `computeOrderTotals` from @mart/domain, the function the storefront's checkout calls too.
 */
import {
  checkStoreOrderTime,
  computeOrderTotals,
  phoneDigitsOf,
  PHONE_PROOF_DIGITS,
  translate,
  fromMinor,
  haversineMeters,
  metersToKm,
  utcDate,
  type Coupon as DomainCoupon,
  type OrderTotals,
  type StoreHours,
  type Translate,
} from '@mart/domain';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { CashbackOfferRow, CouponsTable, Database, StoreCartItemRow, SurgePriceRow } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { View } from '../../present';
import { cashbackFor } from '../payments/cashback';
import { surchargeOf, surgeAt, surgeNote } from './surge';
import { checkSelection, lineInputOf, loadCartItem, selectionOf, type CartItemSource } from '../carts/store-cart';
import type { Selectable } from 'kysely';
import { translator, type Lang } from '../../i18n';
import type { BusinessSettings } from '../../model/settings';

type Executor = AppContext['db'] | Transaction<Database>;

export interface QuoteInput {
  orderType: 'delivery' | 'take_away';
  /** Customer's drop-off point; take_away needs none. */
  destination: { latitude: number; longitude: number } | null;
  couponCode: string | null;
  /** who orders: coupon limits per customer count a signed-in customer by id, a guest by guest id or phone */
  customer: CouponCustomer;
  /** placing (inside the order's transaction): lock the coupon row so its limits are counted race-free */
  placing?: boolean;
  /** when the order is delivered: the surge rule running then applies (now, or a scheduled order's time) */
  at: Date;
  /** the language of coupon limit messages */
  t?: Translate;
}

export type CouponCustomer =
  | { userId: number; guestId?: undefined; phone?: undefined }
  | { userId?: undefined; guestId: string; phone: string | null };

export interface Quote {
  totals: OrderTotals;
  sources: CartItemSource[];
  rows: StoreCartItemRow[];
  storeId: number;
  moduleId: number;
  zoneId: number;
  distanceKm: number;
  coupon: Selectable<CouponsTable> | null;
  maximumCodMinor: number | null;
  prescriptionRequired: boolean;
  taxIncluded: boolean;
  /** when the store takes orders (checkStoreOrderTime) */
  hours: StoreHours;
  /** the surge rule priced into the delivery (its charge is totals.surgeCharge; 0 when delivery is free) */
  surge: SurgePriceRow | null;
  /** what a signed-in customer's order earns at delivery */
  cashback: { offer: CashbackOfferRow; amountMinor: number } | null;
}

export function couponForDomain(row: Selectable<CouponsTable>): DomainCoupon {
  return {
    code: row.code,
    coupon_type: row.coupon_type,
    discount: row.discount_x100 / 100,
    discount_type: row.discount_type,
    min_purchase: fromMinor(row.min_purchase_minor),
    max_discount: fromMinor(row.max_discount_minor),
    data: row.coupon_type === 'store_wise' ? (row.store_id ? [row.store_id] : []) : row.zone_ids,
  };
}

/**
 * An active coupon by code, running today, for this module; null when there is no such code. `lock`: the row is
 * locked for the caller's transaction, so orders using the coupon take turns counting its uses.
 */
export async function findCoupon(ctx: AppContext, db: Executor, code: string, moduleId: number, lock = false) {
  const today = utcDate(ctx.clock.now());
  const row = await ctx.repos.coupons.runningByCode(db, code, today, lock);
  return row && (row.module_id === null || row.module_id === moduleId) ? row : null;
}

/**
 * The coupon's limits: per customer (a signed-in customer by id; a guest by guest id or contact phone, so a new
 * guest id does not reset the count) and in total. Placing, the coupon row is locked (findCoupon), so parallel
 * orders count one after another.
 */
async function checkCouponLimits(
  ctx: AppContext,
  db: Executor,
  coupon: Selectable<CouponsTable>,
  customer: CouponCustomer,
  t: Translate,
): Promise<void> {
  const { coupons } = ctx.repos;
  if (coupon.total_usage_limit !== null) {
    if ((await coupons.uses(db, coupon.code)) >= coupon.total_usage_limit)
      throw badRequest('couponLimitReached', t('couponLimitReached'));
  }
  if (coupon.limit_per_user) {
    const digits = phoneDigitsOf(customer.phone);
    const by =
      customer.userId !== undefined
        ? { userId: customer.userId }
        : { guestId: customer.guestId, phoneDigits: digits.length >= PHONE_PROOF_DIGITS ? digits : null };
    if ((await coupons.uses(db, coupon.code, by)) >= coupon.limit_per_user)
      throw badRequest('couponUsedUp', t('couponUsedUp'));
  }
}

/** Prices the owner's stored cart lines for an order. Throws when the cart is empty or a coupon code is unknown. */
/**
 * `db` may be an open transaction: then every read goes through it (PGlite has one connection, so a read on
 * ctx.db inside a transaction would wait for itself). Config is read before, for the same reason.
 */
export async function quoteOrder(
  ctx: AppContext,
  view: View,
  rows: StoreCartItemRow[],
  input: QuoteInput,
  config: BusinessSettings,
  db: Executor = ctx.db,
): Promise<Quote> {
  if (rows.length === 0) throw badRequest('cart', 'Your cart is empty.');
  const sources: CartItemSource[] = [];
  for (const row of rows) {
    const source = await loadCartItem(ctx, view, row.item_id, row.campaign_id, db);
    // a line stored before the item's rules (or the item) changed is not ordered as it is
    checkSelection(source, lineInputOf(row));
    sources.push(source);
  }
  const storeId = rows[0]!.store_id;
  const found = await ctx.repos.catalog.storeWithTerms(db, storeId);
  if (!found) throw notFound('Store');
  const {
    utc_offset_minutes,
    increased_delivery_fee_status,
    increased_delivery_fee_x100,
    pivot_module_id,
    delivery_charge_type,
    fixed_shipping_charge_minor,
    pivot_per_km_shipping_charge_minor,
    pivot_minimum_shipping_charge_minor,
    pivot_maximum_shipping_charge_minor,
    maximum_cod_order_amount_minor,
    ...store
  } = found;
  const zone = { increased_delivery_fee_status, increased_delivery_fee_x100 };
  const pivot =
    pivot_module_id === null
      ? null
      : {
          delivery_charge_type: delivery_charge_type!,
          fixed_shipping_charge_minor: fixed_shipping_charge_minor!,
          per_km_shipping_charge_minor: pivot_per_km_shipping_charge_minor!,
          minimum_shipping_charge_minor: pivot_minimum_shipping_charge_minor!,
          maximum_shipping_charge_minor: pivot_maximum_shipping_charge_minor,
          maximum_cod_order_amount_minor,
        };
  if (input.orderType === 'delivery' && !store.delivery) throw badRequest('order_type', 'This store does not deliver.');
  if (input.orderType === 'take_away' && !store.take_away)
    throw badRequest('order_type', 'This store does not offer take away.');
  if (input.orderType === 'delivery' && !input.destination) throw badRequest('address', 'Address is required');

  let coupon: Selectable<CouponsTable> | null = null;
  if (input.couponCode) {
    coupon = await findCoupon(ctx, db, input.couponCode, store.module_id, input.placing);
    if (!coupon) throw badRequest('coupon', 'This coupon is not valid.');
    await checkCouponLimits(ctx, db, coupon, input.customer, input.t ?? translate);
  }
  const distanceKm = input.destination
    ? Number(
        metersToKm(
          haversineMeters(
            { lat: store.latitude, lng: store.longitude },
            { lat: input.destination.latitude, lng: input.destination.longitude },
          ),
        ).toFixed(3),
      )
    : 0;
  const taxIncluded = Boolean(config.tax_included);
  const surge =
    input.orderType === 'delivery'
      ? await surgeAt(ctx, db, store.zone_id, store.module_id, input.at, utc_offset_minutes)
      : null;
  const totals = computeOrderTotals({
    lines: sources.map((source, i) => ({ item: source.item, selection: selectionOf(lineInputOf(rows[i]!)) })),
    store: {
      id: store.id,
      self_delivery_system: store.self_delivery_system,
      per_km_shipping_charge: fromMinor(store.per_km_shipping_charge_minor),
      minimum_shipping_charge: fromMinor(store.minimum_shipping_charge_minor),
      maximum_shipping_charge:
        store.maximum_shipping_charge_minor === null ? null : fromMinor(store.maximum_shipping_charge_minor),
      free_delivery: store.free_delivery,
      discount: store.discount_x100
        ? {
            discount: store.discount_x100 / 100,
            min_purchase: fromMinor(store.discount_min_purchase_minor ?? 0),
            max_discount: fromMinor(store.discount_max_minor ?? 0),
          }
        : null,
    },
    coupon: coupon ? couponForDomain(coupon) : null,
    zoneId: store.zone_id,
    tax: { percent: store.tax_x100 / 100, included: taxIncluded },
    delivery: {
      orderType: input.orderType,
      distanceKm,
      zone: pivot
        ? {
            delivery_charge_type: pivot.delivery_charge_type,
            fixed_shipping_charge: fromMinor(pivot.fixed_shipping_charge_minor),
            per_km_shipping_charge: fromMinor(pivot.per_km_shipping_charge_minor),
            minimum_shipping_charge: fromMinor(pivot.minimum_shipping_charge_minor),
            maximum_shipping_charge:
              pivot.maximum_shipping_charge_minor === null ? null : fromMinor(pivot.maximum_shipping_charge_minor),
            increased_delivery_fee_status: zone.increased_delivery_fee_status,
            increased_delivery_fee: zone.increased_delivery_fee_x100 / 100,
          }
        : null,
      config: { free_delivery_over: config.free_delivery_over, admin_free_delivery: config.admin_free_delivery },
      surcharge: surchargeOf(surge),
    },
    priceFormat: {
      symbol: config.currency_symbol,
      direction: config.currency_symbol_direction,
      language: view.lang,
    },
  });
  const cashback = await cashbackFor(
    ctx,
    db,
    input.customer.userId ?? null,
    totals.total,
    config,
    input.placing && db.isTransaction ? (db as Transaction<Database>) : undefined,
  );
  return {
    totals,
    sources,
    rows,
    storeId,
    moduleId: store.module_id,
    zoneId: store.zone_id,
    distanceKm,
    coupon,
    maximumCodMinor: pivot?.maximum_cod_order_amount_minor ?? null,
    prescriptionRequired: sources.some((s) => Number(s.item.is_prescription_required) === 1),
    taxIncluded,
    hours: {
      opening_time: store.opening_time,
      closing_time: store.closing_time,
      utc_offset_minutes,
      schedule_order: store.schedule_order,
    },
    surge: totals.surgeCharge > 0 ? surge : null,
    cashback,
  };
}

/**
 * The totals as the API shows them (major units), the same fields the checkout screen lists, and whether the
 * store takes an order now (its message in the request's language), so checkout can say so before the customer
 * tries.
 */
export function presentTotals(q: Quote, now: Date, lang: Lang = 'en') {
  const tr = translator(lang);
  const t = q.totals;
  const closed = checkStoreOrderTime(q.hours, now, null, tr);
  return {
    store_closed: closed?.message ?? null,
    schedule_order: Boolean(q.hours.schedule_order),
    items_subtotal: fromMinor(t.itemsSubtotal),
    item_discount: fromMinor(t.itemDiscount),
    store_discount: fromMinor(t.storeDiscount),
    coupon_discount: fromMinor(t.couponDiscount),
    coupon_error: t.couponError ? tr(t.couponError.code, t.couponError.params) : null,
    tax: fromMinor(t.tax),
    tax_included: t.taxIncluded,
    delivery_charge: fromMinor(t.deliveryCharge),
    surge_charge: fromMinor(t.surgeCharge),
    surge_note: q.surge ? surgeNote(lang, q.surge) : null,
    cashback: q.cashback ? fromMinor(q.cashback.amountMinor) : 0,
    free_delivery_reason: t.delivery?.free ?? null,
    distance_km: q.distanceKm,
    order_amount: fromMinor(t.total),
    maximum_cod_order_amount: q.maximumCodMinor === null ? null : fromMinor(q.maximumCodMinor),
    prescription_required: q.prescriptionRequired,
  };
}
