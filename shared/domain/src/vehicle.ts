/**
 * Vehicle rules (SPEC §3 vehicle/cart, §4 add-to-cart and pricing type, §5 quantity, §9 price basis), written once
 * for both vehicle flavours: rental (trip_hourly, rental_type, tripType) and car market (order_hourly,
 * carmarket_type, orderType).
 *
 * Price of one cart line, minor units:
 *   unit  = hourly_price × hours (hourly) | distance_price × km (distance_wise)
 *   own discount per vehicle: percent of unit, or discount_price amount; floored at 0
 *   line  = discounted unit × quantity
 * Trip: provider percent discount on Σ lines (from min_purchase, capped at max_discount, 0 = no cap), then tax.
 */
import { discountAmount, thresholdDiscountAmount } from './discount';
import { isOn, num, sameId } from './fields';
import { domainError, translate, type DomainError, type MessageKey, type Translate } from './messages';
import { DEFAULT_DECIMALS } from './constants';
import { formatPrice, multiplyMinor, toMinor, type Numeric, type PriceFormat } from './money';
import { taxAmount } from './tax';
import type {
  Discount,
  Id,
  PricingType,
  ThresholdDiscount,
  Vehicle,
  VehicleCart,
  VehicleCartLine,
  VehicleSearch,
} from './types';

export interface VehicleFlavour {
  key: 'rental' | 'carmarket';
  apiBase: '/api/v1/rental' | '/api/v1/carmarket';
  routeBase: '/rental' | '/carmarket';
  hourlyField: 'trip_hourly' | 'order_hourly';
  distanceField: 'trip_distance' | 'order_distance';
  typeField: 'rental_type' | 'carmarket_type';
  searchTypeField: 'tripType' | 'orderType';
  optionsLabel: 'rental options' | 'carmarket options';
  optionsLimitKey: Extract<MessageKey, 'rentalOptionsLimit' | 'carmarketOptionsLimit'>;
  trackLabel: 'Track Trip' | 'Track Order';
  /** SPEC §7 booking paths under apiBase (the cart paths are the same for both flavours). */
  bookingPaths: { details: string; list: string; cancel: string; booking: string; payment: string; track: string };
}

export const VEHICLE_FLAVOURS = {
  rental: {
    key: 'rental',
    apiBase: '/api/v1/rental',
    routeBase: '/rental',
    hourlyField: 'trip_hourly',
    distanceField: 'trip_distance',
    typeField: 'rental_type',
    searchTypeField: 'tripType',
    optionsLabel: 'rental options',
    optionsLimitKey: 'rentalOptionsLimit',
    trackLabel: 'Track Trip',
    bookingPaths: {
      details: '/user/trip/get-trip-details',
      list: '/user/trip/get-trip-list',
      cancel: '/user/trip/cancel-trip',
      booking: '/user/trip/trip-booking',
      payment: '/user/trip/payment',
      track: '/user/trip/track',
    },
  },
  carmarket: {
    key: 'carmarket',
    apiBase: '/api/v1/carmarket',
    routeBase: '/carmarket',
    hourlyField: 'order_hourly',
    distanceField: 'order_distance',
    typeField: 'carmarket_type',
    searchTypeField: 'orderType',
    optionsLabel: 'carmarket options',
    optionsLimitKey: 'carmarketOptionsLimit',
    trackLabel: 'Track Order',
    bookingPaths: {
      details: '/user/order/get-order-details',
      list: '/user/order/get-order-list',
      cancel: '/user/order/cancel-order',
      booking: '/user/order/order-booking',
      payment: '/user/order/payment',
      track: '/user/order/track',
    },
  },
} as const satisfies Record<'rental' | 'carmarket', VehicleFlavour>;

/** 'hourly' and 'distance_wise' as the API spells them (also accepts 'distance'); anything else is no type. */
export function toPricingType(value: string | null | undefined): PricingType | null {
  if (value === 'hourly') return 'hourly';
  if (value === 'distance_wise' || value === 'distance') return 'distance_wise';
  return null;
}

/** The pricing types a vehicle is offered with, hourly first. */
export function offeredPricingTypes(vehicle: Vehicle, flavour: VehicleFlavour): PricingType[] {
  const types: PricingType[] = [];
  if (isOn(vehicle[flavour.hourlyField])) types.push('hourly');
  if (isOn(vehicle[flavour.distanceField])) types.push('distance_wise');
  return types;
}

