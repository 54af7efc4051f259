/**
 * Delivery charge (SPEC §3 store delivery, §9):
 *  1. rates: a self-delivering store uses its own per-km/min/max; otherwise the zone's, falling back to the
 *     store's fields where the zone gives none;
 *  2. base: zone delivery_charge_type 'fixed' (not for self-delivery) → fixed_shipping_charge; else
 *     per_km × km clamped to [minimum, maximum] (maximum 0 = no maximum; the minimum wins if they cross);
 *  3. uplifts, each computed on the base so their order does not matter: increased_delivery_fee percent while its
 *     status is on, and the surcharge (price_type percent of the base, or fixed amount);
 *  4. free delivery overrides everything: take_away, a free_delivery coupon, the store's free_delivery, admin
 *     free delivery (to all stores, or by order amount over its threshold), config free_delivery_over.
 */
import { DEFAULT_DECIMALS } from './constants';
import { multiplyMinor, percentOf, toMinor, type Numeric } from './money';
import { isOn, num } from './fields';
import type { DeliveryConfig, StoreDelivery, Surcharge, ZoneDelivery } from './types';

export type OrderType = 'delivery' | 'take_away' | string;

export type FreeDeliveryReason =
  | 'take_away'
  | 'coupon'
  | 'store_free_delivery'
  | 'free_delivery_to_all_store'
  | 'free_delivery_by_order_amount'
  | 'free_delivery_over';

export interface DeliveryInput {
  orderType?: OrderType;
  /** Route distance from the store to the customer. */
  distanceKm: number;
  /** Items subtotal before discounts (minor units), compared with the free-delivery thresholds. */
  subtotalMinor: number;
  store: StoreDelivery;
  zone?: ZoneDelivery | null;
  config?: DeliveryConfig | null;
  surcharge?: Surcharge | null;
  /** An applied free_delivery coupon. */
  freeDeliveryCoupon?: boolean;
  decimals?: number;
}

export interface DeliveryCharge {
  /** What the customer pays for delivery (minor units). */
  charge: number;
  /** The charge before uplifts and before free delivery. */
  base: number;
  increase: number;
  surcharge: number;
  /** Why the charge is 0, or null when it is charged. */
  free: FreeDeliveryReason | null;
}

export function deliveryCharge(input: DeliveryInput): DeliveryCharge {
  const decimals = input.decimals ?? DEFAULT_DECIMALS;
  const base = baseCharge(input, decimals);
  const zone = input.zone;
  const increase =
    zone && isOn(zone.increased_delivery_fee_status) ? percentOf(base, num(zone.increased_delivery_fee)) : 0;
  const surcharge = surgeAmount(base, input.surcharge, decimals);
  const free = freeDeliveryReason(input, decimals);
  return { charge: free ? 0 : base + increase + surcharge, base, increase, surcharge, free };
}

function baseCharge(input: DeliveryInput, decimals: number): number {
  const { store, zone } = input;
  const selfDelivery = isOn(store.self_delivery_system);
  if (!selfDelivery && zone?.delivery_charge_type === 'fixed') return toMinor(zone.fixed_shipping_charge, decimals);
  const rates = selfDelivery ? store : { ...store, ...definedOnly(zone) };
  const perKm = multiplyMinor(toMinor(rates.per_km_shipping_charge, decimals), Math.max(0, input.distanceKm));
  return clampCharge(
    perKm,
    toMinor(rates.minimum_shipping_charge, decimals),
    toMinor(rates.maximum_shipping_charge, decimals),
  );
}

/** SPEC §9 clamp; `maximumMinor` 0 means no maximum, and the minimum wins when the two cross. */
export function clampCharge(chargeMinor: number, minimumMinor: number, maximumMinor: number): number {
  const capped = maximumMinor > 0 ? Math.min(chargeMinor, maximumMinor) : chargeMinor;
  return Math.max(capped, minimumMinor);
}

/** The surge on a charge of `baseMinor` (a store order's delivery base, a parcel's charge): percent of it, or fixed. */
export function surgeAmount(
  baseMinor: number,
  surcharge: Surcharge | null | undefined,
  decimals: number = DEFAULT_DECIMALS,
): number {
  if (!surcharge || num(surcharge.price) <= 0) return 0;
  return surcharge.price_type === 'percent'
    ? percentOf(baseMinor, num(surcharge.price))
    : toMinor(surcharge.price, decimals);
}

function freeDeliveryReason(input: DeliveryInput, decimals: number): FreeDeliveryReason | null {
  if (input.orderType === 'take_away') return 'take_away';
  if (input.freeDeliveryCoupon) return 'coupon';
  if (isOn(input.store.free_delivery)) return 'store_free_delivery';
  const admin = input.config?.admin_free_delivery;
  if (admin && isOn(admin.status)) {
    if (admin.type === 'free_delivery_to_all_store') return 'free_delivery_to_all_store';
    if (
      admin.type === 'free_delivery_by_order_amount' &&
      reaches(input.subtotalMinor, admin.free_delivery_over, decimals)
    ) {
      return 'free_delivery_by_order_amount';
    }
  }
  if (reaches(input.subtotalMinor, input.config?.free_delivery_over, decimals)) return 'free_delivery_over';
  return null;
}

/** A threshold of 0 or none is "not set", not "everything qualifies". */
function reaches(subtotalMinor: number, threshold: Numeric | null | undefined, decimals: number): boolean {
  const min = toMinor(threshold, decimals);
  return min > 0 && subtotalMinor >= min;
}

function definedOnly(zone: ZoneDelivery | null | undefined): Partial<StoreDelivery> {
  if (!zone) return {};
  const out: Partial<StoreDelivery> = {};
  if (zone.per_km_shipping_charge != null) out.per_km_shipping_charge = zone.per_km_shipping_charge;
  if (zone.minimum_shipping_charge != null) out.minimum_shipping_charge = zone.minimum_shipping_charge;
  if (zone.maximum_shipping_charge != null) out.maximum_shipping_charge = zone.maximum_shipping_charge;
  return out;
}

/**
 * SPEC §4 free-delivery progress bar: the subtotal as a percentage of free_delivery_over, clamped to 0..100.
 * Both amounts in the same unit. Without a threshold there is nothing to progress towards: 0 (hide the bar).
 */
export function freeDeliveryProgress(subtotal: number, freeDeliveryOver: number | null | undefined): number {
  const over = num(freeDeliveryOver);
  if (over <= 0) return 0;
  return Math.min(100, Math.max(0, (subtotal / over) * 100));
}

/** What is still missing for free delivery (same unit as the inputs), never negative. */
export function amountLeftForFreeDelivery(subtotal: number, freeDeliveryOver: number | null | undefined): number {
  const over = num(freeDeliveryOver);
  return over > 0 ? Math.max(0, over - subtotal) : 0;
}
