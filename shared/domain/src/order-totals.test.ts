import { computeOrderTotals, type OrderTotalsInput } from './order-totals';
import { shirt } from './test/items';

/*
 * Line 1: Red-XL 120.00 × 3 + add-ons 12.50 → gross 372.50, 10% item discount 36.00
 * Line 2: 100.00 × 1                          → gross 100.00, 10% item discount 10.00
 * itemsSubtotal 472.50, itemDiscount 46.00, left 426.50
 * store 10% of 426.50 = 42.65 → capped 30.00 (purchase 472.50 ≥ min 200.00), left 396.50
 * coupon 5% of 396.50 = 19.825 → 19.83, discounted subtotal 376.67
 * tax 10% added: 37.667 → 37.67; delivery 5.5 km × 10.00 = 55.00
 * total 376.67 + 37.67 + 55.00 = 469.34
 */
const base: OrderTotalsInput = {
  lines: [
    {
      item: shirt,
      selection: {
        quantity: 3,
        variationType: 'Red-XL',
        addOns: [
          { id: 1, quantity: 2 },
          { id: 2, quantity: 1 },
        ],
      },
    },
    { item: shirt, selection: { quantity: 1 } },
  ],
  store: {
    id: 3,
    discount: { discount: 10, min_purchase: 200, max_discount: 30 },
    per_km_shipping_charge: 10,
    minimum_shipping_charge: 30,
    maximum_shipping_charge: 100,
  },
  coupon: { coupon_type: 'default', discount_type: 'percent', discount: 5, min_purchase: 100, max_discount: 0 },
  tax: { percent: 10, included: false },
  delivery: { orderType: 'delivery', distanceKm: 5.5 },
};

describe('computeOrderTotals', () => {
  test('the full breakdown (see the arithmetic above)', () => {
    const r = computeOrderTotals(base);
    expect(r.lines.map((l) => l.totalPrice)).toEqual([33650, 9000]);
    expect(r).toMatchObject({
      itemsSubtotal: 47250,
      itemDiscount: 4600,
      storeDiscount: 3000,
      couponDiscount: 1983,
      couponError: null,
      discountedSubtotal: 37667,
      tax: 3767,
      taxIncluded: false,
      deliveryCharge: 5500,
      surgeCharge: 0,
      total: 46934,
    });
  });

  test('a surge is its own line on top of the delivery fee: 55.00 + 20% surge 11.00 → total 469.34 + 11.00', () => {
    const r = computeOrderTotals({
      ...base,
      delivery: { ...base.delivery!, surcharge: { price_type: 'percent', price: 20 } },
    });
    expect([r.deliveryCharge, r.surgeCharge, r.total]).toEqual([5500, 1100, 46934 + 1100]);
  });

  test('a fixed surge of 3.50 with the zone uplift: the uplift stays in the fee, the surge apart', () => {
    const r = computeOrderTotals({
      ...base,
      delivery: {
        ...base.delivery!,
        zone: { increased_delivery_fee_status: 1, increased_delivery_fee: 10 },
        surcharge: { price_type: 'fixed', price: 3.5 },
      },
    });
    expect([r.deliveryCharge, r.surgeCharge, r.total]).toEqual([6050, 350, 46934 + 550 + 350]);
  });

  test('free delivery takes the surge with it (no line, nothing charged)', () => {
    const r = computeOrderTotals({
      ...base,
      delivery: {
        ...base.delivery!,
        surcharge: { price_type: 'fixed', price: 10 },
        config: { free_delivery_over: 100 },
      },
    });
    expect([r.deliveryCharge, r.surgeCharge, r.delivery?.free]).toEqual([0, 0, 'free_delivery_over']);
    expect(r.total).toBe(46934 - 5500);
  });

  test('tax included: 376.67 × 10 / 110 = 34.2427 → 34.24 shown, not added; total 376.67 + 55.00 = 431.67', () => {
    const r = computeOrderTotals({ ...base, tax: { percent: 10, included: true } });
    expect([r.tax, r.taxIncluded, r.total]).toEqual([3424, true, 43167]);
  });

  test('free_delivery coupon: no amount off, delivery 0; tax 10% of 396.50 = 39.65; total 436.15', () => {
    const r = computeOrderTotals({ ...base, coupon: { coupon_type: 'free_delivery', min_purchase: 0 } });
    expect(r).toMatchObject({
      couponDiscount: 0,
      discountedSubtotal: 39650,
      tax: 3965,
      deliveryCharge: 0,
      total: 43615,
    });
    expect(r.delivery?.free).toBe('coupon');
  });

  test('a coupon whose minimum is not met is reported and the order priced without it: 396.50 + 39.65 + 55.00 = 491.15', () => {
    const r = computeOrderTotals({ ...base, coupon: { ...base.coupon, min_purchase: 1000 } });
    expect(r.couponError).toEqual({
      code: 'couponMinPurchase',
      message: 'To apply this coupon the minimum purchase amount is 1,000.00',
      params: { amount: '1,000.00' },
    });
    expect([r.couponDiscount, r.total]).toEqual([0, 49115]);
  });

  test('a store_wise coupon for another store does not apply', () => {
    const r = computeOrderTotals({ ...base, coupon: { ...base.coupon, coupon_type: 'store_wise', data: [9] } });
    expect(r.couponError?.code).toBe('couponStoreMismatch');
  });

  test('store discount below its minimum: min 500.00 > 472.50 → 0', () => {
    const r = computeOrderTotals({ ...base, store: { ...base.store, discount: { discount: 10, min_purchase: 500 } } });
    expect(r.storeDiscount).toBe(0);
  });

  test('take away: delivery 0', () => {
    const r = computeOrderTotals({ ...base, delivery: { orderType: 'take_away', distanceKm: 5.5 } });
    expect([r.deliveryCharge, r.delivery?.free]).toEqual([0, 'take_away']);
  });

  test('free delivery over 400.00 compares with the items subtotal 472.50, before discounts', () => {
    const r = computeOrderTotals({ ...base, delivery: { distanceKm: 5.5, config: { free_delivery_over: 400 } } });
    expect([r.deliveryCharge, r.delivery?.free]).toEqual([0, 'free_delivery_over']);
  });

  test('no delivery information: no charge; no coupon, no tax: total = 472.50 − 46.00 − 30.00 = 396.50', () => {
    const r = computeOrderTotals({ ...base, delivery: null, coupon: null, tax: null });
    expect([r.delivery, r.deliveryCharge, r.tax, r.total]).toEqual([null, 0, 0, 39650]);
  });

  test('an empty order costs nothing', () => {
    const r = computeOrderTotals({ lines: [], store: {} });
    expect(r.total).toBe(0);
  });
});
