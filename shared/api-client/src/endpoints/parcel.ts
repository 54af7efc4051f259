import type {
  ParcelCategory,
  ParcelPlaceRequest,
  ParcelPlaceResponse,
  ParcelQuote,
  ParcelQuoteRequest,
} from '@mart/api-types';
import { api } from '@mart/api-runtime';
import { idempotencyHeader } from './idempotent';

/** A parcel category (parcel module): per-km charge and minimum in major units. */
export type { ParcelCategory, ParcelQuote };
export type ParcelQuoteInput = ParcelQuoteRequest;
export type ParcelPointInput = ParcelQuoteRequest['sender'];
/** The guest and the idempotency key go as headers (api-runtime, `key`), not in the body. */
export type ParcelPlaceInput = Omit<ParcelPlaceRequest, 'guest_id' | 'idempotency_key'>;
export type PlacedParcel = ParcelPlaceResponse;

export const parcelApi = {
  categories: () => api.call('GET /api/v1/parcel/category'),
  quote: (body: ParcelQuoteInput) => api.call('POST /api/v1/parcel/quote', { body }),
  place: (body: ParcelPlaceInput, key: string) =>
    api.call('POST /api/v1/parcel/place', { body, ...idempotencyHeader(key) }),
};
