import { formatDeliveryTime, isStoreOpen, openingHint } from '@mart/domain';
import type { Static } from '@sinclair/typebox';
import type { AppContext } from './context';
import type { AddOnRecord, ItemRecord, StoreRecord, VehicleRecord } from './db/catalog-queries';
import type { AddressRow, CampaignItemRow, ChoiceOption, CouponRow, FoodVariation, I18n, UserRow } from './db/schema';
import { flavours, type FlavourName } from './flavours';
import { tr, trList, type Lang } from './i18n';
import type { Address, Profile } from './schemas/account';
import type { Category, Coupon, Item, Module, Review, Store, StoreDiscount } from './schemas/catalog';
import type { AnyVehicleT, Provider } from './schemas/vehicles';
import { fullUrl, mediaBase } from './model/media-urls';
import type { RequestInfo } from './model/request-info';

/** Row → API shape. Money columns are integer minor units; the API speaks major units (SPEC: 2 decimals). */
export const major = (minor: number | null | undefined): number => (minor ?? 0) / 100;
export const majorOrNull = (minor: number | null): number | null => (minor === null ? null : minor / 100);
const flag = (value: boolean | number) => (value ? 1 : 0);
const iso = (value: Date | string) => new Date(value).toISOString();

export interface View {
  lang: Lang;
  base: string;
  now: Date;
}
export const viewOf = (ctx: AppContext, info: Pick<RequestInfo, 'lang' | 'protocol' | 'host'>): View => ({
  lang: info.lang,
  base: mediaBase(info, ctx.publicUrl),
  now: ctx.clock.now(),
});
const url = (view: View, path: string) => fullUrl(view.base, path) ?? '';

export function presentModule(
  view: View,
  row: {
    id: number;
    module_type: string;
    module_name: string;
    i18n: I18n;
    icon: string;
    thumbnail: string;
    description: string;
    status: boolean;
  },
  zones: number[],
): Static<typeof Module> {
  return {
    id: row.id,
    module_type: row.module_type,
    module_name: tr(view.lang, row.module_name, row.i18n),
    slug: row.module_type,
    description: tr(view.lang, row.description, row.i18n, 'description'),
    icon_full_url: url(view, row.icon),
    thumbnail_full_url: url(view, row.thumbnail),
    status: flag(row.status),
    zones,
  };
}

function storeDiscount(row: {
  discount_x100: number | null;
  discount_type: string | null;
  discount_max_minor: number | null;
  discount_min_purchase_minor: number | null;
}): Static<typeof StoreDiscount> | null {
  if (row.discount_x100 === null) return null;
  return {
    discount: row.discount_x100 / 100,
    discount_type: row.discount_type ?? 'percent',
    max_discount: major(row.discount_max_minor),
    min_purchase: major(row.discount_min_purchase_minor),
  };
}

/** The fields a store and a vehicle provider share (schemas/catalog.ts `storeFields`). */
function storeBasics(view: View, row: StoreRecord) {
  return {
    id: row.id,
    slug: row.slug,
    name: tr(view.lang, row.name, row.i18n),
    logo_full_url: url(view, row.logo),
    cover_photo_full_url: url(view, row.cover_photo),
    avg_rating: row.avg_rating,
    rating_count: row.rating_count,
    address: tr(view.lang, row.address, row.i18n, 'address'),
    zone_id: row.zone_id,
    module_id: row.module_id,
    phone: row.phone,
    email: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
    opening_time: row.opening_time,
    closing_time: row.closing_time,
    utc_offset_minutes: row.utc_offset_minutes,
    open: flag(isStoreOpen(row, view.now)),
    discount: storeDiscount(row),
  };
}

export function presentStore(view: View, row: StoreRecord): Static<typeof Store> {
  return {
    ...storeBasics(view, row),
    module_type: row.module_type,
    minimum_order: major(row.minimum_order_minor),
    tax: row.tax_x100 / 100,
    delivery_time: formatDeliveryTime(row.delivery_time, view.lang),
    self_delivery_system: row.self_delivery_system,
    per_km_shipping_charge: major(row.per_km_shipping_charge_minor),
    minimum_shipping_charge: major(row.minimum_shipping_charge_minor),
    maximum_shipping_charge: majorOrNull(row.maximum_shipping_charge_minor),
    free_delivery: flag(row.free_delivery),
    delivery: flag(row.delivery),
    take_away: flag(row.take_away),
    schedule_order: flag(row.schedule_order),
    veg: flag(row.veg),
    non_veg: flag(row.non_veg),
    featured: flag(row.featured),
    opens_tomorrow: flag(openingHint(row, view.now)?.tomorrow ?? false),
    items_count: row.items_count,
    wishlist_count: row.wishlist_count,
    reviews_section: flag(row.reviews_section),
  };
}

