import { Type } from '@sinclair/typebox';
import { NameSearch, Named, Nullable, OneOf, OptionalId, OptionalPrice, PageOf, PageQuery } from './common';
import { Flag, Int, Num, Str } from './scalars';

export const Module = Named(
  'Module',
  Type.Object({
    id: Int,
    module_type: Str,
    module_name: Str,
    slug: Str,
    description: Str,
    icon_full_url: Str,
    thumbnail_full_url: Str,
    status: Flag,
    zones: Type.Array(Int),
  }),
);

export const ModuleZonePivot = Named(
  'ModuleZonePivot',
  Type.Object({
    zone_id: Int,
    module_id: Int,
    delivery_charge_type: Type.Union([Type.Literal('fixed'), Type.Literal('distance')]),
    fixed_shipping_charge: Num,
    per_km_shipping_charge: Num,
    minimum_shipping_charge: Num,
    maximum_shipping_charge: Nullable(Num),
    maximum_cod_order_amount: Nullable(Num),
  }),
);

export const ZoneData = Named(
  'ZoneData',
  Type.Object({
    id: Int,
    name: Str,
    status: Flag,
    cash_on_delivery: Flag,
    digital_payment: Flag,
    increased_delivery_fee_status: Flag,
    increased_delivery_fee: Num,
    increase_delivery_fee_message: Nullable(Str),
    modules: Type.Array(Type.Object({ id: Int, module_type: Str, module_name: Str, pivot: ModuleZonePivot })),
    /** the zone's outline (6amMart's name): the map picker draws it (SPEC §2 "optional zone polygon", zoom 9) */
    formated_coordinates: Type.Array(Type.Object({ lat: Num, lng: Num })),
  }),
);

export const StoreDiscount = Named(
  'StoreDiscount',
  Type.Object({ discount: Num, discount_type: Str, max_discount: Num, min_purchase: Num }),
);

/**
 * What a store and a vehicle provider (a store of a vehicle module, routes/vehicles.ts) both answer: who and where
 * it is, its rating, and when it is open.
 */
export const storeFields = {
  id: Int,
  slug: Str,
  name: Str,
  logo_full_url: Str,
  cover_photo_full_url: Str,
  avg_rating: Num,
  rating_count: Int,
  address: Str,
  zone_id: Int,
  module_id: Int,
  phone: Str,
  email: Str,
  latitude: Num,
  longitude: Num,
  opening_time: Str,
  closing_time: Str,
  /** the store's zone clock, minutes from UTC: its hours and an order's times are on it */
  utc_offset_minutes: Int,
  open: Flag,
  discount: Nullable(StoreDiscount),
};

export const Store = Named(
  'Store',
  Type.Object({
    ...storeFields,
    module_type: Str,
    minimum_order: Num,
    tax: Num,
    delivery_time: Str,
    self_delivery_system: Flag,
    per_km_shipping_charge: Num,
    minimum_shipping_charge: Num,
    maximum_shipping_charge: Nullable(Num),
    free_delivery: Flag,
    delivery: Flag,
    take_away: Flag,
    schedule_order: Flag,
    veg: Flag,
    non_veg: Flag,
    featured: Flag,
    /** closed now and opening on the store's next calendar day (the card says "opens tomorrow at …") */
    opens_tomorrow: Flag,
    items_count: Int,
    wishlist_count: Int,
    /** the store's plan shows reviews (0: SPEC §8 "this store is not having any review plan") */
    reviews_section: Flag,
  }),
);

export const StoreList = Named('StoreList', PageOf('stores', Store));

export const Category = Named(
  'Category',
  Type.Object({
    id: Int,
    name: Str,
    slug: Str,
    image_full_url: Str,
    parent_id: Int,
    position: Int,
    priority: Int,
    module_id: Int,
    featured: Flag,
    products_count: Int,
  }),
);
export const CategoryWithChildren = Named(
  'CategoryWithChildren',
  Type.Object({ ...Category.properties, childes: Type.Array(Category) }),
);

export const AddOn = Named('AddOn', Type.Object({ id: Int, store_id: Int, name: Str, price: Num }));
/** Texts in the request's language; `option_ids` (stable) build a variation's `type`, joined with '-'. */
export const ChoiceOption = Named(
  'ChoiceOption',
  Type.Object({ name: Str, title: Str, options: Type.Array(Str), option_ids: Type.Array(Str) }),
);
export const ItemVariation = Named('ItemVariation', Type.Object({ type: Str, price: Num, stock: Int }));
export const FoodVariation = Named(
  'FoodVariation',
  Type.Object({
    /** stable: a cart line's `variation[].id` and `values.ids` name groups and options by these ids */
    id: Str,
    name: Str,
    type: Type.Union([Type.Literal('single'), Type.Literal('multi')]),
    min: Int,
    max: Int,
    required: Type.Union([Type.Literal('on'), Type.Literal('off')]),
    values: Type.Array(Type.Object({ id: Str, label: Str, optionPrice: Num })),
  }),
);

