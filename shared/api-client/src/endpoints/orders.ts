import type {
  ApiBody,
  ApiResponse,
  ApplicableCoupon,
  OrderAddress,
  OrderQuote,
  OrderQuoteRequest,
  PlaceOrderRequest,
  PlaceOrderResponse,
  PrescriptionUpload,
  StoreOrder,
  StoreOrderList,
} from '@mart/api-types';
import { api } from '@mart/api-runtime';
import { postIdempotent } from './idempotent';

// The shapes are the server's (generated @mart/api-types); the guest id is added here, so inputs leave it out.
export type { ApplicableCoupon, OrderQuote, StoreOrder };
export type OrderAddressInput = OrderAddress;
export type OrderQuoteInput = Omit<OrderQuoteRequest, 'guest_id'>;
export type PaymentMethod = PlaceOrderRequest['payment_method'];
export type PlaceOrderInput = Omit<PlaceOrderRequest, 'guest_id'>;
export type PlacedOrder = PlaceOrderResponse;
type Message = ApiResponse<'PUT /api/v1/customer/order/cancel'>;

export const ordersApi = {
  quote: (input: OrderQuoteInput) =>
    api.post<OrderQuote>('/api/v1/customer/order/quote', { ...input, ...api.guestQuery() }),
  place: (input: PlaceOrderInput) =>
    postIdempotent<PlacedOrder>('/api/v1/customer/order/place', { ...input, ...api.guestQuery() }),
  list: (offset = 1, type: 'all' | 'running' | 'past' = 'all') =>
    api.get<StoreOrderList>('/api/v1/customer/order/list', { offset, limit: 10, type }),
  details: (id: number) => api.get<StoreOrder>(`/api/v1/customer/order/details/${id}`),
  track: (orderId: number, contactNumber?: string) =>
    api.get<StoreOrder>('/api/v1/customer/order/track', { order_id: orderId, contact_number: contactNumber }),
  cancel: (orderId: number, reason: string) =>
    api.put<Message>('/api/v1/customer/order/cancel', {
      order_id: orderId,
      reason,
    } satisfies ApiBody<'PUT /api/v1/customer/order/cancel'>),
  review: (orderId: number, rating: number, comment: string) =>
    api.post<Message>('/api/v1/customer/order/review', {
      order_id: orderId,
      rating,
      comment,
    } satisfies ApiBody<'POST /api/v1/customer/order/review'>),
  coupons: () => api.get<ApplicableCoupon[]>('/api/v1/customer/coupon/applicable'),
  uploadPrescription: (file: File) => {
    const form = new FormData();
    form.append('image', file);
    return api.request<PrescriptionUpload>('POST', '/api/v1/customer/order/prescription', { form });
  },
};
