import { applyCoupon, couponTargetIds } from './coupon';
import type { Coupon } from './types';

const percent: Coupon = {
  coupon_type: 'default',
  discount_type: 'percent',
  discount: 10,
  min_purchase: 50,
  max_discount: 20,
};

describe('amount off (SPEC §5)', () => {
  test.each([
    ['10% of 100.00 = 10.00', percent, 10000, undefined, 1000],
    ['10% of 300.00 = 30.00 → capped at 20.00', percent, 30000, undefined, 2000],
    ['max_discount 0 = uncapped: 10% of 300.00 = 30.00', { ...percent, max_discount: 0 }, 30000, undefined, 3000],
    ['exactly the minimum 50.00 qualifies: 10% = 5.00', percent, 5000, undefined, 500],
    ['percent on what is left after other discounts: 10% of 250.00 = 25.00 → 20.00', percent, 30000, 25000, 2000],
    ['amount 15.00 off 100.00', { ...percent, discount_type: 'amount', discount: 15 }, 10000, undefined, 1500],
    [
      'amount 15.00 never more than the base 10.00',
      { ...percent, discount_type: 'amount', discount: 15, min_purchase: 0 },
      1000,
      undefined,
      1000,
    ],
  ])('%s', (_name, coupon, subtotal, base, expected) => {
    expect(applyCoupon(coupon, { subtotalMinor: subtotal, baseMinor: base })).toEqual({
      ok: true,
      discount: expected,
      freeDelivery: false,
    });
  });
});

describe('minimum purchase', () => {
  test('49.99 < 50.00: the SPEC message with the amount', () => {
    expect(applyCoupon(percent, { subtotalMinor: 4999 })).toEqual({
      ok: false,
      code: 'couponMinPurchase',
      message: 'To apply this coupon the minimum purchase amount is 50.00',
      params: { amount: '50.00' },
    });
  });

  test('the amount is written with the currency format', () => {
    const r = applyCoupon(percent, { subtotalMinor: 100, priceFormat: { symbol: '₸', direction: 'right' } });
    expect(r.ok === false && r.message).toBe('To apply this coupon the minimum purchase amount is 50.00₸');
  });

  test('the UI translates by key', () => {
    const t = (key: string, params?: Readonly<Record<string, string | number>>) => `${key}:${params?.amount}`;
    const r = applyCoupon(percent, { subtotalMinor: 100, t });
    expect(r.ok === false && r.message).toBe('couponMinPurchase:50.00');
  });
});

describe('where a coupon applies', () => {
  const zone: Coupon = { ...percent, coupon_type: 'zone_wise', data: [1, 2] };
  const store: Coupon = { ...percent, coupon_type: 'store_wise', data: '[7]' };

  test.each([
    ['zone_wise, zone 2 in [1, 2]', zone, { zoneId: 2 }],
    ['zone_wise, zone "2" (string) in [1, 2]', zone, { zoneId: '2' }],
    ['zone_wise, data as JSON text', { ...zone, data: '["1","2"]' }, { zoneId: 1 }],
    ['zone_wise, matching zoneId field', { ...zone, data: null, zoneId: 5 }, { zoneId: 5 }],
    ['store_wise, store 7 in "[7]"', store, { storeId: 7 }],
  ])('%s → applies', (_name, coupon, ctx) => {
    expect(applyCoupon(coupon, { subtotalMinor: 10000, ...ctx }).ok).toBe(true);
  });

  test.each([
    [
      'zone_wise, zone 3 not in [1, 2]',
      zone,
      { zoneId: 3 },
      'couponZoneMismatch',
      'This coupon is not valid in your zone',
    ],
    ['zone_wise, no zone known', zone, {}, 'couponZoneMismatch', 'This coupon is not valid in your zone'],
    ['store_wise, store 8', store, { storeId: 8 }, 'couponStoreMismatch', 'This coupon is not valid for this store'],
  ])('%s → refused', (_name, coupon, ctx, code, message) => {
    expect(applyCoupon(coupon, { subtotalMinor: 10000, ...ctx })).toEqual({ ok: false, code, message });
  });

  test('the place is checked before the minimum: a small order at the wrong store hears about the store', () => {
    const r = applyCoupon(store, { subtotalMinor: 100, storeId: 8 });
    expect(r.ok === false && r.code).toBe('couponStoreMismatch');
  });
});

describe('free_delivery coupons', () => {
  const free: Coupon = { coupon_type: 'free_delivery', discount: 0, min_purchase: 20, max_discount: 0 };

  test('take nothing off the amount and free the delivery', () => {
    expect(applyCoupon(free, { subtotalMinor: 2000 })).toEqual({ ok: true, discount: 0, freeDelivery: true });
  });

  test('still need the minimum purchase', () => {
    expect(applyCoupon(free, { subtotalMinor: 1999 }).ok).toBe(false);
  });
});

describe('couponTargetIds', () => {
  test.each([
    [
      [1, 2],
      [1, 2],
    ],
    ['[1, 2]', [1, 2]],
    ['["a","b"]', ['a', 'b']],
    ['3, 4', ['3', '4']],
    [5, [5]],
    ['[bad', ['bad']],
    [null, []],
    ['', []],
  ])('%p → %p', (data, ids) => {
    expect(couponTargetIds(data as Coupon['data'])).toEqual(ids);
  });
});
