import { Type, type Static } from '@sinclair/typebox';
import { StoreDiscount, storeFields } from './catalog';
import { Messages, NameSearch, Named, Nullable, OneOf, OptionalId, OptionalPrice, PageOf, PageQuery } from './common';
import { Flag, Int, Num, Str } from './scalars';

/** A vehicle's provider, as the vehicle (and a vehicle cart line) carries it. */
export const VehicleProvider = Named(
  'VehicleProvider',
  Type.Object({ id: Int, name: Str, logo_full_url: Str, zone_id: Int, discount: Nullable(StoreDiscount) }),
);

const vehicleFields = {
  id: Int,
  name: Str,
  description: Str,
  thumbnail_full_url: Str,
  images_full_url: Type.Array(Str),
  provider: VehicleProvider,
  provider_id: Int,
  module_id: Int,
  zone_id: Int,
  category_id: Int,
  brand_id: Int,
  category: Type.Object({ id: Int, name: Str }),
  brand: Type.Object({ id: Int, name: Str }),
  total_vehicle_count: Int,
  total_vehicles: Int,
  total_reviews: Int,
  avg_rating: Num,
  new_tag: Flag,
  seating_capacity: Int,
  type: Str,
  air_condition: Flag,
  transmission_type: Str,
  fuel_type: Str,
  hourly_price: Num,
  distance_price: Num,
  discount_price: Num,
  discount_type: Type.Union([Type.Literal('percent'), Type.Literal('amount')]),
  wishlist_count: Int,
  /** In search results: the units free for the whole searched trip (its pickup time and length), SPEC §2 card. */
  available_vehicle_count: Type.Optional(Int),
};

/** Rental vehicles say which trip types they offer with trip_hourly/trip_distance... */
export const RentalVehicle = Named(
  'RentalVehicle',
  Type.Object({ ...vehicleFields, trip_hourly: Flag, trip_distance: Flag }),
);
/** ...car-market vehicles with order_hourly/order_distance (SPEC §3). */
export const CarmarketVehicle = Named(
  'CarmarketVehicle',
  Type.Object({ ...vehicleFields, order_hourly: Flag, order_distance: Flag }),
);
export const AnyVehicle = Type.Union([RentalVehicle, CarmarketVehicle]);
export type AnyVehicleT = Static<typeof AnyVehicle>;

export const VehicleList = Named('VehicleList', PageOf('vehicles', AnyVehicle));

/** A category or brand of vehicles, with its listed vehicles counted. */
const vehicleGroup = { id: Int, name: Str, image_full_url: Str, vehicles_count: Int };
export const VehicleCategory = Named('VehicleCategory', Type.Object(vehicleGroup));
export const VehicleBrand = Named('VehicleBrand', Type.Object(vehicleGroup));

export const Provider = Named('Provider', Type.Object({ ...storeFields, total_vehicles: Int, wishlist_count: Int }));
export const ProviderList = Named('ProviderList', PageOf('providers', Provider));

const optInt = (field: string, min = 0) =>
  Type.Optional(
    Type.Integer({
      minimum: min,
      maximum: 100,
      ...Messages({ default: `${field} must be an integer from ${min} to 100.` }),
    }),
  );
const optText = (field: string) =>
  Type.Optional(Type.String({ maxLength: 50, ...Messages({ default: `${field} is too long.` }) }));

export const VehicleSearchQuery = Named(
  'VehicleSearchQuery',
  Type.Object({
    ...PageQuery,
    name: NameSearch,
    category_id: OptionalId('category_id'),
    /** comma-separated brand ids ("1,3") */
    brand_ids: Type.Optional(
      Type.String({ pattern: '^\\d+(,\\d+)*$', ...Messages({ default: 'brand_ids must be comma-separated ids.' }) }),
    ),
    min_seats: optInt('min_seats', 1),
    max_seats: optInt('max_seats', 1),
    type: optText('type'),
    fuel_type: optText('fuel_type'),
    transmission_type: optText('transmission_type'),
    air_condition: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 1, ...Messages({ default: 'air_condition must be 0 or 1.' }) }),
    ),
    min_price: OptionalPrice('min_price'),
    max_price: OptionalPrice('max_price'),
    trip_type: Type.Optional(OneOf(['hourly', 'distance_wise'], 'trip_type must be hourly or distance_wise.')),
    sort_by: Type.Optional(
      OneOf(
        ['price_low', 'price_high', 'rating', 'newest', 'name', 'popular'],
        'sort_by must be price_low, price_high, rating, newest, name or popular.',
      ),
    ),
    provider_id: OptionalId('provider_id'),
    /** The searched trip: availability is counted for it (no pickup time: from now). */
    pickup_time: Type.Optional(
      Type.String({
        pattern: '^\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}(:\\d{2})?$',
        ...Messages({ default: 'pickup_time must be YYYY-MM-DD HH:mm.' }),
      }),
    ),
    estimated_hours: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 720,
        ...Messages({ default: 'estimated_hours must be a whole number of hours.' }),
      }),
    ),
    distance: Type.Optional(
      Type.Number({ minimum: 0, maximum: 100000, ...Messages({ default: 'distance must be a number of km.' }) }),
    ),
    /** The pickup point: only providers of the zone(s) containing it are searched (both or neither). */
    pickup_lat: Type.Optional(
      Type.Number({ minimum: -90, maximum: 90, ...Messages({ default: 'pickup_lat must be a latitude.' }) }),
    ),
    pickup_lng: Type.Optional(
      Type.Number({ minimum: -180, maximum: 180, ...Messages({ default: 'pickup_lng must be a longitude.' }) }),
    ),
  }),
);
