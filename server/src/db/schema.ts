import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** jsonb column: read as T, written as a JSON string (both drivers pass strings through untouched). */
export type Json<T> = ColumnType<T, string, string>;
/** Text translations of one row: {"en": {"name": "..."}, "kz": {...}}; the base columns are ru. */
export type I18n = Partial<Record<'en' | 'kz', Record<string, string>>>;
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SettingsTable {
  key: string;
  value: Json<unknown>;
}

export interface ModulesTable {
  id: Generated<number>;
  module_type: string;
  module_name: string;
  i18n: Json<I18n>;
  icon: string;
  thumbnail: string;
  description: string;
  position: number;
  status: boolean;
  created_at: Stamp;
}

export interface LatLng {
  lat: number;
  lng: number;
}

export interface ZonesTable {
  id: Generated<number>;
  name: string;
  display_name: string;
  i18n: Json<I18n>;
  polygon: Json<LatLng[]>;
  increased_delivery_fee_status: number;
  increased_delivery_fee_x100: number;
  increase_delivery_fee_message: string | null;
  cash_on_delivery: boolean;
  digital_payment: boolean;
  /** local time of the zone, for store opening hours */
  utc_offset_minutes: number;
  status: boolean;
}

export interface ModuleZonesTable {
  module_id: number;
  zone_id: number;
  delivery_charge_type: 'fixed' | 'distance';
  fixed_shipping_charge_minor: number;
  per_km_shipping_charge_minor: number;
  minimum_shipping_charge_minor: number;
  maximum_shipping_charge_minor: number | null;
  maximum_cod_order_amount_minor: number | null;
}

export interface StoresTable {
  id: Generated<number>;
  slug: string;
  name: string;
  i18n: Json<I18n>;
  module_id: number;
  zone_id: number;
  logo: string;
  cover_photo: string;
  address: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  minimum_order_minor: number;
  tax_x100: number;
  delivery_time: string;
  self_delivery_system: number;
  per_km_shipping_charge_minor: number;
  minimum_shipping_charge_minor: number;
  maximum_shipping_charge_minor: number | null;
  free_delivery: boolean;
  delivery: boolean;
  take_away: boolean;
  schedule_order: boolean;
  veg: boolean;
  non_veg: boolean;
  featured: boolean;
  opening_time: string;
  closing_time: string;
  discount_x100: number | null;
  discount_type: string | null;
  discount_max_minor: number | null;
  discount_min_purchase_minor: number | null;
  avg_rating: Generated<number>;
  rating_count: Generated<number>;
  order_count: number;
  status: boolean;
  created_at: Stamp;
  /** whether the store's plan shows reviews (migration 0760; SPEC §8 "not having any review plan") */
  reviews_section: Generated<boolean>;
}

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  module_id: number;
  name: string;
  i18n: Json<I18n>;
  slug: string;
  image: string;
  position: number;
  priority: number;
  featured: boolean;
  status: boolean;
}

export interface AddOnsTable {
  id: Generated<number>;
  store_id: number;
  name: string;
  i18n: Json<I18n>;
  price_minor: number;
}

/**
 * Variations keep stable ids (carts and orders key by them, issue 23) and their texts in ru with `i18n`
 * translations ({"en": {"title": ..., "options.0": ...}}); the API serves them in the request's language.
 */
export interface ChoiceOption {
  name: string;
  title: string;
  options: string[];
  /** one per option; a variation's `type` joins the chosen ids with '-' */
  option_ids: string[];
  i18n?: I18n;
}
export interface Variation {
  type: string;
  price: number;
  stock: number;
}
export interface FoodVariationValue {
  id: string;
  label: string;
  optionPrice: number;
  i18n?: I18n;
}
export interface FoodVariation {
  id: string;
  i18n?: I18n;
  name: string;
  type: 'single' | 'multi';
  min: number;
  max: number;
  required: 'on' | 'off';
  values: FoodVariationValue[];
}
export interface NamedTag {
  id: number;
  name: string;
}