/** Price of one pricing unit (per hour or per km) in minor units. */
export function unitRate(vehicle: Vehicle, type: PricingType, decimals = DEFAULT_DECIMALS): number {
  return toMinor(type === 'hourly' ? vehicle.hourly_price : vehicle.distance_price, decimals);
}

/** SPEC §9 "from" price: the lower of the offered rates (hourly on a tie); null when neither is offered. */
export function startPrice(
  vehicle: Vehicle,
  flavour: VehicleFlavour,
  decimals = DEFAULT_DECIMALS,
): { type: PricingType; price: number } | null {
  const offered = offeredPricingTypes(vehicle, flavour).map((type) => ({
    type,
    price: unitRate(vehicle, type, decimals),
  }));
  return offered.reduce<{ type: PricingType; price: number } | null>(
    (best, o) => (best === null || o.price < best.price ? o : best),
    null,
  );
}

function vehicleDiscount(vehicle: Vehicle): Discount {
  return { discount: vehicle.discount_price, discount_type: vehicle.discount_type };
}

export interface TripMeasure {
  type: PricingType;
  /** Whole hours for hourly trips (trip.ts tripHours). */
  hours?: Numeric | null;
  /** Kilometres for distance trips; priced to the metre. */
  km?: Numeric | null;
}

export interface VehicleLinePrice {
  unitBase: number;
  unitDiscount: number;
  unitPrice: number;
  quantity: number;
  /** unitBase × quantity */
  gross: number;
  discountTotal: number;
  /** unitPrice × quantity */
  total: number;
}

export function priceVehicleLine(
  vehicle: Vehicle,
  measure: TripMeasure,
  quantity: number,
  decimals = DEFAULT_DECIMALS,
): VehicleLinePrice {
  const factor = measure.type === 'hourly' ? num(measure.hours) : Math.round(num(measure.km) * 1000) / 1000;
  const unitBase = multiplyMinor(unitRate(vehicle, measure.type, decimals), Math.max(0, factor));
  const unitDiscount = discountAmount(unitBase, vehicleDiscount(vehicle), decimals);
  const q = Math.max(0, Math.floor(quantity));
  return {
    unitBase,
    unitDiscount,
    unitPrice: unitBase - unitDiscount,
    quantity: q,
    gross: unitBase * q,
    discountTotal: unitDiscount * q,
    total: (unitBase - unitDiscount) * q,
  };
}

export interface TripTotalsInput {
  lines: ReadonlyArray<{ vehicle: Vehicle; quantity: number }>;
  measure: TripMeasure;
  /** Defaults to the first vehicle's provider discount (a cart holds one provider). */
  providerDiscount?: ThresholdDiscount | null;
  tax?: { percent: Numeric | null | undefined; included: boolean } | null;
  decimals?: number;
}

export interface TripTotals {
  lines: VehicleLinePrice[];
  /** Σ gross */
  subtotal: number;
  vehicleDiscount: number;
  providerDiscount: number;
  discountedSubtotal: number;
  tax: number;
  taxIncluded: boolean;
  total: number;
}

/** Same threshold decision as store orders: min_purchase compares with the gross subtotal. */
export function computeTripTotals(input: TripTotalsInput): TripTotals {
  const decimals = input.decimals ?? DEFAULT_DECIMALS;
  const lines = input.lines.map((l) => priceVehicleLine(l.vehicle, input.measure, l.quantity, decimals));
  const subtotal = lines.reduce((s, l) => s + l.gross, 0);
  const vehicleDiscountTotal = lines.reduce((s, l) => s + l.discountTotal, 0);
  const afterVehicles = subtotal - vehicleDiscountTotal;
  const provider =
    input.providerDiscount !== undefined ? input.providerDiscount : input.lines[0]?.vehicle.provider?.discount;
  const providerDiscount = thresholdDiscountAmount(provider, subtotal, afterVehicles, decimals);
  const discountedSubtotal = afterVehicles - providerDiscount;
  const taxIncluded = input.tax?.included ?? false;
  const tax = taxAmount(discountedSubtotal, input.tax?.percent, taxIncluded);
  return {
    lines,
    subtotal,
    vehicleDiscount: vehicleDiscountTotal,
    providerDiscount,
    discountedSubtotal,
    tax,
    taxIncluded,
    total: discountedSubtotal + (taxIncluded ? 0 : tax),
  };
}

export interface DiscountBadge {
  type: 'percent' | 'amount';
  /** '10%' or '$5.00' */
  value: string;
  /** Translatable tail: '% off' follows the number, ' off' follows the amount (SPEC §2). */
  suffix: '% off' | ' off';
  text: string;
}

