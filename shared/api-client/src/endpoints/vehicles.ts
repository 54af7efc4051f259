import type {
  ApiBody,
  Banner,
  Trip,
  TripList,
  VehicleCart,
  VehicleWishlist,
  CarmarketVehicle,
  Provider,
  ProviderList,
  RentalVehicle,
  ReviewList,
  VehicleBrand,
  VehicleCategory,
  VehicleList,
  VehicleSearchQuery,
} from '@mart/api-types';
import { CATEGORIES_CACHE_TIME_MS, VEHICLE_FLAVOURS, type VehicleFlavour } from '@mart/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@mart/api-runtime';
import { idempotencyHeader } from './idempotent';

export type ApiVehicle = RentalVehicle | CarmarketVehicle;
export type {
  VehicleList,
  VehicleCategory,
  VehicleBrand,
  Provider,
  ProviderList,
  Banner,
  ReviewList,
  VehicleSearchQuery,
};

// Generated from the server's schemas (server/src/schemas/vehicle-cart.ts, trips.ts), less the body copies of the
// guest id and the idempotency key, which travel as headers.
export type VehicleCartResponse = VehicleCart;
export type VehicleCartLine = VehicleCart['carts'][number];
export type VehicleCartUserData = NonNullable<VehicleCart['user_data']>;
export type VehicleCartPrice = NonNullable<VehicleCart['price']>;
export type TripPlace = NonNullable<VehicleCartUserData['pickup_location']>;
export type TripTypeValue = Trip['trip_type'];
type TripType = NonNullable<AddToCart['rental_type']>;
type AddToCart = ApiBody<'POST /api/v1/rental/user/cart/add-to-cart'>;
/** Trip details as add-to-cart / update-user-data take them (the type under the flavour's field name). */
export type TripRequest = Omit<AddToCart, 'vehicle_id' | 'quantity' | 'guest_id' | 'type'>;
type Booking = ApiBody<'POST /api/v1/rental/user/trip/trip-booking'>;
export type PaymentMethodValue = Booking['payment_method'];
export type TripResponse = Trip;
export type { TripList, VehicleWishlist };
export type BookingRequest = Omit<Booking, 'guest_id' | 'idempotency_key'>;

type FlavourKey = VehicleFlavour['key'];
type Rules = (typeof VEHICLE_FLAVOURS)[FlavourKey];
type Step = keyof Rules['bookingPaths'];
/** The route of a booking step in each flavour (rental /user/trip/..., car market /user/order/...; @mart/domain). */
type BookingRoute<M extends string, S extends Step> = Rules extends infer R
  ? R extends Rules
    ? `${M} ${R['apiBase']}${R['bookingPaths'][S]}`
    : never
  : never;

/**
 * Every vehicle call of one flavour (SPEC §7 /api/v1/rental or /api/v1/carmarket). Each route key is one of the two
 * flavours' routes of the route map, so a path of one flavour cannot take the other's types. A guest's cart and
 * trips go by the guest-id header and a booking's idempotency key by its own (api-runtime), never in a body.
 */
