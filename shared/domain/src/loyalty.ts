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
