/**
 * Tax (SPEC §9). When prices already include tax, the tax inside an amount is amount × tax / (100 + tax);
 * otherwise tax is added on top: amount × tax / 100. Either way rounded once, to the minor unit.
 */
import { percentOf, ratioOf, type Numeric } from './money';
import { num } from './fields';

export function taxAmount(amountMinor: number, taxPercent: Numeric | null | undefined, included: boolean): number {
  const tax = num(taxPercent);
  if (tax <= 0 || amountMinor <= 0) return 0;
  return included ? ratioOf(amountMinor, tax, 100 + tax) : percentOf(amountMinor, tax);
}

/** What the customer pays for `amountMinor`: included tax adds nothing, excluded tax is added. */
export function withTax(amountMinor: number, taxPercent: Numeric | null | undefined, included: boolean): number {
  return included ? amountMinor : amountMinor + taxAmount(amountMinor, taxPercent, false);
}