export function vehicleEndpoints(key: FlavourKey) {
  const { apiBase, bookingPaths } = VEHICLE_FLAVOURS[key];
  const booking = <M extends string, S extends Step>(method: M, step: S) =>
    `${method} ${apiBase}${bookingPaths[step]}` as BookingRoute<M, S>;
  return {
    search: (query: VehicleSearchQuery) => api.call(`GET /api/v1/${key}/vehicle/search` as const, { query }),
    topRated: (limit = 8) => api.call(`GET /api/v1/${key}/vehicle/top-rated` as const, { query: { limit } }),
    categories: () => api.call(`GET /api/v1/${key}/vehicle/category-list` as const),
    brands: () => api.call(`GET /api/v1/${key}/vehicle/brand-list` as const),
    banners: () => api.call(`GET /api/v1/${key}/banners` as const),
    details: (id: number): Promise<ApiVehicle> =>
      api.call(`GET /api/v1/${key}/vehicle/get-vehicle-details` as const, { query: { vehicle_id: id } }),
    providers: (limit = 8) => api.call(`GET /api/v1/${key}/provider/get-providers` as const, { query: { limit } }),
    provider: (id: number) =>
      api.call(`GET /api/v1/${key}/provider/get-provider-details` as const, { query: { provider_id: id } }),
    providerVehicles: (id: number, q: VehicleSearchQuery = {}) =>
      api.call(`GET /api/v1/${key}/vehicle/get-provider-vehicles` as const, { query: { ...q, provider_id: id } }),
    providerReviews: (id: number) =>
      api.call(`GET /api/v1/${key}/provider/get-provider-reviews` as const, {
        query: { provider_id: id, limit: 10 },
      }),

    cart: () => api.call(`GET /api/v1/${key}/user/cart/list` as const),
    addToCart: (vehicleId: number, trip: TripRequest) =>
      api.call(`POST /api/v1/${key}/user/cart/add-to-cart` as const, {
        body: { ...trip, vehicle_id: vehicleId, quantity: 1 },
      }),
    updateCart: (cartId: number, quantity: number, trip?: Partial<TripRequest>) =>
      api.call(`PUT /api/v1/${key}/user/cart/update-cart` as const, { body: { ...trip, cart_id: cartId, quantity } }),
    removeVehicle: (cartId: number) =>
      api.call(`DELETE /api/v1/${key}/user/cart/remove-vehicle` as const, { query: { cart_id: cartId } }),
    removeMultiple: (cartIds: number[]) =>
      api.call(`DELETE /api/v1/${key}/user/cart/remove-multiple-cart` as const, {
        query: { cart_ids: JSON.stringify(cartIds) },
      }),
    /**
     * Empties the cart; with `switchTo` (SPEC §7 remove-cart's vehicle_id, quantity, pickup_time, rental_type) that
     * vehicle takes the lines' place in the same step — a provider switch that never leaves the cart empty.
     */
    removeCart: (switchTo?: { vehicleId: number; quantity?: number; pickupTime?: string | null; type?: TripType }) =>
      api.call(`DELETE /api/v1/${key}/user/cart/remove-cart` as const, {
        query: switchTo && {
          vehicle_id: switchTo.vehicleId,
          quantity: switchTo.quantity ?? 1,
          ...(switchTo.pickupTime ? { pickup_time: switchTo.pickupTime } : {}),
          ...(switchTo.type ? { rental_type: switchTo.type } : {}),
        },
      }),
    /** 422 with a list body = the vehicles lacking the new type (ApiError.body) */
    updateUserData: (trip: TripRequest) =>
      api.call(`PUT /api/v1/${key}/user/cart/update-user-data` as const, { body: trip }),
    clearOnZone: (zoneIds: number[]) =>
      api.call(`POST /api/v1/${key}/user/cart/clear-on-zone` as const, { body: { zone_ids: zoneIds } }),
    /** the signed-in customer takes over the trip cart of the guest they were on this device (SPEC §6) */
    mergeGuest: (guestId: string) =>
      api.call(`POST /api/v1/${key}/user/cart/merge-guest` as const, {
        body: { guest_id: guestId },
        background: true,
      }),

    /** `idempotencyKey`: the same for a retry of the same booking (request-keys.ts), so it is booked once */
    book: (body: BookingRequest, idempotencyKey: string) =>
      api.call(booking('POST', 'booking'), { body, ...idempotencyHeader(idempotencyKey) }),
    trips: (offset = 1, limit = 10) => api.call(booking('GET', 'list'), { query: { offset, limit } }),
    trip: (id: number) => api.call(booking('GET', 'details'), { query: { trip_id: id } }),
    /** Track Trip: the caller's own trip, or any guest trip with the phone it was booked with */
    trackTrip: (id: number, contactNumber?: string) =>
      api.call(booking('GET', 'track'), { query: { trip_id: id, contact_number: contactNumber } }),
    cancelTrip: (id: number, reason: string) => api.call(booking('PUT', 'cancel'), { body: { trip_id: id, reason } }),
    payTrip: (id: number, method: PaymentMethodValue, callback?: string) =>
      api.call(booking('POST', 'payment'), { body: { trip_id: id, payment_method: method, callback } }),
    review: (tripId: number, vehicleId: number, rating: number, comment: string) =>
      api.call(`POST /api/v1/${key}/user/review/add` as const, {
        body: { trip_id: tripId, vehicle_id: vehicleId, rating, comment },
      }),

    wishlist: () => api.call(`GET /api/v1/${key}/user/wish-list` as const),
    wishAdd: (field: 'vehicle_id' | 'provider_id', id: number) =>
      api.call(`POST /api/v1/${key}/user/wish-list` as const, { query: { [field]: id } }),
    // one vehicle wishlist for both flavours: the rental route removes from it
    wishRemove: (field: 'vehicle_id' | 'provider_id', id: number) =>
      api.call('DELETE /api/v1/rental/user/wish-list/remove', { query: { key: `${field}=${id}` } }),
  };
}
export type VehicleEndpoints = ReturnType<typeof vehicleEndpoints>;

/** A vehicle flavour's categories: its search filters', its home's and the shell drawer's one cache entry. */
export function vehicleCategoriesQuery(flavour: string, endpoints: Pick<VehicleEndpoints, 'categories'>) {
  return queryOptions({
    queryKey: ['vehicle-categories', flavour],
    queryFn: () => endpoints.categories(),
    staleTime: CATEGORIES_CACHE_TIME_MS,
  });
}