export function presentProvider(view: View, row: StoreRecord): Static<typeof Provider> {
  return { ...storeBasics(view, row), total_vehicles: row.vehicles_count, wishlist_count: row.provider_wishlist_count };
}

export function presentCategory(
  view: View,
  row: {
    id: number;
    name: string;
    i18n: I18n;
    slug: string;
    image: string;
    parent_id: number | null;
    position: number;
    priority: number;
    module_id: number;
    featured: boolean;
    products_count: number;
  },
): Static<typeof Category> {
  return {
    id: row.id,
    name: tr(view.lang, row.name, row.i18n),
    slug: row.slug,
    image_full_url: url(view, row.image),
    parent_id: row.parent_id ?? 0,
    position: row.position,
    priority: row.priority,
    module_id: row.module_id,
    featured: flag(row.featured),
    products_count: row.products_count,
  };
}

/** A campaign's terms over its item: the campaign row without what only finds it. */
export type CampaignOverlay = Omit<CampaignItemRow, 'item_id' | 'status'>;

/** Variation texts in the request's language; ids (what carts and orders key by) and prices as stored. */
export function presentChoiceOptions(lang: Lang, choices: readonly ChoiceOption[]) {
  return choices.map((c) => ({
    name: c.name,
    title: tr(lang, c.title, c.i18n, 'title'),
    options: trList(lang, c.options, c.i18n, 'options'),
    option_ids: c.option_ids,
  }));
}

export function presentFoodVariations(lang: Lang, groups: readonly FoodVariation[]) {
  return groups.map(({ i18n, values, ...group }) => ({
    ...group,
    name: tr(lang, group.name, i18n),
    values: values.map((v) => ({ id: v.id, label: tr(lang, v.label, v.i18n, 'label'), optionPrice: v.optionPrice })),
  }));
}

/** An item, or a campaign item when `campaign` is given (campaign price, dates and hours override the item's). */
export function presentItem(
  view: View,
  row: ItemRecord,
  addOns: AddOnRecord[],
  campaign?: CampaignOverlay,
): Static<typeof Item> {
  // an item offers only its own store's add-ons, whatever ids it lists
  const itemAddOns = addOns.filter((a) => row.add_on_ids.includes(a.id) && a.store_id === row.store_id);
  return {
    id: campaign?.id ?? row.id,
    slug: row.slug,
    name: campaign ? tr(view.lang, campaign.title, campaign.i18n, 'title') : tr(view.lang, row.name, row.i18n),
    description: tr(view.lang, row.description, row.i18n, 'description'),
    price: major(campaign?.price_minor ?? row.price_minor),
    discount: (campaign?.discount_x100 ?? row.discount_x100) / 100,
    discount_type: campaign?.discount_type ?? row.discount_type,
    store_discount: (row.store_discount_x100 ?? 0) / 100,
    store_id: row.store_id,
    store_name: tr(view.lang, row.store_name, row.store_i18n),
    zone_id: row.zone_id,
    module_id: row.module_id,
    module_type: row.module_type,
    category_id: row.category_id,
    category_ids: row.category_ids,
    image_full_url: url(view, campaign?.image ?? row.image),
    images_full_url: row.images.map((path) => url(view, path)),
    avg_rating: row.avg_rating,
    rating_count: row.rating_count,
    stock: row.stock,
    unit_type: tr(view.lang, row.unit_type, row.i18n, 'unit_type'),
    veg: row.veg,
    is_halal: row.is_halal,
    halal_tag_status: row.is_halal,
    organic: row.organic,
    recommended: row.recommended,
    generic_name: trList(view.lang, row.generic_name, row.i18n, 'generic_name'),
    nutritions_name: trList(view.lang, row.nutritions_name, row.i18n, 'nutritions_name'),
    allergies_name: trList(view.lang, row.allergies_name, row.i18n, 'allergies_name'),
    tags: row.tags.map((tag, i) => ({ ...tag, name: tr(view.lang, tag.name, row.i18n, `tags.${i}`) })),
    add_ons: itemAddOns.map((a) => ({
      id: a.id,
      store_id: a.store_id,
      name: tr(view.lang, a.name, a.i18n),
      price: major(a.price_minor),
    })),
    choice_options: presentChoiceOptions(view.lang, row.choice_options),
    variations: row.variations,
    food_variations: presentFoodVariations(view.lang, row.food_variations),
    available_time_starts: campaign?.start_time ?? row.available_time_starts,
    available_time_ends: campaign?.end_time ?? row.available_time_ends,
    available_date_starts: campaign?.available_date_starts ?? null,
    available_date_ends: campaign?.available_date_ends ?? null,
    schedule_order: row.schedule_order,
    maximum_cart_quantity: row.maximum_cart_quantity,
    is_prescription_required: row.is_prescription_required,
    is_campaign: Boolean(campaign),
    wishlist_count: row.wishlist_count,
  };
}

