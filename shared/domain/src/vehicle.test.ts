import type { Vehicle, VehicleCart } from './types';
import {
  VEHICLE_FLAVOURS,
  checkVehicleQuantity,
  computeTripTotals,
  decideAddToCart,
  discountBadge,
  isAirConditioned,
  offeredPricingTypes,
  priceVehicleLine,
  selectedPricingType,
  startPrice,
  stepVehicleQuantity,
  toPricingType,
  vehiclesAvailable,
} from './vehicle';

const { rental, carmarket } = VEHICLE_FLAVOURS;

/** 25.00/hour, 1.50/km, 10% off; provider 10% from 100.00, capped at 50.00; 3 vehicles. */
const car: Vehicle = {
  id: 1,
  provider: { id: 10, discount: { discount: 10, min_purchase: 100, max_discount: 50 } },
  total_vehicle_count: 3,
  hourly_price: 25,
  distance_price: 1.5,
  discount_price: 10,
  discount_type: 'percent',
  trip_hourly: 1,
  trip_distance: 1,
  air_condition: 1,
};

describe('flavours', () => {
  test('rental and car market differ only in their field names, paths and labels', () => {
    expect(rental).toMatchObject({
      apiBase: '/api/v1/rental',
      hourlyField: 'trip_hourly',
      distanceField: 'trip_distance',
      typeField: 'rental_type',
      searchTypeField: 'tripType',
      optionsLabel: 'rental options',
      trackLabel: 'Track Trip',
    });
    expect(carmarket).toMatchObject({
      apiBase: '/api/v1/carmarket',
      hourlyField: 'order_hourly',
      distanceField: 'order_distance',
      typeField: 'carmarket_type',
      searchTypeField: 'orderType',
      optionsLabel: 'carmarket options',
    });
    expect(carmarket.bookingPaths.details).toBe('/user/order/get-order-details');
  });

  test.each([
    ['hourly', 'hourly'],
    ['distance_wise', 'distance_wise'],
    ['distance', 'distance_wise'],
    ['weekly', null],
    [null, null],
  ])('toPricingType(%p) = %p', (value, type) => {
    expect(toPricingType(value)).toBe(type);
  });
});

describe('offered pricing types and start price', () => {
  test('rental flags offer both; car-market flags are absent on a rental vehicle', () => {
    expect(offeredPricingTypes(car, rental)).toEqual(['hourly', 'distance_wise']);
    expect(offeredPricingTypes(car, carmarket)).toEqual([]);
    expect(offeredPricingTypes({ ...car, trip_hourly: 1, order_distance: '1' }, carmarket)).toEqual(['distance_wise']);
  });

  test.each([
    ['both offered: lower of 25.00/h and 1.50/km → 1.50 distance', car, { type: 'distance_wise', price: 150 }],
    ['hourly only → 25.00', { ...car, trip_distance: 0 }, { type: 'hourly', price: 2500 }],
    ['a tie goes to hourly', { ...car, distance_price: 25 }, { type: 'hourly', price: 2500 }],
    ['neither offered → none', { ...car, trip_hourly: 0, trip_distance: 0 }, null],
  ])('%s', (_name, vehicle, expected) => {
    expect(startPrice(vehicle, rental)).toEqual(expected);
  });
});

describe('line price: rate × hours|km, own discount per vehicle, × quantity', () => {
  test('hourly 25.00 × 4 h = 100.00, 10% → 90.00, × 2 = 180.00', () => {
    expect(priceVehicleLine(car, { type: 'hourly', hours: 4 }, 2)).toEqual({
      unitBase: 10000,
      unitDiscount: 1000,
      unitPrice: 9000,
      quantity: 2,
      gross: 20000,
      discountTotal: 2000,
      total: 18000,
    });
  });

  test('distance 1.50 × 12.345 km = 18.5175 → 18.52, 10% = 1.852 → 1.85, → 16.67', () => {
    expect(priceVehicleLine(car, { type: 'distance_wise', km: 12.345 }, 1)).toMatchObject({
      unitBase: 1852,
      unitDiscount: 185,
      total: 1667,
    });
  });

  test('km is priced to the metre: 12.3456 km → 12.346 × 1.50 = 18.519 → 18.52', () => {
    expect(priceVehicleLine(car, { type: 'distance_wise', km: 12.3456 }, 1).unitBase).toBe(1852);
  });

  test('amount discount 30.00: 25.00 × 2 h = 50.00 − 30.00 = 20.00, × 2 = 40.00', () => {
    const r = priceVehicleLine(
      { ...car, discount_price: 30, discount_type: 'amount' },
      { type: 'hourly', hours: 2 },
      2,
    );
    expect([r.unitPrice, r.total]).toEqual([2000, 4000]);
  });

  test('amount discount 80.00 above 50.00: floored at 0', () => {
    const r = priceVehicleLine(
      { ...car, discount_price: 80, discount_type: 'amount' },
      { type: 'hourly', hours: 2 },
      1,
    );
    expect([r.unitDiscount, r.unitPrice]).toEqual([5000, 0]);
  });
});