export interface ItemsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  i18n: Json<I18n>;
  store_id: number;
  module_id: number;
  category_id: number;
  category_ids: Json<{ id: number; position: number }[]>;
  price_minor: number;
  discount_x100: number;
  discount_type: string;
  image: string;
  images: Json<string[]>;
  stock: number;
  unit_type: string;
  veg: number;
  is_halal: number;
  organic: number;
  recommended: number;
  generic_name: Json<string[]>;
  nutritions_name: Json<string[]>;
  allergies_name: Json<string[]>;
  tags: Json<NamedTag[]>;
  add_on_ids: Json<number[]>;
  choice_options: Json<ChoiceOption[]>;
  variations: Json<Variation[]>;
  food_variations: Json<FoodVariation[]>;
  available_time_starts: string;
  available_time_ends: string;
  maximum_cart_quantity: number | null;
  is_prescription_required: number;
  avg_rating: Generated<number>;
  rating_count: Generated<number>;
  order_count: number;
  status: boolean;
  created_at: Stamp;
}

export interface CampaignItemsTable {
  id: Generated<number>;
  item_id: number;
  title: string;
  i18n: Json<I18n>;
  image: string;
  available_date_starts: string;
  available_date_ends: string;
  start_time: string;
  end_time: string;
  price_minor: number;
  discount_x100: number;
  discount_type: string;
  status: boolean;
}

export interface BannersTable {
  id: Generated<number>;
  title: string;
  i18n: Json<I18n>;
  type: 'default' | 'store_wise' | 'item_wise' | 'vehicle_wise' | 'provider_wise';
  image: string;
  module_id: number;
  zone_id: number;
  store_id: number | null;
  item_id: number | null;
  vehicle_id: number | null;
  link: string | null;
  featured: boolean;
  status: boolean;
}

export interface CouponsTable {
  id: Generated<number>;
  title: string;
  i18n: Json<I18n>;
  code: string;
  coupon_type: 'zone_wise' | 'store_wise' | 'free_delivery' | 'default';
  discount_type: string;
  discount_x100: number;
  max_discount_minor: number;
  min_purchase_minor: number;
  start_date: string;
  expire_date: string;
  zone_ids: Json<number[]>;
  store_id: number | null;
  module_id: number | null;
  limit_per_user: number | null;
  /** uses across all customers (placed orders not canceled or failed); null: unlimited */
  total_usage_limit: number | null;
  status: boolean;
}

export interface VehicleCategoriesTable {
  id: Generated<number>;
  module_id: number;
  name: string;
  i18n: Json<I18n>;
  image: string;
  position: number;
  status: boolean;
}

export interface VehicleBrandsTable {
  id: Generated<number>;
  module_id: number;
  name: string;
  image: string;
  status: boolean;
}

export interface VehiclesTable {
  id: Generated<number>;
  provider_id: number;
  module_id: number;
  category_id: number;
  brand_id: number;
  name: string;
  description: string;
  i18n: Json<I18n>;
  thumbnail: string;
  images: Json<string[]>;
  total_vehicle_count: number;
  new_tag: number;
  seating_capacity: number;
  type: string;
  air_condition: number;
  transmission_type: string;
  fuel_type: string;
  hourly_price_minor: number;
  distance_price_minor: number;
  discount_x100: number;
  discount_type: string;
  hourly_enabled: number;
  distance_enabled: number;
  avg_rating: Generated<number>;
  rating_count: Generated<number>;
  status: boolean;
  created_at: Stamp;
}