export function presentVehicle(view: View, row: VehicleRecord): AnyVehicleT {
  const flavour = flavours[row.module_type as FlavourName] ?? flavours.rental;
  const discount =
    row.provider_discount_x100 === null
      ? null
      : storeDiscount({
          discount_x100: row.provider_discount_x100,
          discount_type: row.provider_discount_type,
          discount_max_minor: row.provider_discount_max_minor,
          discount_min_purchase_minor: row.provider_discount_min_purchase_minor,
        });
  return {
    id: row.id,
    name: tr(view.lang, row.name, row.i18n),
    description: tr(view.lang, row.description, row.i18n, 'description'),
    thumbnail_full_url: url(view, row.thumbnail),
    images_full_url: row.images.map((path) => url(view, path)),
    provider: {
      id: row.provider_id,
      name: tr(view.lang, row.provider_name, row.provider_i18n),
      logo_full_url: url(view, row.provider_logo),
      zone_id: row.zone_id,
      discount,
    },
    provider_id: row.provider_id,
    module_id: row.module_id,
    zone_id: row.zone_id,
    category_id: row.category_id,
    brand_id: row.brand_id,
    category: { id: row.category_id, name: tr(view.lang, row.category_name, row.category_i18n) },
    brand: { id: row.brand_id, name: row.brand_name },
    total_vehicle_count: row.total_vehicle_count,
    total_vehicles: row.total_vehicle_count,
    total_reviews: row.rating_count,
    avg_rating: row.avg_rating,
    new_tag: row.new_tag,
    seating_capacity: row.seating_capacity,
    type: row.type,
    air_condition: row.air_condition > 0 ? 1 : 0,
    transmission_type: row.transmission_type,
    fuel_type: row.fuel_type,
    hourly_price: major(row.hourly_price_minor),
    distance_price: major(row.distance_price_minor),
    discount_price: row.discount_x100 / 100,
    discount_type: row.discount_type === 'amount' ? 'amount' : 'percent',
    wishlist_count: row.wishlist_count,
    ...flavour.pricingFields(row.hourly_enabled, row.distance_enabled),
  };
}

export function presentReview(row: {
  id: number;
  customer_name: string;
  rating: number;
  comment: string;
  created_at: Date | string;
  item_id: number | null;
  vehicle_id: number | null;
  store_id: number;
  item_name: string | null;
  vehicle_name: string | null;
}): Static<typeof Review> {
  return { ...row, created_at: iso(row.created_at) };
}

/** A coupon row (its usage cap and status only select it) with its store's name. */
export function presentCoupon(
  view: View,
  row: Omit<CouponRow, 'total_usage_limit' | 'status'> & { store_name: string | null },
): Static<typeof Coupon> {
  const data =
    row.coupon_type === 'zone_wise'
      ? row.zone_ids
      : row.coupon_type === 'store_wise' && row.store_name
        ? [row.store_name]
        : [];
  return {
    id: row.id,
    title: tr(view.lang, row.title, row.i18n, 'title'),
    code: row.code,
    coupon_type: row.coupon_type,
    discount_type: row.discount_type,
    discount: row.discount_x100 / 100,
    max_discount: major(row.max_discount_minor),
    min_purchase: major(row.min_purchase_minor),
    start_date: row.start_date,
    expire_date: row.expire_date,
    zoneId: row.zone_ids,
    store_id: row.store_id,
    module_id: row.module_id,
    limit: row.limit_per_user,
    data,
  };
}

export function presentProfile(view: View, user: UserRow): Static<typeof Profile> {
  const created = new Date(user.created_at);
  return {
    id: user.id,
    f_name: user.f_name,
    l_name: user.l_name,
    phone: user.phone,
    email: user.email,
    image: user.image,
    image_full_url: fullUrl(view.base, user.image),
    is_phone_verified: user.is_phone_verified,
    is_email_verified: user.is_email_verified,
    login_medium: user.login_medium,
    ref_code: user.ref_code,
    wallet_balance: major(user.wallet_balance_minor),
    loyalty_point: user.loyalty_point,
    member_since_days: Math.max(0, Math.floor((view.now.getTime() - created.getTime()) / 86_400_000)),
    created_at: created.toISOString(),
  };
}

export function presentAddress(row: AddressRow): Static<typeof Address> {
  return { ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) };
}
