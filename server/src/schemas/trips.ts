import { Type } from '@sinclair/typebox';
import { Id, IdempotencyKeyField, Messages, Named, Nullable, OneOf, PageOf, PageQuery, StringOf } from './common';

export const GuestId = Type.Optional(Nullable(Type.String({ maxLength: 64 })));
export const PaymentMethod = OneOf(
  ['cash_on_delivery', 'wallet', 'digital_payment'],
  'payment_method must be cash_on_delivery, wallet or digital_payment.',
);
/** Where the payment page sends the customer back: a path of the storefront (checked by the payment service). */
export const Callback = Type.Optional(Type.String({ maxLength: 500 }));

export const Place = Type.Object({ location_name: Type.String(), lat: Type.Number(), lng: Type.Number() });
export const Trip = Named(
  'Trip',
  Type.Object({
    id: Type.Integer(),
    module_type: Type.String(),
    provider_id: Type.Integer(),
    provider: Type.Object({ id: Type.Integer(), name: Type.String(), logo_full_url: Type.String() }),
    trip_type: StringOf(['hourly', 'distance_wise']),
    estimated_hours: Type.Integer(),
    distance: Type.Number(),
    pickup_location: Place,
    destination_location: Place,
    pickup_time: Type.String(),
    trip_status: StringOf(['pending', 'confirmed', 'ongoing', 'completed', 'canceled']),
    payment_method: Type.String(),
    payment_status: StringOf(['unpaid', 'paid']),
    subtotal: Type.Number(),
    vehicle_discount: Type.Number(),
    provider_discount: Type.Number(),
    tax: Type.Number(),
    tax_included: Type.Integer(),
    total_amount: Type.Number(),
    cancellation_reason: Nullable(Type.String()),
    reviewed_vehicle_ids: Type.Array(Type.Integer()),
    /** digital payment: the payment page to send the customer to */
    redirect_link: Type.Optional(Type.String()),
    created_at: Type.String(),
    vehicles: Type.Array(
      Type.Object({
        vehicle_id: Type.Integer(),
        name: Type.String(),
        thumbnail_full_url: Type.String(),
        quantity: Type.Integer(),
        unit_price: Type.Number(),
        total: Type.Number(),
      }),
    ),
  }),
);
export const TripList = Named('TripList', PageOf('trips', Trip));
export const TripId = Id('trip_id');
export const BookTripBody = Type.Object({
  payment_method: PaymentMethod,
  idempotency_key: IdempotencyKeyField,
  contact_person_name: Type.Optional(Type.String({ maxLength: 100 })),
  contact_person_number: Type.Optional(Type.String({ maxLength: 20 })),
  contact_person_email: Type.Optional(Type.String({ maxLength: 255 })),
  callback: Callback,
  guest_id: GuestId,
});
export const TripListQuery = Type.Object({
  ...PageQuery,
  status: Type.Optional(OneOf(['running', 'past', 'all'], 'status must be running, past or all.')),
});
export const TripDetailsQuery = Type.Object({ trip_id: TripId, guest_id: GuestId });
/** Track Trip: a trip id, and for a guest's trip on another browser the contact phone it was booked with */
export const TrackTripQuery = Type.Object({
  trip_id: TripId,
  contact_number: Type.Optional(Type.String({ maxLength: 20 })),
});
export const CancelTripBody = Type.Object({
  trip_id: TripId,
  reason: Type.String({
    minLength: 1,
    maxLength: 500,
    ...Messages({ required: 'Please give a reason.', default: 'Please give a reason.' }),
  }),
  guest_id: GuestId,
});
export const PayTripBody = Type.Object({
  trip_id: TripId,
  payment_method: PaymentMethod,
  callback: Callback,
  guest_id: GuestId,
});
export const ReviewTripVehicleBody = Type.Object({
  trip_id: TripId,
  vehicle_id: Id('vehicle_id'),
  rating: Type.Integer({ minimum: 1, maximum: 5, ...Messages({ default: 'rating must be 1 to 5.' }) }),
  comment: Type.Optional(Type.String({ maxLength: 1000 })),
});