export const Item = Named(
  'Item',
  Type.Object({
    id: Int,
    slug: Str,
    name: Str,
    description: Str,
    price: Num,
    discount: Num,
    discount_type: Str,
    store_discount: Num,
    store_id: Int,
    store_name: Str,
    zone_id: Int,
    module_id: Int,
    module_type: Str,
    category_id: Int,
    category_ids: Type.Array(Type.Object({ id: Int, position: Int })),
    image_full_url: Str,
    images_full_url: Type.Array(Str),
    avg_rating: Num,
    rating_count: Int,
    stock: Int,
    unit_type: Str,
    veg: Flag,
    is_halal: Flag,
    halal_tag_status: Flag,
    organic: Flag,
    recommended: Flag,
    generic_name: Type.Array(Str),
    nutritions_name: Type.Array(Str),
    allergies_name: Type.Array(Str),
    tags: Type.Array(Type.Object({ id: Int, name: Str })),
    add_ons: Type.Array(AddOn),
    choice_options: Type.Array(ChoiceOption),
    variations: Type.Array(ItemVariation),
    food_variations: Type.Array(FoodVariation),
    available_time_starts: Str,
    available_time_ends: Str,
    available_date_starts: Nullable(Str),
    available_date_ends: Nullable(Str),
    schedule_order: Type.Boolean(),
    maximum_cart_quantity: Nullable(Int),
    is_prescription_required: Flag,
    is_campaign: Type.Boolean(),
    wishlist_count: Int,
  }),
);

export const ItemList = Named('ItemList', PageOf('products', Item));

export const Review = Named(
  'Review',
  Type.Object({
    id: Int,
    customer_name: Str,
    rating: Int,
    comment: Str,
    created_at: Str,
    item_id: Nullable(Int),
    vehicle_id: Nullable(Int),
    store_id: Int,
    item_name: Nullable(Str),
    vehicle_name: Nullable(Str),
  }),
);
export const ReviewList = Named(
  'ReviewList',
  Type.Object({ total_size: Int, limit: Int, offset: Int, avg_rating: Num, reviews: Type.Array(Review) }),
);

export const Banner = Named(
  'Banner',
  Type.Object({
    id: Int,
    title: Str,
    type: Str,
    image_full_url: Str,
    module_id: Int,
    zone_id: Int,
    link: Nullable(Str),
    store: Nullable(Type.Object({ id: Int, name: Str, slug: Str })),
    item: Nullable(Type.Object({ id: Int, name: Str, slug: Str })),
    vehicle_id: Nullable(Int),
  }),
);
export const BannerList = Named(
  'BannerList',
  Type.Object({ campaigns: Type.Array(Item), banners: Type.Array(Banner) }),
);

export const Coupon = Named(
  'Coupon',
  Type.Object({
    id: Int,
    title: Str,
    code: Str,
    coupon_type: Type.Union([
      Type.Literal('zone_wise'),
      Type.Literal('store_wise'),
      Type.Literal('free_delivery'),
      Type.Literal('default'),
    ]),
    discount_type: Str,
    discount: Num,
    max_discount: Num,
    min_purchase: Num,
    start_date: Str,
    expire_date: Str,
    zoneId: Type.Array(Int),
    store_id: Nullable(Int),
    module_id: Nullable(Int),
    limit: Nullable(Int),
    /** zone_wise: zone ids; store_wise: [store name]; else empty (SPEC §3 Coupon.data). */
    data: Type.Array(Type.Union([Int, Str])),
  }),
);

export const DietType = Type.Optional(OneOf(['all', 'veg', 'non_veg'], 'type must be all, veg or non_veg.'));

export const ItemSearchQuery = Named(
  'ItemSearchQuery',
  Type.Object({
    ...PageQuery,
    name: NameSearch,
    category_id: OptionalId('category_id'),
    store_id: OptionalId('store_id'),
    type: DietType,
    min_price: OptionalPrice('min_price'),
    max_price: OptionalPrice('max_price'),
    sort_by: Type.Optional(
      OneOf(
        ['price_low', 'price_high', 'rating', 'newest', 'name'],
        'sort_by must be price_low, price_high, rating, newest or name.',
      ),
    ),
  }),
);

export const StoreListQuery = Named(
  'StoreListQuery',
  Type.Object({
    ...PageQuery,
    type: Type.Optional(
      OneOf(
        ['all', 'veg', 'non_veg', 'delivery', 'take_away', 'free_delivery', 'featured'],
        'type must be all, veg, non_veg, delivery, take_away, free_delivery or featured.',
      ),
    ),
  }),
);