/** SPEC §2 card badge: percent → "10% off", amount → "$5.00 off"; null without a discount. */
export function discountBadge(vehicle: Vehicle, format: PriceFormat = {}): DiscountBadge | null {
  const value = num(vehicle.discount_price);
  if (value <= 0) return null;
  if (vehicle.discount_type === 'amount') {
    const amount = formatPrice(vehicle.discount_price, format);
    return { type: 'amount', value: amount, suffix: ' off', text: `${amount} off` };
  }
  return { type: 'percent', value: `${value}%`, suffix: '% off', text: `${value}% off` };
}

/** SPEC §2: air_condition greater than 0 is AC. */
export function isAirConditioned(vehicle: Vehicle): boolean {
  return num(vehicle.air_condition) > 0;
}

// ── Cart ────────────────────────────────────────────────────────────────────

function lineVehicleId(line: VehicleCartLine): Id | undefined {
  return line.vehicle?.id ?? line.vehicle_id;
}

function lineProviderId(line: VehicleCartLine): Id | undefined {
  return line.provider?.id ?? line.provider_id ?? line.vehicle?.provider?.id ?? line.vehicle?.provider_id;
}

function vehicleProviderId(vehicle: Vehicle): Id | undefined {
  return vehicle.provider?.id ?? vehicle.provider_id;
}

export function cartLineFor(cart: VehicleCart | null | undefined, vehicleId: Id): VehicleCartLine | undefined {
  return cart?.carts?.find((line) => sameId(lineVehicleId(line), vehicleId));
}

/** The cart's pricing type from user_data (rental_type / carmarket_type). */
export function cartPricingType(cart: VehicleCart | null | undefined, flavour: VehicleFlavour): PricingType | null {
  return toPricingType(cart?.user_data?.[flavour.typeField]);
}

export function searchPricingType(
  search: VehicleSearch | null | undefined,
  flavour: VehicleFlavour,
): PricingType | null {
  return toPricingType(search?.[flavour.searchTypeField]);
}

/**
 * SPEC §4 pricing type ticked in the vehicle modal: a vehicle in the cart follows the cart ('hourly' → hourly,
 * anything else → distance); otherwise the search type; otherwise none.
 */
export function selectedPricingType(
  vehicle: Vehicle,
  cart: VehicleCart | null | undefined,
  search: VehicleSearch | null | undefined,
  flavour: VehicleFlavour,
): PricingType | null {
  if (cartLineFor(cart, vehicle.id)) {
    return cart?.user_data?.[flavour.typeField] === 'hourly' ? 'hourly' : 'distance_wise';
  }
  return searchPricingType(search, flavour);
}

/** How many of this vehicle exist (total_vehicle_count, or total_vehicles); null when not given (no limit). */
export function vehicleCount(vehicle: Vehicle): number | null {
  const count = vehicle.total_vehicle_count ?? vehicle.total_vehicles;
  return count === null || count === undefined || count === '' ? null : num(count);
}

/**
 * SPEC §2 card "Vehicles available": the units free for the searched trip when the list says (search results),
 * else how many exist; null when neither is given.
 */
export function vehiclesAvailable(vehicle: Vehicle): number | null {
  const free = vehicle.available_vehicle_count;
  return free === null || free === undefined || free === '' ? vehicleCount(vehicle) : Math.max(0, num(free));
}

/** SPEC §5 gives two wordings of the same limit; both are returned, the UI picks by place. */
export interface VehicleQuantityError extends DomainError {
  alternative: DomainError;
}

export function checkVehicleQuantity(
  vehicle: Vehicle,
  quantity: number,
  flavour: VehicleFlavour,
  t: Translate = translate,
): VehicleQuantityError | null {
  const count = vehicleCount(vehicle);
  if (count === null || quantity <= count) return null;
  return {
    ...domainError('vehicleQuantityExceeded', { count }, t),
    alternative: domainError(flavour.optionsLimitKey, { n: count }, t),
  };
}

export type VehicleStep =
  | { readonly kind: 'set'; readonly quantity: number }
  /** `clearsCart`: it was the last line, so the cached cart list is cleared (SPEC §4). */
  | { readonly kind: 'remove'; readonly clearsCart: boolean }
  | ({ readonly kind: 'blocked' } & VehicleQuantityError);

