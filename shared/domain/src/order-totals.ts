/**
 * The totals of one store order, the same for the checkout screen and the server's place-order. Minor units.
 *
 *   itemsSubtotal      = Σ line grossPrice (unit price with variation × quantity + add-ons)
 *   itemDiscount       = Σ line discountTotal (each item's own percent/amount)
 *   storeDiscount      = store percent of (itemsSubtotal − itemDiscount), from min_purchase, capped at max_discount
 *   couponDiscount     = coupon on what is left after item and store discounts
 *   discountedSubtotal = itemsSubtotal − itemDiscount − storeDiscount − couponDiscount
 *   tax                = on discountedSubtotal; included → inside it, otherwise added
 *   deliveryCharge     = delivery.ts without its surge part, free with a free_delivery coupon
 *   surgeCharge        = the surge part of the delivery charge (surge.ts), its own line; 0 when delivery is free
 *   total              = discountedSubtotal + (tax if not included) + deliveryCharge + surgeCharge
 *
 * Decision where the SPEC is silent: thresholds (min_purchase, free_delivery_over) compare with itemsSubtotal,
 * what the customer picked before any discount; each discount applies to what the earlier ones left, so the
 * discounts together never exceed the subtotal.
 */
import { priceCartItem, type CartItemPrice, type ItemSelection } from './cart-item';
import { applyCoupon } from './coupon';
import { deliveryCharge, type DeliveryCharge, type DeliveryInput } from './delivery';
import { thresholdDiscountAmount } from './discount';
import type { DomainError, Translate } from './messages';
import { DEFAULT_DECIMALS } from './constants';
import type { Numeric, PriceFormat } from './money';
import { taxAmount } from './tax';
import type { Coupon, Id, Item, StoreDelivery, ThresholdDiscount } from './types';

export interface OrderLine {
  item: Item;
  selection: ItemSelection;
}

export interface OrderTotalsInput {
  lines: readonly OrderLine[];
  store: StoreDelivery & { id?: Id; discount?: ThresholdDiscount | null };
  coupon?: Coupon | null;
  /** The customer's zone, for zone_wise coupons. */
  zoneId?: Id | null;
  tax?: { percent: Numeric | null | undefined; included: boolean } | null;
  /** Absent for take-away without a distance, or before the distance is known: no charge. */
  delivery?: Omit<DeliveryInput, 'subtotalMinor' | 'freeDeliveryCoupon' | 'decimals' | 'store'> | null;
  decimals?: number;
  priceFormat?: PriceFormat;
  t?: Translate;
}

export interface OrderTotals {
  lines: CartItemPrice[];
  itemsSubtotal: number;
  itemDiscount: number;
  storeDiscount: number;
  couponDiscount: number;
  /** Why the coupon did not apply; the order is still priced, without it. */
  couponError: DomainError | null;
  discountedSubtotal: number;
  tax: number;
  taxIncluded: boolean;
  delivery: DeliveryCharge | null;
  /** the delivery fee without the surge */
  deliveryCharge: number;
  /** the surge added to the delivery fee (its own line before the customer pays) */
  surgeCharge: number;
  total: number;
}

export function computeOrderTotals(input: OrderTotalsInput): OrderTotals {
  const decimals = input.decimals ?? DEFAULT_DECIMALS;
  const lines = input.lines.map((line) => priceCartItem(line.item, line.selection, decimals));
  const itemsSubtotal = sum(lines.map((l) => l.grossPrice));
  const itemDiscount = sum(lines.map((l) => l.discountTotal));
  const afterItems = itemsSubtotal - itemDiscount;
  const storeDiscount = thresholdDiscountAmount(input.store.discount, itemsSubtotal, afterItems, decimals);
  const afterStore = afterItems - storeDiscount;

  let couponDiscount = 0;
  let couponError: DomainError | null = null;
  let freeDeliveryCoupon = false;
  if (input.coupon) {
    const result = applyCoupon(input.coupon, {
      subtotalMinor: itemsSubtotal,
      baseMinor: afterStore,
      zoneId: input.zoneId,
      storeId: input.store.id,
      decimals,
      priceFormat: input.priceFormat,
      t: input.t,
    });
    if (result.ok) {
      couponDiscount = result.discount;
      freeDeliveryCoupon = result.freeDelivery;
    } else {
      couponError = { code: result.code, message: result.message, params: result.params };
    }
  }

  const discountedSubtotal = afterStore - couponDiscount;
  const taxIncluded = input.tax?.included ?? false;
  const tax = taxAmount(discountedSubtotal, input.tax?.percent, taxIncluded);
  const delivery = input.delivery
    ? deliveryCharge({
        ...input.delivery,
        store: input.store,
        subtotalMinor: itemsSubtotal,
        freeDeliveryCoupon,
        decimals,
      })
    : null;
  const surgeCharge = delivery && !delivery.free ? delivery.surcharge : 0;
  const charge = (delivery?.charge ?? 0) - surgeCharge;
  return {
    lines,
    itemsSubtotal,
    itemDiscount,
    storeDiscount,
    couponDiscount,
    couponError,
    discountedSubtotal,
    tax,
    taxIncluded,
    delivery,
    deliveryCharge: charge,
    surgeCharge,
    total: discountedSubtotal + (taxIncluded ? 0 : tax) + charge + surgeCharge,
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
