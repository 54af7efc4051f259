import { api } from '@mart/api-runtime';
import type { FoodChoice, StoreCartLineInput } from './store-cart';

export interface OrderAddressInput {
  address: string;
  latitude: number;
  longitude: number;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email?: string | null;
  address_type?: string;
  road?: string | null;
  house?: string | null;
  floor?: string | null;
  additional_information?: string | null;
}

export interface OrderQuoteInput {
  order_type: 'delivery' | 'take_away';
  address_id?: number | null;
  address?: OrderAddressInput | null;
  coupon_code?: string | null;
  /** Buy Now / campaign Order Now: order these lines instead of the cart, which stays as it is */
  items?: StoreCartLineInput[];
}

export interface OrderQuote {
  /** why the store takes no order now (in the request's language), or null when it is open */
  store_closed: string | null;
  schedule_order: boolean;
  items_subtotal: number;
  item_discount: number;
  store_discount: number;
  coupon_discount: number;
  coupon_error: string | null;
  tax: number;
  tax_included: boolean;
  delivery_charge: number;
  free_delivery_reason: string | null;
  distance_km: number;
  order_amount: number;
  maximum_cod_order_amount: number | null;
  prescription_required: boolean;
}

export type PaymentMethod = 'cash_on_delivery' | 'wallet' | 'digital_payment';

export interface PlaceOrderInput extends OrderQuoteInput {
  payment_method: PaymentMethod;
  payment_gateway?: string;
  callback?: string;
  schedule_at?: string | null;
  order_note?: string | null;
  contact_phone?: string;
  prescription_ids?: string[];
  order_amount: number;
  idempotency_key: string;
}

export interface PlacedOrder {
  order_id: number;
  order_amount: number;
  payment_status: string;
  redirect_link: string | null;
  message: string;
}

export interface StoreOrder {
  id: number;
  store_id: number | null;
  store_name: string | null;
  module_id: number;
  order_type: string;
  order_status: string;
  payment_method: string;
  payment_status: string;
  items_subtotal: number;
  item_discount: number;
  store_discount: number;
  coupon_code: string | null;
  coupon_discount: number;
  tax: number;
  tax_included: boolean;
  delivery_charge: number;
  order_amount: number;
  distance_km: number;
  delivery_address: OrderAddressInput | null;
  schedule_at: string | null;
  order_note: string | null;
  cancellation_reason: string | null;
  reviewed: boolean;
  created_at: string;
  details: {
    id: number;
    item_id: number;
    name: string;
    image_full_url: string;
    quantity: number;
    price: number;
    discount: number;
    add_ons_price: number;
    total_price: number;
    variation_type: string | null;
    /** the labels of the choice options variation_type names, in the request's language */
    variation_options: string[];
    variation: FoodChoice[];
    add_ons: { id: number; name: string; quantity: number; price: number }[];
  }[];
  timeline: { status: string; created_at: string }[];
  /** order_type parcel: its category and both contacts (receiver is also delivery_address) */
  parcel: {
    category_id: number;
    category_name: string;
    sender: OrderAddressInput;
    receiver: OrderAddressInput;
  } | null;
  route: { lat: number; lng: number; label: string }[];
}

export interface ApplicableCoupon {
  id: number;
  title: string;
  code: string;
  coupon_type: string;
  discount_type: string;
  discount: number;
  min_purchase: number;
  max_discount: number;
  expire_date: string;
  applicable: boolean;
  reason: string | null;
}

export const ordersApi = {
  quote: (input: OrderQuoteInput) =>
    api.post<OrderQuote>('/api/v1/customer/order/quote', { ...input, ...api.guestQuery() }),
  place: (input: PlaceOrderInput) =>
    api.post<PlacedOrder>('/api/v1/customer/order/place', { ...input, ...api.guestQuery() }),
  list: (offset = 1, type: 'all' | 'running' | 'past' = 'all') =>
    api.get<{ total_size: number; limit: number; offset: number; orders: StoreOrder[] }>(
      '/api/v1/customer/order/list',
      { offset, limit: 10, type },
    ),
  details: (id: number) => api.get<StoreOrder>(`/api/v1/customer/order/details/${id}`),
  track: (orderId: number, contactNumber?: string) =>
    api.get<StoreOrder>('/api/v1/customer/order/track', { order_id: orderId, contact_number: contactNumber }),
  cancel: (orderId: number, reason: string) =>
    api.put<{ message: string }>('/api/v1/customer/order/cancel', { order_id: orderId, reason }),
  review: (orderId: number, rating: number, comment: string) =>
    api.post<{ message: string }>('/api/v1/customer/order/review', { order_id: orderId, rating, comment }),
  coupons: () => api.get<ApplicableCoupon[]>('/api/v1/customer/coupon/applicable'),
  uploadPrescription: (file: File) => {
    const form = new FormData();
    form.append('image', file);
    return api.request<{ id: string; url: string }>('POST', '/api/v1/customer/order/prescription', { form });
  },
};
