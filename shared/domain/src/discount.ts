/**
 * Discounts (SPEC §9): an item's or a vehicle's own discount is a percent or an amount off, and the price never
 * goes below 0. A provider's or store's discount is a percent that applies from min_purchase up and is capped at
 * max_discount, where 0 means no cap.
 */
import { DEFAULT_DECIMALS } from './constants';
import { percentOf, toMinor } from './money';
import { num } from './fields';
import type { Discount, ThresholdDiscount } from './types';
import type { Numeric } from './money';

/**
 * How much comes off one unit priced `priceMinor`. `amount` discounts are major units per unit; any other type
 * (including none) is a percent, as the API defaults it. Never more than the price itself.
 */
export function discountAmount(
  priceMinor: number,
  discount: Discount | null | undefined,
  decimals = DEFAULT_DECIMALS,
): number {
  const value = num(discount?.discount);
  if (!discount || value <= 0 || priceMinor <= 0) return 0;
  const off = discount.discount_type === 'amount' ? toMinor(discount.discount, decimals) : percentOf(priceMinor, value);
  return Math.min(off, priceMinor);
}

/** The price after the own discount, floored at 0. */
export function applyDiscount(
  priceMinor: number,
  discount: Discount | null | undefined,
  decimals = DEFAULT_DECIMALS,
): number {
  return Math.max(0, priceMinor - discountAmount(priceMinor, discount, decimals));
}

/** Caps a computed discount at `maxDiscount` (major units); 0 or absent means uncapped. */
export function capDiscount(
  amountMinor: number,
  maxDiscount: Numeric | null | undefined,
  decimals = DEFAULT_DECIMALS,
): number {
  const cap = toMinor(maxDiscount, decimals);
  return cap > 0 ? Math.min(amountMinor, cap) : amountMinor;
}

/**
 * A provider/store discount. `purchaseMinor` is compared with min_purchase (the gross subtotal, see
 * order-totals.ts); the percent applies to `baseMinor`, what is left after the own discounts, so stacked
 * discounts can never exceed the price.
 */
export function thresholdDiscountAmount(
  discount: ThresholdDiscount | null | undefined,
  purchaseMinor: number,
  baseMinor: number = purchaseMinor,
  decimals = DEFAULT_DECIMALS,
): number {
  const percent = num(discount?.discount);
  if (!discount || percent <= 0 || baseMinor <= 0) return 0;
  if (purchaseMinor < toMinor(discount.min_purchase, decimals)) return 0;
  const capped = capDiscount(percentOf(baseMinor, percent), discount.max_discount, decimals);
  return Math.min(capped, baseMinor);
}
