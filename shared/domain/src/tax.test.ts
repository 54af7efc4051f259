import { taxAmount, withTax } from './tax';

describe('tax (SPEC §9)', () => {
  test.each([
    ['added: 100.00 × 12 / 100 = 12.00', 10000, 12, false, 1200],
    ['included: 112.00 × 12 / 112 = 12.00', 11200, 12, true, 1200],
    ['included: 100.00 × 12 / 112 = 10.714 → 10.71', 10000, 12, true, 1071],
    ['added: 9.99 × 7.5 / 100 = 0.74925 → 0.75', 999, 7.5, false, 75],
    ['included: 9.99 × 7.5 / 107.5 = 0.6969 → 0.70', 999, 7.5, true, 70],
    ['added, tax as text "5": 200.00 × 5 / 100 = 10.00', 20000, '5', false, 1000],
    ['tax 0 → 0', 10000, 0, false, 0],
    ['no tax → 0', 10000, null, true, 0],
    ['amount 0 → 0', 0, 12, false, 0],
  ])('%s', (_name, amount, tax, included, expected) => {
    expect(taxAmount(amount, tax, included)).toBe(expected);
  });

  test('withTax: added tax is paid on top, included tax is not', () => {
    expect(withTax(10000, 12, false)).toBe(11200);
    expect(withTax(11200, 12, true)).toBe(11200);
  });
});
