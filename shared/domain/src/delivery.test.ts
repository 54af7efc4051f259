import {
  amountLeftForFreeDelivery,
  clampCharge,
  deliveryCharge,
  freeDeliveryProgress,
  type DeliveryInput,
} from './delivery';

// per km 10.00, minimum 30.00, maximum 100.00
const store = { per_km_shipping_charge: 10, minimum_shipping_charge: 30, maximum_shipping_charge: 100 };
const input = (over: Partial<DeliveryInput>): DeliveryInput => ({
  distanceKm: 5.5,
  subtotalMinor: 2000,
  store,
  ...over,
});

describe('per-km charge clamped between minimum and maximum', () => {
  test.each([
    ['2 km × 10.00 = 20.00 → minimum 30.00', 2, store, 3000],
    ['5.5 km × 10.00 = 55.00', 5.5, store, 5500],
    ['12 km × 10.00 = 120.00 → maximum 100.00', 12, store, 10000],
    ['0 km → minimum 30.00', 0, store, 3000],
    ['maximum 0 = no maximum: 12 km → 120.00', 12, { ...store, maximum_shipping_charge: 0 }, 12000],
    ['3.333 km × 10.00 = 33.33', 3.333, store, 3333],
    [
      'numeric strings: "10.00"/km × 4 km = 40.00',
      4,
      { per_km_shipping_charge: '10.00', minimum_shipping_charge: '30.00' },
      4000,
    ],
  ])('%s', (_name, km, s, expected) => {
    const r = deliveryCharge(input({ distanceKm: km, store: s }));
    expect(r.charge).toBe(expected);
    expect(r.base).toBe(expected);
    expect(r.free).toBeNull();
  });

  test('minimum above maximum: the minimum wins (1 km = 10.00, max 40.00, min 50.00 → 50.00)', () => {
    expect(clampCharge(1000, 5000, 4000)).toBe(5000);
  });
});

describe('zone rules', () => {
  test('fixed zone charge ignores distance: fixed 25.00 at 12 km', () => {
    const r = deliveryCharge(
      input({ distanceKm: 12, zone: { delivery_charge_type: 'fixed', fixed_shipping_charge: 25 } }),
    );
    expect(r.charge).toBe(2500);
  });

  test('a self-delivering store keeps its own per-km pricing even in a fixed zone: 5.5 km → 55.00', () => {
    const r = deliveryCharge(
      input({
        store: { ...store, self_delivery_system: 1 },
        zone: { delivery_charge_type: 'fixed', fixed_shipping_charge: 25 },
      }),
    );
    expect(r.charge).toBe(5500);
  });

  test("zone per-km rates replace the store's when the store does not deliver itself: 5 km × 8.00 = 40.00", () => {
    const r = deliveryCharge(
      input({ distanceKm: 5, zone: { delivery_charge_type: 'per_km', per_km_shipping_charge: 8 } }),
    );
    expect(r.charge).toBe(4000);
  });

  test('self-delivery ignores zone rates: 5 km × 10.00 = 50.00', () => {
    const r = deliveryCharge(
      input({ distanceKm: 5, store: { ...store, self_delivery_system: 1 }, zone: { per_km_shipping_charge: 8 } }),
    );
    expect(r.charge).toBe(5000);
  });
});

describe('uplifts, each on the base', () => {
  test('increased delivery fee on: 55.00 + 20% (11.00) = 66.00', () => {
    const r = deliveryCharge(input({ zone: { increased_delivery_fee_status: 1, increased_delivery_fee: 20 } }));
    expect(r).toEqual({ charge: 6600, base: 5500, increase: 1100, surcharge: 0, free: null });
  });

  test('increased delivery fee off: 55.00', () => {
    const r = deliveryCharge(input({ zone: { increased_delivery_fee_status: 0, increased_delivery_fee: 20 } }));
    expect(r.charge).toBe(5500);
  });

  test.each([
    ['percent: 55.00 + 10% (5.50) = 60.50', { price_type: 'percent', price: 10 }, 6050],
    ['fixed: 55.00 + 5.00 = 60.00', { price_type: 'fixed', price: 5 }, 6000],
    ['price 0: 55.00', { price_type: 'fixed', price: 0 }, 5500],
  ])('surcharge %s', (_name, surcharge, expected) => {
    expect(deliveryCharge(input({ surcharge })).charge).toBe(expected);
  });

  test('both: 55.00 + 20% (11.00) + 10% of the base (5.50) = 71.50', () => {
    const r = deliveryCharge(
      input({
        zone: { increased_delivery_fee_status: 1, increased_delivery_fee: 20 },
        surcharge: { price_type: 'percent', price: 10 },
      }),
    );
    expect(r).toEqual({ charge: 7150, base: 5500, increase: 1100, surcharge: 550, free: null });
  });
});

describe('free delivery', () => {
  const admin = (type: string, over?: number, status = 1) => ({
    admin_free_delivery: { status, type, free_delivery_over: over },
  });
  test.each([
    ['take away', input({ orderType: 'take_away' }), 'take_away'],
    ['free_delivery coupon', input({ freeDeliveryCoupon: true }), 'coupon'],
    ['store free_delivery', input({ store: { ...store, free_delivery: 1 } }), 'store_free_delivery'],
    ['admin: free to all stores', input({ config: admin('free_delivery_to_all_store') }), 'free_delivery_to_all_store'],
    [
      'admin: by amount, 50.00 ≥ 50.00',
      input({ subtotalMinor: 5000, config: admin('free_delivery_by_order_amount', 50) }),
      'free_delivery_by_order_amount',
    ],
    [
      'config free_delivery_over: 100.00 ≥ 100.00',
      input({ subtotalMinor: 10000, config: { free_delivery_over: 100 } }),
      'free_delivery_over',
    ],
  ])('%s → 0', (_name, i, reason) => {
    const r = deliveryCharge(i);
    expect(r.charge).toBe(0);
    expect(r.free).toBe(reason);
    expect(r.base).toBe(5500); // the base is still reported
  });

  test.each([
    [
      'admin by amount: 49.99 < 50.00',
      input({ subtotalMinor: 4999, config: admin('free_delivery_by_order_amount', 50) }),
    ],
    ['admin status off', input({ config: admin('free_delivery_to_all_store', undefined, 0) })],
    ['config free_delivery_over 0 means not set', input({ subtotalMinor: 10000, config: { free_delivery_over: 0 } })],
    ['store free_delivery 0', input({ store: { ...store, free_delivery: 0 } })],
  ])('%s → charged 55.00', (_name, i) => {
    expect(deliveryCharge(i).charge).toBe(5500);
  });
});

describe('free-delivery progress (SPEC §4: percentage, clamped 0..100)', () => {
  test.each([
    ['25 of 100 → 25', 25, 100, 25],
    ['33 of 200 → 16.5', 33, 200, 16.5],
    ['150 of 100 → 100 (clamped)', 150, 100, 100],
    ['-5 of 100 → 0 (clamped)', -5, 100, 0],
    ['no threshold → 0', 10, 0, 0],
    ['null threshold → 0', 10, null, 0],
  ])('%s', (_name, subtotal, over, expected) => {
    expect(freeDeliveryProgress(subtotal, over)).toBe(expected);
  });

  test('amount left: 100 − 30 = 70; none once reached; none without a threshold', () => {
    expect(amountLeftForFreeDelivery(30, 100)).toBe(70);
    expect(amountLeftForFreeDelivery(150, 100)).toBe(0);
    expect(amountLeftForFreeDelivery(10, null)).toBe(0);
  });
});
