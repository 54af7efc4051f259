/**
 * The minimal structural shapes the rules read, with SPEC §3 field names. Every field a rule can live without is
 * optional, and numbers may come as numeric strings, so both API responses and server rows fit without mapping.
 */
import type { Numeric } from './money';

export type Id = number | string;

/** API flags come as 0/1, '0'/'1', booleans, or 'on'/'off' (food variation `required`). */
export type Flag = number | string | boolean | null | undefined;

export type DiscountType = 'percent' | 'amount';

/** Item or vehicle own discount (Item.discount/discount_type, Vehicle.discount_price/discount_type). */
export interface Discount {
  discount?: Numeric | null;
  discount_type?: DiscountType | string | null;
}

/** Provider/store discount: a percent of the purchase, from min_purchase up, capped at max_discount (0 = no cap). */
export interface ThresholdDiscount {
  discount?: Numeric | null;
  min_purchase?: Numeric | null;
  max_discount?: Numeric | null;
}

// ── Vehicles ────────────────────────────────────────────────────────────────

export interface Provider {
  id: Id;
  name?: string;
  discount?: ThresholdDiscount | null;
}

export interface Vehicle {
  id: Id;
  name?: string;
  provider?: Provider | null;
  provider_id?: Id;
  total_vehicle_count?: Numeric | null;
  total_vehicles?: Numeric | null;
  /** In search results: how many are free for the searched trip. */
  available_vehicle_count?: Numeric | null;
  air_condition?: Numeric | null;
  hourly_price?: Numeric | null;
  distance_price?: Numeric | null;
  discount_price?: Numeric | null;
  discount_type?: DiscountType | string | null;
  trip_hourly?: Flag;
  trip_distance?: Flag;
  order_hourly?: Flag;
  order_distance?: Flag;
}

/** SPEC §3 rental_type / carmarket_type values. */
export type PricingType = 'hourly' | 'distance_wise';

export interface VehicleCartLine {
  id: Id;
  quantity: Numeric;
  vehicle?: Vehicle | null;
  vehicle_id?: Id;
  provider?: { id: Id } | null;
  provider_id?: Id;
}

export interface VehicleCartUserData {
  rental_type?: string | null;
  carmarket_type?: string | null;
  estimated_hours?: Numeric | null;
  distance?: Numeric | null;
}

export interface VehicleCart {
  carts?: readonly VehicleCartLine[] | null;
  user_data?: VehicleCartUserData | null;
}

export interface VehicleSearch {
  tripType?: string | null;
  orderType?: string | null;
  /** Hours chosen for an hourly search. */
  duration?: Numeric | null;
}

// ── Store items ─────────────────────────────────────────────────────────────

export interface AddOn {
  id: Id;
  name?: string;
  price: Numeric;
}

export interface ChoiceOption {
  title?: string;
  /** Labels in the request's language. */
  options: readonly string[];
  /** Stable ids of `options`, position by position; a variation type joins the chosen ids with '-'. */
  option_ids?: readonly string[];
}

/** A priced combination of choice options, e.g. type 'Red-XL'. */
export interface ItemVariation {
  type: string;
  price: Numeric;
  stock?: Numeric | null;
}

export interface FoodVariationValue {
  /** Stable id (carts and orders key options by it); older data without one is keyed by its label. */
  id?: string;
  label: string;
  optionPrice?: Numeric | null;
  isSelected?: boolean;
  /** Present when the store tracks per-option stock. */
  stock?: Numeric | null;
}

export interface FoodVariation {
  /** Stable id (carts and orders key groups by it); older data without one is keyed by its name. */
  id?: string;
  name: string;
  type?: 'single' | 'multi' | string;
  min?: Numeric | null;
  max?: Numeric | null;
  required?: Flag;
  values: readonly FoodVariationValue[];
}

export interface Item extends Discount {
  id: Id;
  name?: string;
  price: Numeric;
  store_id?: Id;
  module_type?: string;
  stock?: Numeric | null;
  maximum_cart_quantity?: Numeric | null;
  add_ons?: readonly AddOn[] | null;
  choice_options?: readonly ChoiceOption[] | null;
  variations?: readonly ItemVariation[] | null;
  food_variations?: readonly FoodVariation[] | null;
  available_time_starts?: string | null;
  available_time_ends?: string | null;
  schedule_order?: Flag;
}

// ── Checkout ────────────────────────────────────────────────────────────────

export type CouponType = 'zone_wise' | 'store_wise' | 'free_delivery' | 'default';

export interface Coupon extends Discount {
  code?: string;
  coupon_type?: CouponType | string | null;
  min_purchase?: Numeric | null;
  max_discount?: Numeric | null;
  zoneId?: Id | null;
  /** zone_wise: zone ids; store_wise: store ids. An array, one id, or a JSON array as text. */
  data?: Id | readonly Id[] | null;
}

export interface StoreDelivery {
  id?: Id;
  self_delivery_system?: Flag;
  per_km_shipping_charge?: Numeric | null;
  minimum_shipping_charge?: Numeric | null;
  maximum_shipping_charge?: Numeric | null;
  free_delivery?: Flag;
  discount?: ThresholdDiscount | null;
}

export interface ZoneDelivery {
  /** Zone-module pivot. */
  delivery_charge_type?: 'fixed' | 'per_km' | string | null;
  fixed_shipping_charge?: Numeric | null;
  per_km_shipping_charge?: Numeric | null;
  minimum_shipping_charge?: Numeric | null;
  maximum_shipping_charge?: Numeric | null;
  increased_delivery_fee_status?: Flag;
  /** Percent added to the charge while the status is on. */
  increased_delivery_fee?: Numeric | null;
}

export interface AdminFreeDelivery {
  status?: Flag;
  type?: 'free_delivery_by_order_amount' | 'free_delivery_to_all_store' | string | null;
  free_delivery_over?: Numeric | null;
}

/** Surge price on delivery (surge.ts picks the rule): percent of the delivery charge, or a fixed amount (major). */
export interface Surcharge {
  price_type?: 'percent' | 'fixed' | string | null;
  price?: Numeric | null;
}

export interface DeliveryConfig {
  free_delivery_over?: Numeric | null;
  admin_free_delivery?: AdminFreeDelivery | null;
}
