/**
 * Coupons (SPEC §5): a coupon applies only when the subtotal is at least min_purchase; zone_wise needs the
 * customer's zone among the coupon's zones, store_wise the store among its stores; free_delivery takes nothing off
 * the amount but makes delivery free; max_discount 0 means uncapped. `default` coupons apply everywhere.
 *
 * Where-it-applies is checked before the minimum, so a customer is never told to buy more at a store the coupon
 * does not cover.
 */
import { capDiscount, discountAmount } from './discount';
import { sameId } from './fields';
import { domainError, translate, type DomainError, type Translate } from './messages';
import { DEFAULT_DECIMALS } from './constants';
import { formatPrice, toMinor, type PriceFormat } from './money';
import type { Coupon, Id } from './types';

export interface CouponContext {
  /** Items subtotal before discounts (minor units), compared with min_purchase. */
  subtotalMinor: number;
  /** What the coupon's percent applies to (after item and store discounts); defaults to subtotalMinor. */
  baseMinor?: number;
  zoneId?: Id | null;
  storeId?: Id | null;
  decimals?: number;
  /** How the minimum amount is written in the error message. */
  priceFormat?: PriceFormat;
  t?: Translate;
}

export type CouponResult =
  | { readonly ok: true; readonly discount: number; readonly freeDelivery: boolean }
  | ({ readonly ok: false } & DomainError);

export function applyCoupon(coupon: Coupon, ctx: CouponContext): CouponResult {
  const decimals = ctx.decimals ?? DEFAULT_DECIMALS;
  const t = ctx.t ?? translate;
  const fail = (error: DomainError): CouponResult => ({ ok: false, ...error });

  if (coupon.coupon_type === 'zone_wise' && !couponCovers(coupon, ctx.zoneId, coupon.zoneId)) {
    return fail(domainError('couponZoneMismatch', undefined, t));
  }
  if (coupon.coupon_type === 'store_wise' && !couponCovers(coupon, ctx.storeId)) {
    return fail(domainError('couponStoreMismatch', undefined, t));
  }
  const minPurchase = toMinor(coupon.min_purchase, decimals);
  if (ctx.subtotalMinor < minPurchase) {
    const amount = formatPrice(coupon.min_purchase, { decimals, ...ctx.priceFormat });
    return fail(domainError('couponMinPurchase', { amount }, t));
  }
  if (coupon.coupon_type === 'free_delivery') return { ok: true, discount: 0, freeDelivery: true };

  const base = ctx.baseMinor ?? ctx.subtotalMinor;
  const discount = capDiscount(discountAmount(base, coupon, decimals), coupon.max_discount, decimals);
  return { ok: true, discount: Math.min(discount, Math.max(0, base)), freeDelivery: false };
}

function couponCovers(coupon: Coupon, id: Id | null | undefined, extra?: Id | null): boolean {
  const ids = couponTargetIds(coupon.data);
  if (extra !== null && extra !== undefined) ids.push(extra);
  return ids.some((target) => sameId(target, id));
}

/** Coupon.data holds the target ids as an array, one id, a JSON array as text, or comma-separated text. */
export function couponTargetIds(data: Coupon['data']): Id[] {
  if (data === null || data === undefined || data === '') return [];
  if (Array.isArray(data)) return [...(data as readonly Id[])];
  if (typeof data === 'number') return [data];
  const text = String(data).trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.filter((v): v is Id => typeof v === 'number' || typeof v === 'string');
    } catch {
      // Not JSON after all: read it as a list below.
    }
  }
  return text
    .replace(/[[\]"]/g, '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