describe('trip totals: provider discount, then tax', () => {
  test('2 × 4 h: gross 200.00, own 20.00, provider 10% of 180.00 = 18.00, tax 5% of 162.00 = 8.10 → 170.10', () => {
    const r = computeTripTotals({
      lines: [{ vehicle: car, quantity: 2 }],
      measure: { type: 'hourly', hours: 4 },
      tax: { percent: 5, included: false },
    });
    expect(r).toMatchObject({
      subtotal: 20000,
      vehicleDiscount: 2000,
      providerDiscount: 1800,
      discountedSubtotal: 16200,
      tax: 810,
      total: 17010,
    });
  });

  test('3 × 10 h: gross 750.00, own 75.00, provider 10% of 675.00 = 67.50 → capped 50.00 → 625.00', () => {
    const r = computeTripTotals({ lines: [{ vehicle: car, quantity: 3 }], measure: { type: 'hourly', hours: 10 } });
    expect([r.providerDiscount, r.total]).toEqual([5000, 62500]);
  });

  test('below the provider minimum: 1 × 1 h = 25.00 < 100.00 → no provider discount, 22.50', () => {
    const r = computeTripTotals({ lines: [{ vehicle: car, quantity: 1 }], measure: { type: 'hourly', hours: 1 } });
    expect([r.providerDiscount, r.total]).toEqual([0, 2250]);
  });

  test('tax included: 162.00 × 5 / 105 = 7.714 → 7.71, total stays 162.00', () => {
    const r = computeTripTotals({
      lines: [{ vehicle: car, quantity: 2 }],
      measure: { type: 'hourly', hours: 4 },
      tax: { percent: 5, included: true },
    });
    expect([r.tax, r.total]).toEqual([771, 16200]);
  });

  test('an explicit null provider discount overrides the vehicle provider', () => {
    const r = computeTripTotals({
      lines: [{ vehicle: car, quantity: 2 }],
      measure: { type: 'hourly', hours: 4 },
      providerDiscount: null,
    });
    expect(r.providerDiscount).toBe(0);
  });
});

describe('badge and attributes', () => {
  test.each([
    ['percent 10 → "10% off"', car, { type: 'percent', value: '10%', suffix: '% off', text: '10% off' }],
    [
      'percent 12.5 → "12.5% off"',
      { ...car, discount_price: '12.5' },
      { type: 'percent', value: '12.5%', suffix: '% off', text: '12.5% off' },
    ],
    [
      'amount 5 → "$5.00 off"',
      { ...car, discount_price: 5, discount_type: 'amount' },
      { type: 'amount', value: '$5.00', suffix: ' off', text: '$5.00 off' },
    ],
    ['no discount → no badge', { ...car, discount_price: 0 }, null],
  ])('%s', (_name, vehicle, badge) => {
    expect(discountBadge(vehicle, { symbol: '$' })).toEqual(badge);
  });

  test.each([
    [1, true],
    ['2', true],
    [0, false],
    [null, false],
  ])('air_condition %p → AC %p', (value, ac) => {
    expect(isAirConditioned({ ...car, air_condition: value })).toBe(ac);
  });
});

