import { applyDiscount, capDiscount, discountAmount, thresholdDiscountAmount } from './discount';

describe('own discount (item / vehicle): percent or amount, price floored at 0', () => {
  test.each([
    ['10% of 100.00 = 10.00', 10000, { discount: 10, discount_type: 'percent' }, 1000, 9000],
    ['amount 15.50 off 100.00', 10000, { discount: 15.5, discount_type: 'amount' }, 1550, 8450],
    ['amount "15.50" (numeric string) off 100.00', 10000, { discount: '15.50', discount_type: 'amount' }, 1550, 8450],
    [
      'amount 150 off 100.00 → only 100.00 comes off, price 0',
      10000,
      { discount: 150, discount_type: 'amount' },
      10000,
      0,
    ],
    ['150% off 100.00 → price 0, not negative', 10000, { discount: 150, discount_type: 'percent' }, 10000, 0],
    ['no type reads as percent: 20% of 100.00', 10000, { discount: 20, discount_type: null }, 2000, 8000],
    ['33% of 9.99 = 3.2967 → 3.30, price 6.69', 999, { discount: 33, discount_type: 'percent' }, 330, 669],
    ['discount 0 → nothing off', 10000, { discount: 0, discount_type: 'percent' }, 0, 10000],
    ['negative discount is ignored', 10000, { discount: -5, discount_type: 'amount' }, 0, 10000],
    ['price 0 stays 0', 0, { discount: 10, discount_type: 'amount' }, 0, 0],
  ])('%s', (_name, price, discount, off, after) => {
    expect(discountAmount(price, discount)).toBe(off);
    expect(applyDiscount(price, discount)).toBe(after);
  });

  test('no discount object → nothing off', () => {
    expect(discountAmount(10000, null)).toBe(0);
    expect(applyDiscount(10000, undefined)).toBe(10000);
  });

  test('amount discounts follow digit_after_decimal_point: 5 off with 0 decimals is 5 minor units', () => {
    expect(discountAmount(100, { discount: 5, discount_type: 'amount' }, 0)).toBe(5);
  });
});

describe('capDiscount: max_discount, 0 = uncapped', () => {
  test.each([
    ['50.00 capped at 30 → 30.00', 5000, 30, 3000],
    ['50.00 with cap 0 → uncapped', 5000, 0, 5000],
    ['50.00 with no cap → uncapped', 5000, null, 5000],
    ['20.00 under cap 30 → 20.00', 2000, 30, 2000],
  ])('%s', (_name, amount, cap, expected) => {
    expect(capDiscount(amount, cap)).toBe(expected);
  });
});

describe('provider/store discount: percent from min_purchase, capped at max_discount', () => {
  const d = { discount: 10, min_purchase: 100, max_discount: 30 };
  test.each([
    ['99.99 < min 100 → 0', d, 9999, undefined, 0],
    ['exactly 100.00 qualifies: 10% = 10.00', d, 10000, undefined, 1000],
    ['500.00: 10% = 50.00 → capped 30.00', d, 50000, undefined, 3000],
    ['max 0 = uncapped: 500.00 → 50.00', { ...d, max_discount: 0 }, 50000, undefined, 5000],
    ['min checked on purchase 500.00, percent on base 400.00 = 40.00 → cap 30.00', d, 50000, 40000, 3000],
    ['uncapped, percent on base 400.00 = 40.00', { ...d, max_discount: 0 }, 50000, 40000, 4000],
    ['no min_purchase: any amount qualifies, 10% of 5.00 = 0.50', { discount: 10 }, 500, undefined, 50],
    ['discount 0 → 0', { discount: 0, min_purchase: 0, max_discount: 0 }, 50000, undefined, 0],
    [
      'string fields from the database',
      { discount: '10', min_purchase: '100.00', max_discount: '30.00' },
      50000,
      undefined,
      3000,
    ],
  ])('%s', (_name, discount, purchase, base, expected) => {
    expect(thresholdDiscountAmount(discount, purchase, base)).toBe(expected);
  });

  test('no provider discount → 0', () => {
    expect(thresholdDiscountAmount(null, 50000)).toBe(0);
  });
});
