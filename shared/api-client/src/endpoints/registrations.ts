import type { ApiBody, ApiResponse, ApiRoutes } from '@mart/api-types';
import { api } from '@mart/api-runtime';

type Vendor = 'POST /api/v1/auth/vendor/register';
type Deliveryman = 'POST /api/v1/auth/delivery-man/store';
type Page = 'GET /api/v1/pages/:slug';
export type StoreRegistration = ApiBody<Vendor>;
export type DeliverymanRegistration = ApiBody<Deliveryman>;

export const registrationApi = {
  zones: () => api.get<ApiResponse<'GET /api/v1/zone/list'>>('/api/v1/zone/list'),
  store: (body: StoreRegistration) => api.post<ApiResponse<Vendor>>('/api/v1/auth/vendor/register', body),
  deliveryman: (body: DeliverymanRegistration) =>
    api.post<ApiResponse<Deliveryman>>('/api/v1/auth/delivery-man/store', body),
};

export type PolicyPage = ApiRoutes[Page]['params']['slug'];

export const pagesApi = {
  get: (page: PolicyPage) => api.get<ApiResponse<Page>>(`/api/v1/pages/${page}`),
};
