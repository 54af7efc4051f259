import type { Address, AddressBody, PlaceAutocomplete } from '@mart/api-types';
import { api } from '@mart/api-runtime';

export type { Address };
export type AddressInput = AddressBody;
export type PlaceSuggestion = PlaceAutocomplete['data']['suggestions'][number];

export const addressApi = {
  list: () => api.call('GET /api/v1/customer/address/list', { query: { limit: 100, offset: 1 } }),
  add: (body: AddressInput) => api.call('POST /api/v1/customer/address/add', { body }),
  update: (id: number, body: AddressInput) =>
    api.call('PUT /api/v1/customer/address/update/:id', { params: { id }, body }),
  remove: (id: number) => api.call('DELETE /api/v1/customer/address/delete', { query: { address_id: id } }),
};

/** Place search and reverse geocoding for the address map picker. */
export const geoApi = {
  /** `near`: the customer's location, so the places of their city come first */
  autocomplete: (search_text: string, near?: { lat: number; lng: number }) =>
    api.call('GET /api/v1/config/place-api-autocomplete', {
      query: { search_text, lat: near?.lat, lng: near?.lng },
    }),
  details: (placeid: string) => api.call('GET /api/v1/config/place-api-details', { query: { placeid } }),
  geocode: (lat: number, lng: number) => api.call('GET /api/v1/config/geocode-api', { query: { lat, lng } }),
};