const cartWith = (over: Partial<VehicleCart> = {}, providerId = 10, vehicleId = 2, quantity = 1): VehicleCart => ({
  carts: [{ id: 100, quantity, vehicle: { id: vehicleId, provider: { id: providerId } } }],
  user_data: { rental_type: 'hourly', estimated_hours: 4 },
  ...over,
});

describe('selectedPricingType (SPEC §4)', () => {
  test.each([
    ['in the cart, cart hourly → hourly', cartWith({}, 10, 1), { tripType: 'distance_wise' }, 'hourly'],
    [
      'in the cart, cart distance_wise → distance',
      cartWith({ user_data: { rental_type: 'distance_wise' } }, 10, 1),
      null,
      'distance_wise',
    ],
    [
      'in the cart, any other cart type → distance',
      cartWith({ user_data: { rental_type: 'x' } }, 10, 1),
      null,
      'distance_wise',
    ],
    ['not in the cart → the search type', cartWith(), { tripType: 'distance_wise' }, 'distance_wise'],
    ['not in the cart, no search → none', null, null, null],
  ])('%s', (_name, cart, search, type) => {
    expect(selectedPricingType(car, cart, search, rental)).toBe(type);
  });

  test('car market reads carmarket_type and orderType', () => {
    const cart: VehicleCart = {
      carts: [{ id: 1, quantity: 1, vehicle_id: 1 }],
      user_data: { carmarket_type: 'hourly' },
    };
    expect(selectedPricingType(car, cart, null, carmarket)).toBe('hourly');
    expect(selectedPricingType(car, null, { orderType: 'distance_wise', tripType: 'hourly' }, carmarket)).toBe(
      'distance_wise',
    );
  });
});

describe('quantity against total_vehicle_count (SPEC §5, both wordings)', () => {
  test('3 of 3 is fine; 4 of 3 is refused', () => {
    expect(checkVehicleQuantity(car, 3, rental)).toBeNull();
    expect(checkVehicleQuantity(car, 4, rental)).toEqual({
      code: 'vehicleQuantityExceeded',
      message: "You can't add more than 3 quantities of this vehicle.",
      params: { count: 3 },
      alternative: {
        code: 'rentalOptionsLimit',
        message: 'Vehicle can have up to 3 rental options; no more can be added',
        params: { n: 3 },
      },
    });
  });

  test('car market wording, total_vehicles fallback', () => {
    const r = checkVehicleQuantity({ ...car, total_vehicle_count: null, total_vehicles: 2 }, 3, carmarket);
    expect(r?.message).toBe("You can't add more than 2 quantities of this vehicle.");
    expect(r?.alternative.message).toBe('Vehicle can have up to 2 carmarket options; no more can be added');
  });

  test('no count given: no limit', () => {
    expect(checkVehicleQuantity({ ...car, total_vehicle_count: undefined }, 99, rental)).toBeNull();
  });

  test.each([
    ['2 − 1 = 1', 2, 'decrement', 3, { kind: 'set', quantity: 1 }],
    ['at 1, minus removes; other lines remain', 1, 'decrement', 3, { kind: 'remove', clearsCart: false }],
    [
      'at 1, minus removes the last line: the cart list is cleared',
      1,
      'decrement',
      1,
      { kind: 'remove', clearsCart: true },
    ],
    ['2 + 1 = 3 of 3', 2, 'increment', 1, { kind: 'set', quantity: 3 }],
  ] as const)('stepper: %s', (_name, current, direction, cartLines, expected) => {
    expect(stepVehicleQuantity(current, direction, car, rental, { cartLines })).toEqual(expected);
  });

  test('stepper: 3 + 1 of 3 is blocked with the message', () => {
    const r = stepVehicleQuantity(3, 'increment', car, rental);
    expect(r.kind === 'blocked' && r.message).toBe("You can't add more than 3 quantities of this vehicle.");
  });
});

