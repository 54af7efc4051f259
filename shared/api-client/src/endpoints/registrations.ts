import type { ApiBody, ApiRoutes } from '@mart/api-types';
import { api } from '@mart/api-runtime';

export type StoreRegistration = ApiBody<'POST /api/v1/auth/vendor/register'>;
export type DeliverymanRegistration = ApiBody<'POST /api/v1/auth/delivery-man/store'>;

export const registrationApi = {
  zones: () => api.call('GET /api/v1/zone/list'),
  store: (body: StoreRegistration) => api.call('POST /api/v1/auth/vendor/register', { body }),
  deliveryman: (body: DeliverymanRegistration) => api.call('POST /api/v1/auth/delivery-man/store', { body }),
};

export type PolicyPage = ApiRoutes['GET /api/v1/pages/:slug']['params']['slug'];

export const pagesApi = {
  get: (slug: PolicyPage) => api.call('GET /api/v1/pages/:slug', { params: { slug } }),
};
