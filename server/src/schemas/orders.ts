import { Type } from '@sinclair/typebox';
import {
  ErrorBody,
  IdempotencyKeyField,
  MessageCode,
  Messages,
  Named,
  Nullable,
  OneOf,
  PageOf,
  PageQuery,
} from './common';
import { DirectLine, FoodChoice } from './store-cart';

export const AddressBody = Type.Object({
  address: Type.String({
    minLength: 1,
    maxLength: 500,
    ...Messages({ required: 'Address is required', default: 'Address is required' }),
  }),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  contact_person_name: Type.String({
    minLength: 1,
    maxLength: 100,
    ...Messages({ required: 'Name is required', default: 'Name is required' }),
  }),
  contact_person_number: Type.String({
    minLength: 5,
    maxLength: 20,
    ...Messages({ required: 'Phone Number is required', default: 'Phone Number is required' }),
  }),
  contact_person_email: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  address_type: Type.Optional(Type.String({ maxLength: 50 })),
  road: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  house: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  floor: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  /** SPEC §3 Address: the courier's note (entrance, intercom code); as long as a saved address allows */
  additional_information: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
});

const QuoteFields = {
  guest_id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  order_type: OneOf(['delivery', 'take_away'], 'order_type must be delivery or take_away.'),
  address_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  address: Type.Optional(Nullable(AddressBody)),
  coupon_code: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  /**
   * Buy Now / campaign Order Now: order these lines instead of the cart (which stays as it is); priced, checked
   * and placed exactly like cart lines. Absent: the owner's cart.
   */
  items: Type.Optional(Type.Array(DirectLine, { minItems: 1, maxItems: 20 })),
  /** a scheduled order: the surge running at that time is priced (placing also checks the store's hours then) */
  schedule_at: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
};
export const OrderQuoteBody = Named('OrderQuoteRequest', Type.Object(QuoteFields));
/** The last fields of both placements, store orders and parcels. */
export const PlaceCheckFields = {
  /** what the form showed; the order is refused when the server's total differs */
  order_amount: Type.Number({ minimum: 0, ...Messages({ required: 'order_amount is required.' }) }),
  idempotency_key: IdempotencyKeyField,
};
export const PlaceOrderBody = Named(
  'PlaceOrderRequest',
  Type.Object({
    ...QuoteFields,
    payment_method: OneOf(
      ['cash_on_delivery', 'wallet', 'digital_payment'],
      'payment_method must be cash_on_delivery, wallet or digital_payment.',
    ),
    /** digital_payment: which gateway (config active_payment_method_list) */
    payment_gateway: Type.Optional(Type.String({ maxLength: 50 })),
    /** where the customer returns after a digital payment */
    callback: Type.Optional(Type.String({ maxLength: 500 })),
    order_note: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    contact_phone: Type.Optional(Type.String({ maxLength: 20 })),
    prescription_ids: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 3 })),
    ...PlaceCheckFields,
  }),
);

export const Totals = Type.Object({
  /** the store is closed for an order now: why, in the request's language (checkout offers a scheduled time) */
  store_closed: Nullable(Type.String()),
  /** whether the store takes orders for a later time */
  schedule_order: Type.Boolean(),
  items_subtotal: Type.Number(),
  item_discount: Type.Number(),
  store_discount: Type.Number(),
  coupon_discount: Type.Number(),
  coupon_error: Nullable(Type.String()),
  tax: Type.Number(),
  tax_included: Type.Boolean(),
  /** the delivery fee without the surge */
  delivery_charge: Type.Number(),
  /** the surge on the delivery fee (issue 45), its own line; 0 when none runs or delivery is free */
  surge_charge: Type.Number(),
  /** the surge rule's note for the customer, in the request's language */
  surge_note: Nullable(Type.String()),
  /** what the order earns a signed-in customer's wallet once delivered (a cashback offer); 0 otherwise */
  cashback: Type.Number(),
  free_delivery_reason: Nullable(Type.String()),
  distance_km: Type.Number(),
  order_amount: Type.Number(),
  maximum_cod_order_amount: Nullable(Type.Number()),
  prescription_required: Type.Boolean(),
});
export const OrderQuote = Named('OrderQuote', Totals);

/**
 * An order's delivery address, a parcel's sender or receiver, as stored (db OrderAddress). Unknown fields are
 * still sent (additionalProperties), as before the schema named its fields.
 */
export const OrderAddress = Named(
  'OrderAddress',
  Type.Object(
    {
      address: Type.String(),
      latitude: Type.Number(),
      longitude: Type.Number(),
      contact_person_name: Type.String(),
      contact_person_number: Type.String(),
      contact_person_email: Type.Optional(Nullable(Type.String())),
      address_type: Type.Optional(Type.String()),
      road: Type.Optional(Nullable(Type.String())),
      house: Type.Optional(Nullable(Type.String())),
      floor: Type.Optional(Nullable(Type.String())),
      additional_information: Type.Optional(Nullable(Type.String())),
    },
    { additionalProperties: true },
  ),
);

