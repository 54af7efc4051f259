/**
 * Cashback (SPEC §7 cashback calls): an offer gives back part of an order's amount to the customer's wallet once the
 * order is delivered — a percent of the amount capped at max_discount (0: uncapped), or a fixed amount never above
 * the order's; nothing below min_purchase. A customer gets one offer per order, the one that gives the most among
 * those they have not used up (same_user_limit). Minor units in, minor units out.
 */
import { DEFAULT_DECIMALS } from './constants';
import { percentOf, toMinor, type Numeric } from './money';

export interface CashbackOffer {
  id: number;
  cashback_type: 'percent' | 'amount' | string;
  /** percent, or the amount in major units */
  cashback_amount: Numeric;
  min_purchase: Numeric;
  /** major units; 0: uncapped (percent offers) */
  max_discount: Numeric;
  /** how many orders of one customer may take it; null: no limit */
  same_user_limit?: number | null;
}

/** What one offer gives back on an order of `amountMinor` (0 when the order is below its minimum). */
export function cashbackAmount(offer: CashbackOffer, amountMinor: number, decimals = DEFAULT_DECIMALS): number {
  if (amountMinor <= 0 || amountMinor < toMinor(offer.min_purchase, decimals)) return 0;
  if (offer.cashback_type === 'percent') {
    const raw = percentOf(amountMinor, offer.cashback_amount);
    const cap = toMinor(offer.max_discount, decimals);
    return cap > 0 ? Math.min(raw, cap) : raw;
  }
  return Math.min(toMinor(offer.cashback_amount, decimals), amountMinor);
}

/**
 * The offer that gives the most on this order, with its amount; `usedBy(id)` is how many orders this customer has
 * taken it for already. Of two giving the same, the older offer (lower id). Null when none gives anything.
 */
export function bestCashback<T extends CashbackOffer>(
  offers: readonly T[],
  amountMinor: number,
  usedBy: (offerId: number) => number = () => 0,
  decimals = DEFAULT_DECIMALS,
): { offer: T; amountMinor: number } | null {
  let best: { offer: T; amountMinor: number } | null = null;
  for (const offer of offers) {
    if (offer.same_user_limit != null && usedBy(offer.id) >= offer.same_user_limit) continue;
    const amount = cashbackAmount(offer, amountMinor, decimals);
    if (amount > 0 && (!best || amount > best.amountMinor)) best = { offer, amountMinor: amount };
  }
  return best;
}
