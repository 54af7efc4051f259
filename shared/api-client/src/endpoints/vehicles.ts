import type {
  ApiBody,
  ApiResponse,
  Banner,
  MessageBody,
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
import { CATEGORIES_CACHE_TIME_MS } from '@mart/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@mart/api-runtime';
import { postIdempotent } from './idempotent';

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

// Generated from the server's schemas (server/src/schemas/vehicle-cart.ts, trips.ts); the guest id is added here.
export type VehicleCartResponse = VehicleCart;
export type VehicleCartLine = VehicleCart['carts'][number];
export type VehicleCartUserData = NonNullable<VehicleCart['user_data']>;
export type VehicleCartPrice = NonNullable<VehicleCart['price']>;
export type TripPlace = NonNullable<VehicleCartUserData['pickup_location']>;
export type TripTypeValue = Trip['trip_type'];
type AddToCart = ApiBody<'POST /api/v1/rental/user/cart/add-to-cart'>;
/** Trip details as add-to-cart / update-user-data take them (the type under the flavour's field name). */
export type TripRequest = Omit<AddToCart, 'vehicle_id' | 'quantity' | 'guest_id' | 'type'>;
type Booking = ApiBody<'POST /api/v1/rental/user/trip/trip-booking'>;
export type PaymentMethodValue = Booking['payment_method'];
export type TripResponse = Trip;
export type { TripList, VehicleWishlist };
export type BookingRequest = Omit<Booking, 'guest_id'>;

/** Paths that differ between rental (/user/trip/...) and car market (/user/order/...). */
export interface BookingPaths {
  details: string;
  list: string;
  cancel: string;
  booking: string;
  payment: string;
  track: string;
}

/** Every vehicle call of one flavour: `apiBase` is /api/v1/rental or /api/v1/carmarket (SPEC §7). */
export function vehicleEndpoints(apiBase: string, paths: BookingPaths) {
  const cart = `${apiBase}/user/cart`;
  // guest calls carry the guest-id header (api-runtime); bodies keep guest_id for older API builds
  const g = () => api.guestQuery();
  return {
    search: (q: VehicleSearchQuery) => api.get<VehicleList>(`${apiBase}/vehicle/search`, { ...q }),
    topRated: (limit = 8) => api.get<VehicleList>(`${apiBase}/vehicle/top-rated`, { limit }),
    categories: () => api.get<VehicleCategory[]>(`${apiBase}/vehicle/category-list`),
    brands: () => api.get<VehicleBrand[]>(`${apiBase}/vehicle/brand-list`),
    banners: () => api.get<Banner[]>(`${apiBase}/banners`),
    details: (id: number) => api.get<ApiVehicle>(`${apiBase}/vehicle/get-vehicle-details`, { vehicle_id: id }),
    providers: (limit = 8) => api.get<ProviderList>(`${apiBase}/provider/get-providers`, { limit }),
    provider: (id: number) => api.get<Provider>(`${apiBase}/provider/get-provider-details`, { provider_id: id }),
    providerVehicles: (id: number, q: VehicleSearchQuery = {}) =>
      api.get<VehicleList>(`${apiBase}/vehicle/get-provider-vehicles`, { ...q, provider_id: id }),
    providerReviews: (id: number) =>
      api.get<ReviewList>(`${apiBase}/provider/get-provider-reviews`, { provider_id: id, limit: 10 }),

    cart: () => api.get<VehicleCartResponse>(`${cart}/list`),
    addToCart: (vehicleId: number, trip: TripRequest) =>
      api.post<VehicleCartResponse>(`${cart}/add-to-cart`, {
        ...trip,
        vehicle_id: vehicleId,
        quantity: 1,
        guest_id: g().guest_id ?? null,
      }),
    updateCart: (cartId: number, quantity: number, trip?: Partial<TripRequest>) =>
      api.put<VehicleCartResponse>(`${cart}/update-cart`, {
        ...trip,
        cart_id: cartId,
        quantity,
        guest_id: g().guest_id ?? null,
      }),
    removeVehicle: (cartId: number) => api.delete<VehicleCartResponse>(`${cart}/remove-vehicle`, { cart_id: cartId }),
    removeMultiple: (cartIds: number[]) =>
      api.delete<VehicleCartResponse>(`${cart}/remove-multiple-cart`, { cart_ids: cartIds }),
    /**
     * Empties the cart; with `switchTo` (SPEC §7 remove-cart's vehicle_id, quantity, pickup_time, rental_type) that
     * vehicle takes the lines' place in the same step — a provider switch that never leaves the cart empty.
     */
    removeCart: (switchTo?: { vehicleId: number; quantity?: number; pickupTime?: string | null; type?: string }) =>
      api.delete<VehicleCartResponse>(
        `${cart}/remove-cart`,
        switchTo && {
          vehicle_id: switchTo.vehicleId,
          quantity: switchTo.quantity ?? 1,
          ...(switchTo.pickupTime ? { pickup_time: switchTo.pickupTime } : {}),
          ...(switchTo.type ? { rental_type: switchTo.type } : {}),
        },
      ),
    /** 422 with a list body = the vehicles lacking the new type (ApiError.body) */
    updateUserData: (trip: TripRequest) =>
      api.put<VehicleCartResponse>(`${cart}/update-user-data`, { ...trip, guest_id: g().guest_id ?? null }),
    clearOnZone: (zoneIds: number[]) =>
      api.post<ApiResponse<'POST /api/v1/rental/user/cart/clear-on-zone'>>(`${cart}/clear-on-zone`, {
        zone_ids: zoneIds,
        guest_id: g().guest_id ?? null,
      }),
    mergeGuest: (guestId: string) =>
      api.request<VehicleCartResponse>('POST', `${cart}/merge-guest`, {
        body: { guest_id: guestId },
        background: true,
      }),

    book: (body: BookingRequest) =>
      postIdempotent<TripResponse>(`${apiBase}${paths.booking}`, { ...body, guest_id: g().guest_id ?? null }),
    trips: (offset = 1, limit = 10) => api.get<TripList>(`${apiBase}${paths.list}`, { offset, limit }),
    trip: (id: number) => api.get<TripResponse>(`${apiBase}${paths.details}`, { trip_id: id }),
    /** Track Trip: the caller's own trip, or any guest trip with the phone it was booked with */
    trackTrip: (id: number, contactNumber?: string) =>
      api.get<TripResponse>(`${apiBase}${paths.track}`, { trip_id: id, contact_number: contactNumber }),
    cancelTrip: (id: number, reason: string) =>
      api.put<TripResponse>(`${apiBase}${paths.cancel}`, { trip_id: id, reason, guest_id: g().guest_id ?? null }),
    payTrip: (id: number, method: PaymentMethodValue, callback?: string) =>
      api.post<TripResponse>(`${apiBase}${paths.payment}`, {
        trip_id: id,
        payment_method: method,
        callback,
        guest_id: g().guest_id ?? null,
      }),
    review: (tripId: number, vehicleId: number, rating: number, comment: string) =>
      api.post<TripResponse>(`${apiBase}/user/review/add`, { trip_id: tripId, vehicle_id: vehicleId, rating, comment }),

    wishlist: () => api.get<VehicleWishlist>(`${apiBase}/user/wish-list`),
    wishAdd: (key: 'vehicle_id' | 'provider_id', id: number) =>
      api.post<MessageBody>(`${apiBase}/user/wish-list`, undefined, { [key]: id }),
    wishRemove: (key: 'vehicle_id' | 'provider_id', id: number) =>
      api.delete<MessageBody>(`/api/v1/rental/user/wish-list/remove`, { key: `${key}=${id}` }),
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
