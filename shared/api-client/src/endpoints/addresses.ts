import type {
  Address,
  AddressBody,
  AddressList,
  AddressSaved,
  ApiResponse,
  MessageBody,
  PlaceAutocomplete,
} from '@mart/api-types';
import { api } from '@mart/api-runtime';

export type { Address };
export type AddressInput = AddressBody;
export type PlaceSuggestion = PlaceAutocomplete['data']['suggestions'][number];

export const addressApi = {
  list: () => api.get<AddressList>('/api/v1/customer/address/list', { limit: 100, offset: 1 }),
  add: (body: AddressInput) => api.post<AddressSaved>('/api/v1/customer/address/add', body),
  update: (id: number, body: AddressInput) => api.put<AddressSaved>(`/api/v1/customer/address/update/${id}`, body),
  remove: (id: number) => api.delete<MessageBody>('/api/v1/customer/address/delete', { address_id: id }),
};

/** Place search and reverse geocoding for the address map picker. */
export const geoApi = {
  /** `near`: the customer's location, so the places of their city come first */
  autocomplete: (search_text: string, near?: { lat: number; lng: number }) =>
    api.get<PlaceAutocomplete>('/api/v1/config/place-api-autocomplete', {
      search_text,
      lat: near?.lat,
      lng: near?.lng,
    }),
  details: (placeid: string) =>
    api.get<ApiResponse<'GET /api/v1/config/place-api-details'>>('/api/v1/config/place-api-details', { placeid }),
  geocode: (lat: number, lng: number) =>
    api.get<ApiResponse<'GET /api/v1/config/geocode-api'>>('/api/v1/config/geocode-api', { lat, lng }),
};
