import { api } from '@mart/api-runtime';

/** A parcel category (parcel module): per-km charge and minimum in major units. */
export interface ParcelCategory {
  id: number;
  name: string;
  description: string;
  image_full_url: string;
  per_km_charge: number;
  minimum_charge: number;
}

export interface ParcelPointInput {
  address: string;
  latitude: number;
  longitude: number;
  contact_person_name: string;
  contact_person_number: string;
  house?: string | null;
  floor?: string | null;
}

export interface ParcelQuoteInput {
  category_id: number;
  sender: ParcelPointInput;
  receiver: ParcelPointInput;
}

export interface ParcelQuote {
  category_id: number;
  distance_km: number;
  delivery_charge: number;
  order_amount: number;
  maximum_cod_order_amount: number | null;
}

export interface ParcelPlaceInput extends ParcelQuoteInput {
  payment_method: 'cash_on_delivery';
  order_note?: string | null;
  order_amount: number;
  idempotency_key: string;
}

export interface PlacedParcel {
  order_id: number;
  order_amount: number;
  payment_status: string;
  message: string;
}

export const parcelApi = {
  categories: () => api.get<ParcelCategory[]>('/api/v1/parcel/category'),
  quote: (input: ParcelQuoteInput) => api.post<ParcelQuote>('/api/v1/parcel/quote', input),
  place: (input: ParcelPlaceInput) => api.post<PlacedParcel>('/api/v1/parcel/place', { ...input, ...api.guestQuery() }),
};
