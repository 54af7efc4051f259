import { api } from '@mart/api-runtime';

export interface Address {
  id: number;
  user_id: number;
  address_type: string;
  address_label: string | null;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string | null;
  address: string;
  latitude: number;
  longitude: number;
  additional_information: string | null;
  house: string | null;
  floor: string | null;
  road: string | null;
  zone_id: number | null;
  zone_ids: number[];
}

export interface AddressInput {
  address: string;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email?: string | null;
  address_type: string;
  address_label?: string | null;
  latitude: number;
  longitude: number;
  additional_information?: string | null;
  house?: string | null;
  floor?: string | null;
  road?: string | null;
}

export interface PlaceSuggestion {
  placePrediction: { placeId: string; text: { text: string } };
}

export const addressApi = {
  list: () =>
    api.get<{ total_size: number; addresses: Address[] }>('/api/v1/customer/address/list', { limit: 100, offset: 1 }),
  add: (body: AddressInput) =>
    api.post<{ message: string; zone_ids: number[]; address: Address }>('/api/v1/customer/address/add', body),
  update: (id: number, body: AddressInput) =>
    api.put<{ message: string; zone_ids: number[]; address: Address }>(`/api/v1/customer/address/update/${id}`, body),
  remove: (id: number) => api.delete<{ message: string }>('/api/v1/customer/address/delete', { address_id: id }),
};

/** Place search and reverse geocoding for the address map picker. */
export const geoApi = {
  autocomplete: (search_text: string) =>
    api.get<{ data: { suggestions: PlaceSuggestion[] } }>('/api/v1/config/place-api-autocomplete', { search_text }),
  details: (placeid: string) =>
    api.get<{ data: { formattedAddress: string; location: { latitude: number; longitude: number } } }>(
      '/api/v1/config/place-api-details',
      { placeid },
    ),
  geocode: (lat: number, lng: number) =>
    api.get<{ status: string; results: { formatted_address: string }[] }>('/api/v1/config/geocode-api', { lat, lng }),
};
