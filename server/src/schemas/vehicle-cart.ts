import { Type, type Static, type TObject } from '@sinclair/typebox';
import { ErrorBody, Id, Messages, Named, Nullable, OneOf, StringOf, errorResponses } from './common';
import { AnyVehicle, VehicleProvider } from './vehicles';

export const GuestId = Type.Optional(Nullable(Type.String({ maxLength: 64 })));
export const Place = Type.Object({
  location_name: Type.String({ minLength: 1, maxLength: 300, ...Messages({ default: 'location_name is required.' }) }),
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
});
export const TripTypeField = Type.Optional(
  OneOf(['hourly', 'distance_wise'], 'The trip type must be hourly or distance_wise.'),
);

/** Trip details as the storefront sends them (SPEC §7); the type under the flavour's name or as `type`. */
export const TripFields = {
  pickup_location: Type.Optional(Nullable(Place)),
  destination_location: Type.Optional(Nullable(Place)),
  rental_type: TripTypeField,
  carmarket_type: TripTypeField,
  type: TripTypeField,
  estimated_hours: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 720,
      ...Messages({ default: 'estimated_hours must be a whole number of hours.' }),
    }),
  ),
  pickup_time: Type.Optional(Nullable(Type.String({ maxLength: 25 }))),
  // stored in an integer column: a fraction is refused here, not by the database
  destination_time: Type.Optional(
    Type.Integer({ minimum: 0, ...Messages({ default: 'destination_time must be a whole number.' }) }),
  ),
  distance: Type.Optional(
    Type.Number({ minimum: 0, maximum: 100000, ...Messages({ default: 'distance must be a number of km.' }) }),
  ),
  /** SPEC §3 user_data: the search's duration (hours) and date as the customer set them, kept for editing the trip */
  durationValue: Type.Optional(
    Type.Union(
      [Type.Integer({ minimum: 0, maximum: 720 }), Type.Null()],
      Messages({ default: 'durationValue must be a whole number of hours.' }),
    ),
  ),
  dateValue: Type.Optional(
    Type.Union(
      [Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2})?$' }), Type.Null()],
      Messages({ default: 'dateValue must be YYYY-MM-DD or YYYY-MM-DD HH:mm.' }),
    ),
  ),
  guest_id: GuestId,
};
export type TripBodyT = Static<TObject<typeof TripFields>>;

export const CartLine = Type.Object({
  id: Type.Integer(),
  quantity: Type.Integer(),
  vehicle_id: Type.Integer(),
  provider_id: Type.Integer(),
  vehicle: AnyVehicle,
  /** the vehicle's provider, as in the vehicle */
  provider: VehicleProvider,
});
export const UserData = Type.Object({
  id: Type.Integer(),
  userId: Type.Union([Type.Integer(), Type.String()]),
  rental_type: Type.Optional(Nullable(StringOf(['hourly', 'distance_wise']))),
  carmarket_type: Type.Optional(Nullable(StringOf(['hourly', 'distance_wise']))),
  /** the trip type under one name for both flavours (SPEC §3 order_type) */
  order_type: Nullable(StringOf(['hourly', 'distance_wise'])),
  estimated_hours: Type.Integer(),
  /** the search's duration in hours and its date ('YYYY-MM-DD[ HH:mm]') as last sent; null when never sent */
  durationValue: Nullable(Type.Integer()),
  dateValue: Nullable(Type.String()),
  distance: Type.Number(),
  destination_time: Type.Number(),
  pickup_location: Nullable(Place),
  destination_location: Nullable(Place),
  pickup_time: Nullable(Type.String()),
});
export const Totals = Type.Object({
  subtotal: Type.Number(),
  vehicle_discount: Type.Number(),
  provider_discount: Type.Number(),
  discounted_subtotal: Type.Number(),
  tax: Type.Number(),
  tax_included: Type.Integer(),
  total: Type.Number(),
});
export const VehicleCartBody = Named(
  'VehicleCart',
  Type.Object({
    carts: Type.Array(CartLine),
    user_data: Nullable(UserData),
    price: Nullable(Totals),
  }),
);
/** 422 of update-user-data: the lines whose vehicle lacks the asked trip type (SPEC §4); 409: a conflict. */
export const CartResponses = { 200: VehicleCartBody, 409: ErrorBody, 422: Type.Array(CartLine), ...errorResponses };

export const CartIdsQuery = Type.Object({
  /** JSON array "[1,2]" (what the storefront's client sends) or "1,2" */
  cart_ids: Type.String({
    pattern: '^\\[?\\s*\\d+(\\s*,\\s*\\d+)*\\s*\\]?$',
    ...Messages({ required: 'cart_ids is required.', default: 'cart_ids must be a list of ids.' }),
  }),
  guest_id: GuestId,
});
export const GuestQuery = Type.Object({ guest_id: GuestId });
/**
 * SPEC §7 remove-cart: empties the cart; with `vehicle_id` the emptied cart takes that vehicle in the same
 * transaction (the reset before a provider switch, which so never leaves the customer with nothing), its quantity,
 * trip type and pickup time from these fields, its places kept from the cart it replaces.
 */
export const RemoveCartQuery = Type.Object({
  guest_id: GuestId,
  vehicle_id: Type.Optional(Id('vehicle_id')),
  quantity: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 1000, ...Messages({ default: 'quantity must be at least 1.' }) }),
  ),
  pickup_time: Type.Optional(Nullable(Type.String({ maxLength: 25 }))),
  rental_type: TripTypeField,
  carmarket_type: TripTypeField,
});
export const AddVehicleBody = Type.Object({
  ...TripFields,
  vehicle_id: Id('vehicle_id'),
  quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});
export const UpdateVehicleLineBody = Type.Object({
  ...TripFields,
  cart_id: Id('cart_id'),
  quantity: Type.Integer({
    minimum: 1,
    maximum: 1000,
    ...Messages({ default: 'quantity must be at least 1.' }),
  }),
});
export const RemoveVehicleQuery = Type.Object({ cart_id: Id('cart_id'), guest_id: GuestId });
export const ClearOnZoneBody = Type.Object({
  zone_ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 }),
  guest_id: GuestId,
});
export const ClearOnZoneResult = Type.Object({ cleared: Type.Boolean() });
export const UpdateUserDataBody = Type.Object({
  ...TripFields,
  userId: Type.Optional(Nullable(Type.Union([Type.Integer(), Type.String()]))),
});
export const MergeGuestVehicleCartBody = Type.Object({ guest_id: Type.String({ minLength: 1, maxLength: 64 }) });