export const OrderLine = Type.Object({
  id: Type.Integer(),
  item_id: Type.Integer(),
  name: Type.String(),
  image_full_url: Type.String(),
  quantity: Type.Integer(),
  price: Type.Number(),
  discount: Type.Number(),
  add_ons_price: Type.Number(),
  total_price: Type.Number(),
  /** stable ids joined with '-' (what a reorder sends back); `variation_options` are their labels */
  variation_type: Nullable(Type.String()),
  variation_options: Type.Array(Type.String()),
  variation: Type.Array(FoodChoice),
  add_ons: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), quantity: Type.Integer(), price: Type.Number() }),
  ),
});
export const StatusLog = Type.Object({ status: Type.String(), created_at: Type.String() });
export const Order = Named(
  'StoreOrder',
  Type.Object({
    id: Type.Integer(),
    store_id: Nullable(Type.Integer()),
    store_name: Nullable(Type.String()),
    store_latitude: Nullable(Type.Number()),
    store_longitude: Nullable(Type.Number()),
    module_id: Type.Integer(),
    order_type: Type.String(),
    order_status: Type.String(),
    payment_method: Type.String(),
    payment_status: Type.String(),
    items_subtotal: Type.Number(),
    item_discount: Type.Number(),
    store_discount: Type.Number(),
    coupon_code: Nullable(Type.String()),
    coupon_discount: Type.Number(),
    tax: Type.Number(),
    tax_included: Type.Boolean(),
    delivery_charge: Type.Number(),
    surge_charge: Type.Number(),
    surge_note: Nullable(Type.String()),
    cashback: Type.Number(),
    order_amount: Type.Number(),
    distance_km: Type.Number(),
    delivery_address: Nullable(OrderAddress),
    schedule_at: Nullable(Type.String()),
    /** the order's zone clock (the store's), minutes from UTC: its times are shown on it */
    utc_offset_minutes: Type.Integer(),
    order_note: Nullable(Type.String()),
    cancellation_reason: Nullable(Type.String()),
    reviewed: Type.Boolean(),
    created_at: Type.String(),
    details: Type.Array(OrderLine),
    timeline: Type.Array(StatusLog),
    /** order_type parcel: the category and both contacts */
    parcel: Nullable(
      Type.Object({
        category_id: Type.Integer(),
        category_name: Type.String(),
        sender: OrderAddress,
        receiver: OrderAddress,
      }),
    ),
    /** store (or parcel sender) → customer (receiver), for the route map (straight line until a courier reports positions) */
    route: Type.Array(Type.Object({ lat: Type.Number(), lng: Type.Number(), label: Type.String() })),
  }),
);
export const PlaceOrderResponse = Named(
  'PlaceOrderResponse',
  Type.Object({
    order_id: Type.Integer(),
    order_amount: Type.Number(),
    payment_status: Type.String(),
    redirect_link: Nullable(Type.String()),
    message: Type.String(),
    code: MessageCode,
  }),
);

export const OrderListQuery = Type.Object({
  ...PageQuery,
  type: Type.Optional(OneOf(['all', 'running', 'past'], 'type must be all, running or past.')),
});
export const OrderList = Named('StoreOrderList', PageOf('orders', Order));
/** 409 of a placement whose total changed: the new totals come along, for checkout to show. */
export const TotalsChangedBody = Type.Object({
  ...ErrorBody.properties,
  totals: Type.Optional(OrderQuote),
});
export const TrackQuery = Type.Object({
  order_id: Type.Integer({
    minimum: 1,
    ...Messages({ required: 'Order id is required', default: 'Order id is required' }),
  }),
  contact_number: Type.Optional(Type.String({ maxLength: 20 })),
});
export const CancelOrderBody = Named(
  'CancelOrderRequest',
  Type.Object({
    order_id: Type.Integer({ minimum: 1 }),
    reason: Type.String({
      minLength: 1,
      maxLength: 255,
      ...Messages({ required: 'Please select a reason.', default: 'Please select a reason.' }),
    }),
  }),
);
export const ReviewOrderBody = Named(
  'ReviewOrderRequest',
  Type.Object({
    order_id: Type.Integer({ minimum: 1 }),
    rating: Type.Integer({ minimum: 1, maximum: 5, ...Messages({ default: 'rating must be 1 to 5.' }) }),
    comment: Type.Optional(Type.String({ maxLength: 1000 })),
  }),
);
export const ApplicableCoupon = Named(
  'ApplicableCoupon',
  Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    code: Type.String(),
    coupon_type: Type.String(),
    discount_type: Type.String(),
    discount: Type.Number(),
    min_purchase: Type.Number(),
    max_discount: Type.Number(),
    expire_date: Type.String(),
    applicable: Type.Boolean(),
    reason: Nullable(Type.String()),
  }),
);
export const PrescriptionUpload = Named('PrescriptionUpload', Type.Object({ id: Type.String(), url: Type.String() }));
