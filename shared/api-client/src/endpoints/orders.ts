import type {
  ApplicableCoupon,
  OrderAddress,
  OrderQuote,
  OrderQuoteRequest,
  PlaceOrderRequest,
  PlaceOrderResponse,
  StoreOrder,
} from '@mart/api-types';
import { api } from '@mart/api-runtime';
import { idempotencyHeader } from './idempotent';

// The shapes are the server's (generated @mart/api-types). A guest goes by the guest-id header and the idempotency
// key by its own header (api-runtime), so inputs leave the schema's body copies of both out.
export type { ApplicableCoupon, OrderQuote, StoreOrder };
export type OrderAddressInput = OrderAddress;
export type OrderQuoteInput = Omit<OrderQuoteRequest, 'guest_id'>;
export type PaymentMethod = PlaceOrderRequest['payment_method'];
export type PlaceOrderInput = Omit<PlaceOrderRequest, 'guest_id' | 'idempotency_key'>;
export type PlacedOrder = PlaceOrderResponse;

export const ordersApi = {
  quote: (body: OrderQuoteInput) => api.call('POST /api/v1/customer/order/quote', { body }),
  /** `key`: the same for a retry of the same order (request-keys.ts), so it is placed once */
  place: (body: PlaceOrderInput, key: string) =>
    api.call('POST /api/v1/customer/order/place', { body, ...idempotencyHeader(key) }),
  list: (offset = 1, type: 'all' | 'running' | 'past' = 'all') =>
    api.call('GET /api/v1/customer/order/list', { query: { offset, limit: 10, type } }),
  details: (id: number) => api.call('GET /api/v1/customer/order/details/:id', { params: { id } }),
  track: (orderId: number, contactNumber?: string) =>
    api.call('GET /api/v1/customer/order/track', { query: { order_id: orderId, contact_number: contactNumber } }),
  cancel: (orderId: number, reason: string) =>
    api.call('PUT /api/v1/customer/order/cancel', { body: { order_id: orderId, reason } }),
  review: (orderId: number, rating: number, comment: string) =>
    api.call('POST /api/v1/customer/order/review', { body: { order_id: orderId, rating, comment } }),
  coupons: () => api.call('GET /api/v1/customer/coupon/applicable'),
  uploadPrescription: (file: File) => api.call('POST /api/v1/customer/order/prescription', { form: { image: file } }),
};