describe('decideAddToCart (SPEC §4 sequence)', () => {
  const hourly4 = { tripType: 'hourly', duration: 4 };

  test('1. another provider in the cart → conflict with the SPEC text', () => {
    expect(decideAddToCart(car, cartWith({}, 11), hourly4, rental)).toEqual({
      kind: 'provider-conflict',
      code: 'providerConflict',
      message: 'Selecting a vehicle from another provider will remove all vehicles from the cart and add the new one.',
    });
  });

  test('2. searched distance_wise, cart hourly → change trip type', () => {
    expect(decideAddToCart(car, cartWith(), { tripType: 'distance_wise' }, rental)).toEqual({
      kind: 'change-trip-type',
      from: 'hourly',
      to: 'distance_wise',
    });
  });

  test('3. both hourly, searched 6 h vs 4 h in the cart → change duration', () => {
    expect(decideAddToCart(car, cartWith(), { tripType: 'hourly', duration: 6 }, rental)).toEqual({
      kind: 'change-duration',
      fromHours: 4,
      toHours: 6,
      cartId: null,
    });
  });

  test('3. the vehicle already in the cart: the duration change names its line', () => {
    const r = decideAddToCart(car, cartWith({}, 10, 1), { tripType: 'hourly', duration: 6 }, rental);
    expect(r).toMatchObject({ kind: 'change-duration', cartId: 100 });
  });

  test.each([
    ['same provider, same type and hours', cartWith(), hourly4, 'hourly'],
    ['hours as text "4"', cartWith(), { tripType: 'hourly', duration: '4' }, 'hourly'],
    ['hourly search without a duration', cartWith(), { tripType: 'hourly' }, 'hourly'],
    ['no search: the cart type', cartWith(), null, 'hourly'],
    ['empty cart, searched distance', { carts: [], user_data: null }, { tripType: 'distance_wise' }, 'distance_wise'],
    ['empty cart, no search, both offered: no type yet', null, null, null],
    ['empty cart, no search, only distance offered', null, null, 'distance_wise'],
  ])('4. add one: %s', (name, cart, search, pricingType) => {
    const vehicle = name.includes('only distance') ? { ...car, trip_hourly: 0 } : car;
    expect(decideAddToCart(vehicle, cart, search, rental)).toEqual({ kind: 'add', quantity: 1, pricingType });
  });

  test('4. already in the cart: one more', () => {
    expect(decideAddToCart(car, cartWith({}, 10, 1, 1), hourly4, rental)).toEqual({
      kind: 'increment',
      cartId: 100,
      quantity: 2,
    });
  });

  test('4. already in the cart with all 3: refused', () => {
    const r = decideAddToCart(car, cartWith({}, 10, 1, 3), hourly4, rental);
    expect(r.kind === 'quantity-exceeded' && r.message).toBe("You can't add more than 3 quantities of this vehicle.");
  });

  test('4. none available (count 0): refused', () => {
    expect(decideAddToCart({ ...car, total_vehicle_count: 0 }, null, hourly4, rental).kind).toBe('quantity-exceeded');
  });

  test('guard: a type the vehicle is not offered with is refused before any cart-clearing prompt', () => {
    const distanceOnly = { ...car, trip_hourly: 0 };
    expect(decideAddToCart(distanceOnly, cartWith({}, 11), hourly4, rental)).toMatchObject({
      kind: 'type-not-offered',
      pricingType: 'hourly',
      code: 'pricingTypeNotOffered',
    });
  });

  test('car market reads orderType and carmarket_type', () => {
    const vehicle = { ...car, order_hourly: 1, order_distance: 1 };
    const cart: VehicleCart = {
      carts: [{ id: 5, quantity: 1, vehicle_id: 2, provider_id: 10 }],
      user_data: { carmarket_type: 'hourly', estimated_hours: 2 },
    };
    expect(decideAddToCart(vehicle, cart, { orderType: 'distance_wise' }, carmarket)).toEqual({
      kind: 'change-trip-type',
      from: 'hourly',
      to: 'distance_wise',
    });
  });
});

describe('vehiclesAvailable', () => {
  test('the free count of a search result, else how many exist', () => {
    expect(vehiclesAvailable({ ...car, total_vehicle_count: 3, available_vehicle_count: 1 })).toBe(1);
    expect(vehiclesAvailable({ ...car, total_vehicle_count: 3, available_vehicle_count: 0 })).toBe(0);
    expect(vehiclesAvailable({ ...car, total_vehicle_count: 3 })).toBe(3);
    expect(vehiclesAvailable({ ...car, total_vehicle_count: null, total_vehicles: null })).toBeNull();
  });
});