/** SPEC §4 stepper: steps of 1; minus at 1 removes the line; plus stops at the vehicle count. */
export function stepVehicleQuantity(
  current: number,
  direction: 'increment' | 'decrement',
  vehicle: Vehicle,
  flavour: VehicleFlavour,
  options: { cartLines?: number; t?: Translate } = {},
): VehicleStep {
  if (direction === 'decrement') {
    return current > 1
      ? { kind: 'set', quantity: current - 1 }
      : { kind: 'remove', clearsCart: (options.cartLines ?? 1) <= 1 };
  }
  const error = checkVehicleQuantity(vehicle, current + 1, flavour, options.t);
  return error ? { kind: 'blocked', ...error } : { kind: 'set', quantity: current + 1 };
}

/** SPEC §9: a vehicle goes into the rental cart one at a time. */
export const VEHICLE_ADD_QUANTITY = 1;

export type AddToCartDecision =
  | ({ readonly kind: 'type-not-offered'; readonly pricingType: PricingType } & DomainError)
  | ({ readonly kind: 'provider-conflict' } & DomainError)
  | { readonly kind: 'change-trip-type'; readonly from: PricingType | null; readonly to: PricingType }
  | {
      readonly kind: 'change-duration';
      readonly fromHours: number;
      readonly toHours: number;
      readonly cartId: Id | null;
    }
  | ({ readonly kind: 'quantity-exceeded' } & VehicleQuantityError)
  | { readonly kind: 'increment'; readonly cartId: Id; readonly quantity: number }
  | { readonly kind: 'add'; readonly quantity: typeof VEHICLE_ADD_QUANTITY; readonly pricingType: PricingType | null };

/**
 * SPEC §4 add-vehicle sequence as one decision:
 *  0. (added guard) the type the vehicle would be added with is one it is not offered with → type-not-offered,
 *     checked first so the customer is not asked to clear a cart for an add that cannot happen;
 *  1. the cart holds another provider's vehicles → provider-conflict (Yes clears the cart, then adds);
 *  2. the cart has vehicles and the searched type differs from the cart's → change-trip-type;
 *  3. both hourly and the searched duration (when given) differs from estimated_hours → change-duration (Yes adds or updates
 *     with the new hours; cartId is this vehicle's line when it is already in the cart);
 *  4. otherwise add with quantity 1, or, when the vehicle is already in the cart, one more (within its count).
 * The type it is added with: the search's, else the cart's, else the vehicle's only offered type, else none.
 */
export function decideAddToCart(
  vehicle: Vehicle,
  cart: VehicleCart | null | undefined,
  search: VehicleSearch | null | undefined,
  flavour: VehicleFlavour,
  t: Translate = translate,
): AddToCartDecision {
  const lines = cart?.carts ?? [];
  const cartType = lines.length > 0 ? cartPricingType(cart, flavour) : null;
  const searchType = searchPricingType(search, flavour);
  const offered = offeredPricingTypes(vehicle, flavour);
  const pricingType = searchType ?? cartType ?? (offered.length === 1 ? (offered[0] ?? null) : null);

  if (pricingType && !offered.includes(pricingType)) {
    return { kind: 'type-not-offered', pricingType, ...domainError('pricingTypeNotOffered', undefined, t) };
  }
  const providerId = vehicleProviderId(vehicle);
  if (lines.some((line) => !sameId(lineProviderId(line), providerId))) {
    return { kind: 'provider-conflict', ...domainError('providerConflict', undefined, t) };
  }
  if (lines.length > 0 && searchType && searchType !== cartType) {
    return { kind: 'change-trip-type', from: cartType, to: searchType };
  }
  const existing = cartLineFor(cart, vehicle.id);
  const searchedHours = search?.duration;
  if (
    lines.length > 0 &&
    searchType === 'hourly' &&
    cartType === 'hourly' &&
    searchedHours != null &&
    searchedHours !== ''
  ) {
    const fromHours = num(cart?.user_data?.estimated_hours);
    const toHours = num(searchedHours);
    if (fromHours !== toHours) return { kind: 'change-duration', fromHours, toHours, cartId: existing?.id ?? null };
  }
  if (existing) {
    const quantity = num(existing.quantity) + 1;
    const error = checkVehicleQuantity(vehicle, quantity, flavour, t);
    return error ? { kind: 'quantity-exceeded', ...error } : { kind: 'increment', cartId: existing.id, quantity };
  }
  const error = checkVehicleQuantity(vehicle, VEHICLE_ADD_QUANTITY, flavour, t);
  if (error) return { kind: 'quantity-exceeded', ...error };
  return { kind: 'add', quantity: VEHICLE_ADD_QUANTITY, pricingType };
}
