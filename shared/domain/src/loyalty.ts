/**
 * Loyalty points a paid order earns: `pointsPer100` points for every 100 whole currency units of its total, rounded
 * down (a 259.99 order at 1 point per 100 earns 2). Amounts are minor units, so no float rounding creeps in.
 */
export function orderLoyaltyPoints(orderAmountMinor: number, pointsPer100: number): number {
  if (!Number.isFinite(orderAmountMinor) || orderAmountMinor <= 0) return 0;
  if (!Number.isFinite(pointsPer100) || pointsPer100 <= 0) return 0;
  return Math.floor((orderAmountMinor * pointsPer100) / 10_000);
}

/** Points to take back when a paid order is canceled: what it earned, but never more than the customer still has. */
export function pointsToRevoke(earned: number, balance: number): number {
  return Math.max(0, Math.min(earned, balance));
}

/** Wallet money, in minor units, that `points` convert to at `exchangeRate` points per currency unit (rounded down). */
export function pointsToMinor(points: number, exchangeRate: number): number {
  if (!Number.isInteger(points) || points <= 0 || !(exchangeRate > 0)) return 0;
  return Math.floor((points * 100) / exchangeRate);
}

export interface CancellationSettlement {
  /** points taken from the customer's balance */
  points: number;
  /** what the points they no longer hold were worth, kept back from the refund */
  withheldMinor: number;
  /** what goes back to the wallet */
  refundMinor: number;
}

/**
 * Cancelling a paid order takes back every point it earned (issue 20). Points the customer no longer holds
 * (converted to wallet money, or spent) are settled from the refund at their conversion value, rounded up, so
 * converting before cancelling gains nothing; the refund never goes below zero.
 */
export function cancellationSettlement(input: {
  paidMinor: number;
  earnedPoints: number;
  heldPoints: number;
  exchangeRate: number;
}): CancellationSettlement {
  const points = pointsToRevoke(input.earnedPoints, input.heldPoints);
  const shortfall = Math.max(0, input.earnedPoints - points);
  const value = input.exchangeRate > 0 ? Math.ceil((shortfall * 100) / input.exchangeRate) : 0;
  const withheldMinor = Math.min(Math.max(0, input.paidMinor), value);
  return { points, withheldMinor, refundMinor: Math.max(0, input.paidMinor - withheldMinor) };
}