export interface UsersTable {
  id: Generated<number>;
  f_name: string | null;
  l_name: string | null;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  image: string | null;
  is_phone_verified: Generated<number>;
  is_email_verified: Generated<number>;
  status: boolean;
  login_medium: string;
  social_id: string | null;
  ref_code: string;
  wallet_balance_minor: Generated<number>;
  loyalty_point: Generated<number>;
  /** notification settings (migration 0750): receipts by e-mail, and order and trip status updates */
  notify_receipts: Generated<boolean>;
  notify_updates: Generated<boolean>;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface ReviewsTable {
  id: Generated<number>;
  user_id: number | null;
  customer_name: string;
  store_id: number;
  item_id: number | null;
  vehicle_id: number | null;
  rating: number;
  comment: string;
  created_at: Stamp;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Stamp;
  revoked_at: Stamp | null;
  created_at: Stamp;
}

export interface GuestsTable {
  id: string;
  created_at: Stamp;
}

export interface OtpsTable {
  id: Generated<number>;
  session_id: string;
  channel: 'phone' | 'email';
  target: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  expires_at: Stamp;
  verified_at: Stamp | null;
  consumed_at: Stamp | null;
  created_at: Stamp;
}

export type OutboxState = 'pending' | 'sending' | 'sent' | 'failed' | 'expired';

export interface OutboxTable {
  id: Generated<number>;
  /** push (migration 0770): `recipient` is the subscription's endpoint */
  channel: 'phone' | 'email' | 'push';
  recipient: string;
  /** a code's text as queued (kind 'code'), or a message queued before migration 0750 (kind 'plain') */
  subject: string | null;
  body: string | null;
  /** what the message is for: login, verify, reset, change, confirm (migration 0710) */
  purpose: string | null;
  created_at: Stamp;
  /** what it says (services/messages/templates.ts), its facts, and the language it is written in (migration 0750) */
  kind: Generated<string>;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  lang: Generated<string>;
  /** the customer it is about (null: a guest, or a code to a contact) */
  user_id: number | null;
  state: Generated<OutboxState>;
  attempts: Generated<number>;
  next_attempt_at: Stamp;
  lease_until: Stamp | null;
  leased_by: string | null;
  last_error: string | null;
  sent_at: Stamp | null;
}

/** A browser's Web Push subscription (migration 0770): the customer's push token, for one session. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  session_id: number | null;
  endpoint: string;
  /** the browser's P-256 public key and auth secret, base64url (RFC 8291) */
  p256dh: string;
  auth: string;
  expires_at: Stamp | null;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface OutboxAttemptsTable {
  id: Generated<number>;
  outbox_id: number;
  attempt: number;
  worker: string;
  started_at: Stamp;
  finished_at: Stamp;
  outcome: 'sent' | 'retry' | 'failed' | 'interrupted' | 'expired';
  error: string | null;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  address_type: string;
  address_label: string | null;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string | null;
  address: string;
  latitude: number;
  longitude: number;
  additional_information: string | null;
  house: string | null;
  floor: string | null;
  road: string | null;
  zone_id: number | null;
  zone_ids: Json<number[]>;
  created_at: Stamp;
  updated_at: Stamp;
}

export type WishlistKind = 'item' | 'store' | 'vehicle' | 'provider';
export interface WishlistsTable {
  id: Generated<number>;
  user_id: number;
  kind: WishlistKind;
  target_id: number;
  created_at: Stamp;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  created_at: Stamp;
}

export type PlaceKind = 'street' | 'landmark';

export interface PlacesTable {
  id: Generated<number>;
  place_id: string;
  name: string;
  i18n: Json<I18n>;
  formatted_address: string;
  city: string;
  latitude: number;
  longitude: number;
  /** a street takes a house number in place search; a landmark's address has its own */
  kind: Generated<PlaceKind>;
}

export type UploadPurpose = 'image' | 'profile' | 'chat' | 'prescription';

export interface UploadsTable {
  id: string;
  user_id: number | null;
  /** the guest who uploaded it (prescriptions before sign-in) */
  guest_id: string | null;
  purpose: Generated<UploadPurpose>;
  content_type: string;
  data: Uint8Array;
  created_at: Stamp;
}

export interface Database {
  settings: SettingsTable;
  modules: ModulesTable;
  zones: ZonesTable;
  module_zones: ModuleZonesTable;
  stores: StoresTable;
  categories: CategoriesTable;
  add_ons: AddOnsTable;
  items: ItemsTable;
  campaign_items: CampaignItemsTable;
  banners: BannersTable;
  coupons: CouponsTable;
  vehicle_categories: VehicleCategoriesTable;
  vehicle_brands: VehicleBrandsTable;
  vehicles: VehiclesTable;
  users: UsersTable;
  reviews: ReviewsTable;
  auth_tokens: AuthTokensTable;
  guests: GuestsTable;
  otps: OtpsTable;
  outbox: OutboxTable;
  outbox_attempts: OutboxAttemptsTable;
  push_subscriptions: PushSubscriptionsTable;
  addresses: AddressesTable;
  wishlists: WishlistsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  places: PlacesTable;
  uploads: UploadsTable;
}

export type UserRow = Selectable<UsersTable>;
export type ItemRow = Selectable<ItemsTable>;
export type CampaignItemRow = Selectable<CampaignItemsTable>;
export type CouponRow = Selectable<CouponsTable>;
export type StoreRow = Selectable<StoresTable>;
export type VehicleRow = Selectable<VehiclesTable>;
export type AddressRow = Selectable<AddressesTable>;
export type NewItem = Insertable<ItemsTable>;

// ── Store orders, payments, wallet (migration 0200, issue 4/6) ───────────────
// Declaration merging adds these tables to Database without touching the interface above.

export type PaymentPurpose = 'order' | 'trip' | 'wallet_fund';
export type PaymentStatus = 'pending' | 'paid' | 'failed';

export interface PaymentIntentsTable {
  id: string;
  purpose: PaymentPurpose;
  reference_id: string;
  amount_minor: number;
  user_id: number | null;
  guest_id: string | null;
  gateway: string;
  callback_url: string;
  status: Generated<PaymentStatus>;
  created_at: Stamp;
  completed_at: Stamp | null;
  /** the owner's idempotency key of the request that started it (migration 0646); null without one */
  idempotency_scope: Generated<string | null>;
  idempotency_key: Generated<string | null>;
  /** the starting request's fingerprint under that key (migration 0701) */
  idempotency_fingerprint: Generated<string | null>;
  /** the language the customer started it in (migration 0750) */
  lang: Generated<string>;
}

export interface WalletTransactionsTable {
  id: Generated<number>;
  user_id: number;
  credit_minor: number;
  debit_minor: number;
  balance_minor: number;
  transaction_type: string;
  reference: string | null;
  created_at: Stamp;
}

export interface CartAddOn {
  id: number;
  quantity: number;
}

export interface StoreCartItemsTable {
  id: Generated<number>;
  user_id: number | null;
  guest_id: string | null;
  item_id: number;
  campaign_id: number | null;
  store_id: number;
  module_id: number;
  quantity: number;
  variation_type: string | null;
  food_options: Json<Record<string, string[]>>;
  add_ons: Json<CartAddOn[]>;
  line_key: string;
  price_minor: number;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface OrderAddress {
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

export interface ParcelDetails {
  category_id: number;
  sender: OrderAddress;
  receiver: OrderAddress;
}

export interface OrdersTable {
  id: Generated<number>;
  user_id: number | null;
  guest_id: string | null;
  store_id: number | null;
  module_id: number;
  zone_id: number;
  order_type: 'delivery' | 'take_away' | 'parcel';
  order_status: string;
  payment_method: string;
  payment_status: string;
  items_subtotal_minor: number;
  item_discount_minor: number;
  store_discount_minor: number;
  coupon_code: string | null;
  coupon_discount_minor: number;
  tax_minor: number;
  tax_included: boolean;
  delivery_charge_minor: number;
  order_amount_minor: number;
  delivery_address: Json<OrderAddress | null>;
  contact_phone: string;
  distance_km: number;
  schedule_at: Stamp | null;
  order_note: string | null;
  prescription: Json<string[]>;
  parcel: Json<ParcelDetails | null>;
  idempotency_scope: string | null;
  idempotency_key: string | null;
  /** the request's fingerprint under that key (migration 0701, services/idempotency.ts); null without a key */
  idempotency_fingerprint: Generated<string | null>;
  cancellation_reason: string | null;
  reviewed: Generated<boolean>;
  /** the language the customer placed it in: the language of the messages about it (migration 0750) */
  lang: Generated<string>;
  created_at: Stamp;
  updated_at: Stamp;
  /** the surge part of the delivery charge and the note the customer saw with it (migration 0760) */
  surge_charge_minor: Generated<number>;
  surge_note: Generated<string | null>;
  /** cashback promised at checkout (a signed-in customer's order), credited to the wallet at delivery */
  cashback_minor: Generated<number>;
  cashback_offer_id: Generated<number | null>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  item_id: number;
  campaign_id: number | null;
  name: string;
  image: string;
  quantity: number;
  unit_price_minor: number;
  unit_discount_minor: number;
  add_ons_minor: number;
  total_minor: number;
  variation_type: string | null;
  food_options: Json<Record<string, string[]>>;
  add_ons: Json<(CartAddOn & { name: string; price_minor: number })[]>;
}

export interface OrderStatusLogsTable {
  id: Generated<number>;
  order_id: number;
  status: string;
  created_at: Stamp;
}

export interface ParcelCategoriesTable {
  id: Generated<number>;
  name: string;
  i18n: Json<I18n>;
  description: string;
  image: string;
  per_km_charge_minor: number;
  minimum_charge_minor: number;
  status: boolean;
}

export interface Database {
  payment_intents: PaymentIntentsTable;
  wallet_transactions: WalletTransactionsTable;
  store_cart_items: StoreCartItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_logs: OrderStatusLogsTable;
  parcel_categories: ParcelCategoriesTable;
}

export type PaymentIntentRow = Selectable<PaymentIntentsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type StoreCartItemRow = Selectable<StoreCartItemsTable>;

// ── Vehicle carts and trips (migration 0100, issue 4/5) ──────────────────────
// Declaration merging adds these tables to Database without touching the interface above.

export type VehicleModuleType = 'rental' | 'carmarket';
export type TripType = 'hourly' | 'distance_wise';
export type TripStatus = 'pending' | 'confirmed' | 'ongoing' | 'completed' | 'canceled';

/** A place as the storefront sends it: name plus coordinates. */
export interface TripPlace {
  location_name: string;
  lat: number;
  lng: number;
}

export interface VehicleCartsTable {
  id: Generated<number>;
  module_type: VehicleModuleType;
  user_id: number | null;
  guest_id: string | null;
  trip_type: TripType | null;
  estimated_hours: number;
  distance_m: number;
  destination_time: number;
  pickup_location: Json<TripPlace | null> | null;
  destination_location: Json<TripPlace | null> | null;
  pickup_time: string | null;
  updated_at: Stamp;
  /** the search's duration and date as the customer set them (SPEC §3 user_data durationValue, dateValue) */
  duration_value: Generated<number | null>;
  date_value: Generated<string | null>;
}

export interface VehicleCartLinesTable {
  id: Generated<number>;
  cart_id: number;
  vehicle_id: number;
  provider_id: number;
  quantity: number;
  created_at: Stamp;
}

export interface TripsTable {
  id: Generated<number>;
  module_type: VehicleModuleType;
  user_id: number | null;
  guest_id: string | null;
  provider_id: number;
  /** the key's owner, `u:<user id>` or `g:<guest id>` (services/idempotency.ts); null without a key */
  idempotency_scope: string | null;
  idempotency_key: string | null;
  /** the request's fingerprint under that key (migration 0701, services/idempotency.ts); null without a key */
  idempotency_fingerprint: Generated<string | null>;
  trip_type: TripType;
  estimated_hours: number;
  distance_m: number;
  pickup_location: Json<TripPlace>;
  destination_location: Json<TripPlace>;
  pickup_time: string;
  status: Generated<TripStatus>;
  payment_method: string;
  payment_status: Generated<'unpaid' | 'paid'>;
  contact: Json<Record<string, string> | null> | null;
  subtotal_minor: number;
  vehicle_discount_minor: number;
  provider_discount_minor: number;
  tax_minor: number;
  tax_included: boolean;
  total_minor: number;
  cancellation_reason: string | null;
  /** tstzrange text '[start,end)': the time the trip holds its vehicles (migration 0510) */
  held_during: string;
  /** the language the customer booked it in: the language of the messages about it (migration 0750) */
  lang: Generated<string>;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface TripVehiclesTable {
  id: Generated<number>;
  trip_id: number;
  vehicle_id: number;
  name: string;
  thumbnail: string;
  quantity: number;
  unit_price_minor: number;
  line_total_minor: number;
}

export interface TripReviewsTable {
  trip_id: number;
  vehicle_id: number;
  review_id: number;
}

export interface Database {
  vehicle_carts: VehicleCartsTable;
  vehicle_cart_lines: VehicleCartLinesTable;
  trips: TripsTable;
  trip_vehicles: TripVehiclesTable;
  trip_reviews: TripReviewsTable;
}

export type TripRow = Selectable<TripsTable>;

// ---- accounts (migration 0300): loyalty ledger, referrals, chat, applications, interests ----

export interface LoyaltyTransactionsTable {
  id: Generated<number>;
  user_id: number;
  credit: number;
  debit: number;
  balance: number;
  transaction_type: string;
  reference: string | null;
  created_at: Stamp;
}

export interface ReferralsTable {
  referred_id: number;
  referrer_id: number;
  created_at: Generated<Stamp>;
  /** when the referrer was paid: at the referred customer's first paid order (null until then) */
  rewarded_at: Stamp | null;
  reward_order_id: number | null;
}

export type ChatPartnerType = 'admin' | 'store';
export interface ConversationsTable {
  id: Generated<number>;
  user_id: number;
  partner_type: ChatPartnerType;
  partner_id: number | null;
  unread_count: Generated<number>;
  last_message: string | null;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  from_customer: boolean;
  message: string | null;
  files: Json<string[]>;
  created_at: Stamp;
}

export interface StoreApplicationsTable {
  id: Generated<number>;
  store_name: string;
  store_address: string;
  module_id: number;
  zone_id: number;
  f_name: string;
  l_name: string | null;
  phone: string;
  email: string;
  password_hash: string;
  tin: string | null;
  status: Generated<string>;
  created_at: Stamp;
}

export interface DeliverymanApplicationsTable {
  id: Generated<number>;
  f_name: string;
  l_name: string | null;
  phone: string;
  email: string;
  password_hash: string;
  zone_id: number;
  vehicle: string;
  identity_type: string;
  identity_number: string;
  status: Generated<string>;
  created_at: Stamp;
}

export interface UserInterestsTable {
  user_id: number;
  category_id: number;
}

export interface Database {
  loyalty_transactions: LoyaltyTransactionsTable;
  referrals: ReferralsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  store_applications: StoreApplicationsTable;
  deliveryman_applications: DeliverymanApplicationsTable;
  user_interests: UserInterestsTable;
}

export interface AuthThrottlesTable {
  scope: string;
  /** sha256 of the account identifier */
  key: string;
  window_start_ms: string | number;
  hits: number;
  strikes: Generated<number>;
  blocked_until_ms: Generated<string | number>;
}

export interface Database {
  auth_throttles: AuthThrottlesTable;
}

/** Issue 37 (migration 0710): sign-up tickets, outbound message caps, shared server keys. */
export interface SignupTicketsTable {
  id: Generated<number>;
  /** sha256 of the ticket the client holds */
  ticket_hash: string;
  channel: 'phone' | 'email';
  target: string;
  /** sha256 of the client address that verified the code */
  client_hash: string;
  login_type: string;
  /** the account the ticket completes, when one exists already (a known contact without a name) */
  user_id: number | null;
  /** what a social sign-up carries over to the account it makes (social_id, phone) */
  details: ColumnType<Record<string, string | null>, string | undefined, string>;
  created_at: Stamp;
  expires_at: Stamp;
  used_at: Stamp | null;
}

export interface OutboundCountsTable {
  cap: string;
  key: string;
  window_start_ms: string | number;
  hits: number;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

export interface Database {
  signup_tickets: SignupTicketsTable;
  outbound_counts: OutboundCountsTable;
  server_secrets: ServerSecretsTable;
}

/** Issue 42 (migration 0780): real-user monitoring, counts only (services/operations/rum.ts). */
export interface RumCountsTable {
  minute: Date;
  remote: string;
  version: string;
  route: string;
  /** view, error, chunk_error, lcp, inp, cls */
  metric: string;
  /** a vital's bucket (RUM_BUCKETS); 0 for the counts */
  bucket: Generated<number>;
  count: ColumnType<string, number, string>;
}

export interface Database {
  rum_counts: RumCountsTable;
}

// ── Surge prices and cashback offers (migration 0760, issue 45) ──────────────

export interface SurgePricesTable {
  id: Generated<number>;
  zone_id: number;
  module_id: number;
  name: string;
  customer_note: string | null;
  /** en/kz `name` and `customer_note` */
  i18n: Json<I18n>;
  price_type: 'percent' | 'fixed';
  percent_x100: number | null;
  amount_minor: number | null;
  duration_type: 'daily' | 'weekly' | 'custom';
  /** 'YYYY-MM-DD' on the zone's clock */
  start_date: string;
  end_date: string | null;
  /** 'HH:mm' on the zone's clock */
  start_time: string;
  end_time: string;
  weekdays: Json<number[]>;
  dates: Json<string[]>;
  status: boolean;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface CashbackOffersTable {
  id: Generated<number>;
  title: string;
  i18n: Json<I18n>;
  cashback_type: 'percent' | 'amount';
  /** percent ×100, or the amount in minor units */
  value_x100: number;
  min_purchase_minor: number;
  /** 0: uncapped */
  max_discount_minor: number;
  start_date: string;
  end_date: string;
  same_user_limit: number | null;
  status: boolean;
  created_at: Stamp;
}

export interface Database {
  surge_prices: SurgePricesTable;
  cashback_offers: CashbackOffersTable;
}

export type SurgePriceRow = Selectable<SurgePricesTable>;
export type CashbackOfferRow = Selectable<CashbackOffersTable>;

// ── Site search (migration 0790, issue 41) ──────────────

export interface SearchEntriesTable {
  kind: 'store' | 'item' | 'vehicle';
  ref_id: number;
  module_id: number;
  terms: string;
}

export interface Database {
  search_entries: SearchEntriesTable;
}

// ── Recently viewed (migration 0791, issue 41) ──────────────

export interface RecentlyViewedTable {
  user_id: number;
  kind: 'item' | 'vehicle';
  ref_id: number;
  viewed_at: Stamp;
}

export interface Database {
  recently_viewed: RecentlyViewedTable;
}

/** Issue 45.4 (migration 0761): the reset token verify-phone exchanges a right reset code for. */
export interface ResetTokensTable {
  id: Generated<number>;
  /** sha256 of the token the client holds */
  token_hash: string;
  channel: 'phone' | 'email';
  target: string;
  created_at: Stamp;
  expires_at: Stamp;
  used_at: Stamp | null;
}

export interface Database {
  reset_tokens: ResetTokensTable;
}
