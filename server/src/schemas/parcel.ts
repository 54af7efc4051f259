// Parcel delivery (SPEC §11): the quote and place requests and their answers.
import { Type } from '@sinclair/typebox';
import { MessageCode, Messages, Named, Nullable, OneOf } from './common';
import { PlaceCheckFields } from './orders';

export const ParcelPointBody = Type.Object({
  address: Type.String({ maxLength: 500 }),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  contact_person_name: Type.String({ maxLength: 100 }),
  contact_person_number: Type.String({ maxLength: 20 }),
  house: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  floor: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
});

const QuoteFields = {
  category_id: Type.Integer({
    minimum: 1,
    ...Messages({ required: 'Please select a parcel category', default: 'Please select a parcel category' }),
  }),
  sender: ParcelPointBody,
  receiver: ParcelPointBody,
};
export const ParcelQuoteBody = Named('ParcelQuoteRequest', Type.Object(QuoteFields));
export const ParcelPlaceBody = Named(
  'ParcelPlaceRequest',
  Type.Object({
    ...QuoteFields,
    guest_id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    /** a parcel is paid in cash on delivery */
    payment_method: OneOf(['cash_on_delivery'], 'payment_method must be cash_on_delivery.'),
    order_note: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    ...PlaceCheckFields,
  }),
);

export const ParcelCategory = Named(
  'ParcelCategory',
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    image_full_url: Type.String(),
    per_km_charge: Type.Number(),
    minimum_charge: Type.Number(),
  }),
);
export const ParcelQuote = Named(
  'ParcelQuote',
  Type.Object({
    category_id: Type.Integer(),
    distance_km: Type.Number(),
    delivery_charge: Type.Number(),
    /** the pickup zone's surge on the charge (issue 45), its own line; 0 when none runs */
    surge_charge: Type.Number(),
    surge_note: Nullable(Type.String()),
    order_amount: Type.Number(),
    maximum_cod_order_amount: Nullable(Type.Number()),
  }),
);
export const ParcelPlaced = Named(
  'ParcelPlaceResponse',
  Type.Object({
    order_id: Type.Integer(),
    order_amount: Type.Number(),
    payment_status: Type.String(),
    message: Type.String(),
    code: MessageCode,
  }),
);
