import type {
  ParcelCategory,
  ParcelPlaceRequest,
  ParcelPlaceResponse,
  ParcelQuote,
  ParcelQuoteRequest,
} from '@mart/api-types';
import { api } from '@mart/api-runtime';
import { postIdempotent } from './idempotent';

/** A parcel category (parcel module): per-km charge and minimum in major units. */
export type { ParcelCategory, ParcelQuote };
export type ParcelQuoteInput = ParcelQuoteRequest;
export type ParcelPointInput = ParcelQuoteRequest['sender'];
/** The guest id is added by the call. */
export type ParcelPlaceInput = Omit<ParcelPlaceRequest, 'guest_id'>;
export type PlacedParcel = ParcelPlaceResponse;

export const parcelApi = {
  categories: () => api.get<ParcelCategory[]>('/api/v1/parcel/category'),
  quote: (input: ParcelQuoteInput) => api.post<ParcelQuote>('/api/v1/parcel/quote', input),
  place: (input: ParcelPlaceInput) =>
    postIdempotent<PlacedParcel>('/api/v1/parcel/place', { ...input, ...api.guestQuery() }),
};
