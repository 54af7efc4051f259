import type {
  Banner,
  CarmarketVehicle,
  PlaceDetails,
  Provider,
  ProviderList,
  RentalVehicle,
  ReviewList,
  VehicleBrand,
  VehicleCategory,
  VehicleList,
  VehicleSearchQuery,
} from '@mart/api-types';
import { api } from '@mart/api-runtime';

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

export interface TripPlace {
  location_name: string;
  lat: number;
  lng: number;
}
export type TripTypeValue = 'hourly' | 'distance_wise';

export interface VehicleCartLine {
  id: number;
  quantity: number;
  vehicle_id: number;
  provider_id: number;
  vehicle: ApiVehicle;
  provider: { id: number; name: string };
}
export interface VehicleCartUserData {
  id: number;
  userId: number | string;
  rental_type?: TripTypeValue | null;
  carmarket_type?: TripTypeValue | null;
  estimated_hours: number;
  distance: number;
  destination_time: number;
  pickup_location: TripPlace | null;
  destination_location: TripPlace | null;
  pickup_time: string | null;
}
export interface VehicleCartPrice {
  subtotal: number;
  vehicle_discount: number;
  provider_discount: number;
  discounted_subtotal: number;
  tax: number;
  tax_included: number;
  total: number;
}
export interface VehicleCartResponse {
  carts: VehicleCartLine[];
  user_data: VehicleCartUserData | null;
  price: VehicleCartPrice | null;
}
/** Trip details as add-to-cart / update-user-data take them (the type under the flavour's field name). */
export interface TripRequest {
  pickup_location: TripPlace | null;
  destination_location: TripPlace | null;
  rental_type?: TripTypeValue;
  carmarket_type?: TripTypeValue;
  estimated_hours: number;
  /** 'YYYY-MM-DD HH:mm', or null for Pickup Now */
  pickup_time: string | null;
  destination_time: number;
  distance: number;
}
export type PaymentMethodValue = 'cash_on_delivery' | 'wallet' | 'digital_payment';
export interface TripResponse {
  id: number;
  module_type: string;
  provider: { id: number; name: string; logo_full_url: string };
  trip_type: TripTypeValue;
  estimated_hours: number;
  distance: number;
  pickup_location: TripPlace;
  destination_location: TripPlace;
  pickup_time: string;
  trip_status: 'pending' | 'confirmed' | 'ongoing' | 'completed' | 'canceled';
  payment_method: PaymentMethodValue;
  payment_status: 'paid' | 'unpaid';
  subtotal: number;
  vehicle_discount: number;
  provider_discount: number;
  tax: number;
  tax_included: number;
  total_amount: number;
  cancellation_reason: string | null;
  reviewed_vehicle_ids: number[];
  created_at: string;
  redirect_link?: string;
  vehicles: {
    vehicle_id: number;
    name: string;
    thumbnail_full_url: string;
    quantity: number;
    unit_price: number;
    total: number;
  }[];
}
export interface TripList {
  total_size: number;
  limit: number;
  offset: number;
  trips: TripResponse[];
}
export interface BookingRequest {
  payment_method: PaymentMethodValue;
  idempotency_key: string;
  contact_person_name?: string;
  contact_person_number?: string;
  contact_person_email?: string;
  callback?: string;
}
export interface PlaceSuggestions {
  data: { suggestions: { placePrediction: { placeId: string; text: { text: string } } }[] };
}
export interface VehicleWishlist {
  vehicles: ApiVehicle[];
  providers: Provider[];
}

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
    removeCart: () => api.delete<VehicleCartResponse>(`${cart}/remove-cart`),
    /** 422 with a list body = the vehicles lacking the new type (ApiError.body) */
    updateUserData: (trip: TripRequest) =>
      api.put<VehicleCartResponse>(`${cart}/update-user-data`, { ...trip, guest_id: g().guest_id ?? null }),
    clearOnZone: (zoneIds: number[]) =>
      api.post<{ cleared: boolean }>(`${cart}/clear-on-zone`, { zone_ids: zoneIds, guest_id: g().guest_id ?? null }),
    mergeGuest: (guestId: string) => api.post<VehicleCartResponse>(`${cart}/merge-guest`, { guest_id: guestId }),

    book: (body: BookingRequest) =>
      api.post<TripResponse>(`${apiBase}${paths.booking}`, { ...body, guest_id: g().guest_id ?? null }),
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
      api.post<{ message: string }>(`${apiBase}/user/wish-list`, undefined, { [key]: id }),
    wishRemove: (key: 'vehicle_id' | 'provider_id', id: number) =>
      api.delete<{ message: string }>(`/api/v1/rental/user/wish-list/remove`, { key: `${key}=${id}` }),
  };
}
export type VehicleEndpoints = ReturnType<typeof vehicleEndpoints>;

/** Place search through the API (SPEC §7): suggestions, then coordinates of the chosen one. */
export const placesApi = {
  autocomplete: (text: string) =>
    api.get<PlaceSuggestions>('/api/v1/config/place-api-autocomplete', { search_text: text }),
  details: (placeId: string) => api.get<PlaceDetails>('/api/v1/config/place-api-details', { placeid: placeId }),
};
