import { api } from '@mart/api-runtime';

export interface StoreRegistration {
  store_name: string;
  store_address: string;
  module_id: number;
  zone_id: number;
  f_name: string;
  l_name?: string;
  phone: string;
  email: string;
  password: string;
  tin?: string;
}

export interface DeliverymanRegistration {
  f_name: string;
  l_name?: string;
  phone: string;
  email: string;
  password: string;
  zone_id: number;
  vehicle: 'bicycle' | 'motorbike' | 'car';
  identity_type: 'passport' | 'driving_license' | 'nid';
  identity_number: string;
}

export const registrationApi = {
  zones: () => api.get<{ id: number; name: string }[]>('/api/v1/zone/list'),
  store: (body: StoreRegistration) => api.post<{ message: string }>('/api/v1/auth/vendor/register', body),
  deliveryman: (body: DeliverymanRegistration) =>
    api.post<{ message: string }>('/api/v1/auth/delivery-man/store', body),
};

export type PolicyPage =
  'terms-and-conditions' | 'privacy-policy' | 'about-us' | 'refund-policy' | 'cancellation-policy' | 'shipping-policy';

export const pagesApi = {
  get: (page: PolicyPage) => api.get<{ title: string; content: string }>(`/api/v1/pages/${page}`),
};
