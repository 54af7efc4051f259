import { sql, type Kysely } from 'kysely';

/**
 * Initial schema. Money columns end in `_minor` (integer minor units, tiyn/kopeks) because PGlite and pg return
 * `numeric` as strings; values that may be a percent or an amount end in `_x100` (hundredths either way).
 * JSON blobs that mirror an API shape (variations, food_variations, ...) keep major units exactly as served.
 * Translations for en/kz live in `i18n` ({"en": {"name": ..}, "kz": {..}}); base columns are ru.
 */
const statements = [
  `create table settings (key text primary key, value jsonb not null)`,

  `create table modules (
    id serial primary key, module_type text not null, module_name text not null, i18n jsonb not null default '{}',
    icon text not null, thumbnail text not null, description text not null default '', position int not null default 0,
    status boolean not null default true, created_at timestamptz not null default now())`,

  `create table zones (
    id serial primary key, name text not null, display_name text not null, i18n jsonb not null default '{}',
    polygon jsonb not null, increased_delivery_fee_status int not null default 0,
    increased_delivery_fee_x100 int not null default 0, increase_delivery_fee_message text,
    cash_on_delivery boolean not null default true, digital_payment boolean not null default true,
    utc_offset_minutes int not null default 0, status boolean not null default true)`,

  `create table module_zones (
    module_id int not null references modules(id) on delete cascade, zone_id int not null references zones(id) on delete cascade,
    delivery_charge_type text not null check (delivery_charge_type in ('fixed','distance')),
    fixed_shipping_charge_minor int not null default 0, per_km_shipping_charge_minor int not null default 0,
    minimum_shipping_charge_minor int not null default 0, maximum_shipping_charge_minor int,
    maximum_cod_order_amount_minor int, primary key (module_id, zone_id))`,

  `create table stores (
    id serial primary key, slug text not null unique, name text not null, i18n jsonb not null default '{}',
    module_id int not null references modules(id), zone_id int not null references zones(id),
    logo text not null, cover_photo text not null, address text not null, phone text not null, email text not null,
    latitude double precision not null, longitude double precision not null,
    minimum_order_minor int not null default 0, tax_x100 int not null default 0, delivery_time text not null,
    self_delivery_system int not null default 0, per_km_shipping_charge_minor int not null default 0,
    minimum_shipping_charge_minor int not null default 0, maximum_shipping_charge_minor int,
    free_delivery boolean not null default false, delivery boolean not null default true,
    take_away boolean not null default true, schedule_order boolean not null default false,
    veg boolean not null default true, non_veg boolean not null default true, featured boolean not null default false,
    opening_time text not null default '08:00', closing_time text not null default '22:00',
    discount_x100 int, discount_type text, discount_max_minor int, discount_min_purchase_minor int,
    avg_rating double precision not null default 0, rating_count int not null default 0,
    order_count int not null default 0, status boolean not null default true,
    created_at timestamptz not null default now())`,
  `create index stores_zone_module on stores (zone_id, module_id)`,

  `create table categories (
    id serial primary key, parent_id int references categories(id) on delete cascade,
    module_id int not null references modules(id), name text not null, i18n jsonb not null default '{}',
    slug text not null, image text not null, position int not null default 0, priority int not null default 0,
    featured boolean not null default false, status boolean not null default true)`,

  `create table add_ons (
    id serial primary key, store_id int not null references stores(id) on delete cascade,
    name text not null, i18n jsonb not null default '{}', price_minor int not null)`,

  `create table items (
    id serial primary key, slug text not null unique, name text not null, description text not null,
    i18n jsonb not null default '{}', store_id int not null references stores(id) on delete cascade,
    module_id int not null references modules(id), category_id int not null references categories(id),
    category_ids jsonb not null default '[]', price_minor int not null, discount_x100 int not null default 0,
    discount_type text not null default 'percent', image text not null, images jsonb not null default '[]',
    stock int not null default 0, unit_type text not null default 'pc', veg int not null default 0,
    is_halal int not null default 0, organic int not null default 0, recommended int not null default 0,
    generic_name jsonb not null default '[]', nutritions_name jsonb not null default '[]',
    allergies_name jsonb not null default '[]', tags jsonb not null default '[]', add_on_ids jsonb not null default '[]',
    choice_options jsonb not null default '[]', variations jsonb not null default '[]',
    food_variations jsonb not null default '[]', available_time_starts text not null default '00:00:00',
    available_time_ends text not null default '23:59:59', maximum_cart_quantity int,
    is_prescription_required int not null default 0, avg_rating double precision not null default 0,
    rating_count int not null default 0, order_count int not null default 0,
    status boolean not null default true, created_at timestamptz not null default now())`,
  `create index items_store on items (store_id)`,
  `create index items_category on items (category_id)`,

  `create table campaign_items (
    id serial primary key, item_id int not null references items(id) on delete cascade, title text not null,
    i18n jsonb not null default '{}', image text not null, available_date_starts text not null,
    available_date_ends text not null, start_time text not null, end_time text not null,
    price_minor int not null, discount_x100 int not null default 0, discount_type text not null default 'percent',
    status boolean not null default true)`,

  `create table banners (
    id serial primary key, title text not null, i18n jsonb not null default '{}',
    type text not null check (type in ('default','store_wise','item_wise','vehicle_wise','provider_wise')),
    image text not null, module_id int not null references modules(id), zone_id int not null references zones(id),
    store_id int references stores(id) on delete cascade, item_id int references items(id) on delete cascade,
    vehicle_id int, link text, featured boolean not null default false, status boolean not null default true)`,

  `create table coupons (
    id serial primary key, title text not null, i18n jsonb not null default '{}', code text not null unique,
    coupon_type text not null check (coupon_type in ('zone_wise','store_wise','free_delivery','default')),
    discount_type text not null, discount_x100 int not null default 0, max_discount_minor int not null default 0,
    min_purchase_minor int not null default 0, start_date text not null, expire_date text not null,
    zone_ids jsonb not null default '[]', store_id int references stores(id) on delete cascade,
    module_id int references modules(id), limit_per_user int, status boolean not null default true)`,

  `create table vehicle_categories (
    id serial primary key, module_id int not null references modules(id), name text not null,
    i18n jsonb not null default '{}', image text not null, position int not null default 0,
    status boolean not null default true)`,
  `create table vehicle_brands (
    id serial primary key, module_id int not null references modules(id), name text not null, image text not null,
    status boolean not null default true)`,

  `create table vehicles (
    id serial primary key, provider_id int not null references stores(id) on delete cascade,
    module_id int not null references modules(id), category_id int not null references vehicle_categories(id),
    brand_id int not null references vehicle_brands(id), name text not null, description text not null,
    i18n jsonb not null default '{}', thumbnail text not null, images jsonb not null default '[]',
    total_vehicle_count int not null default 1, new_tag int not null default 0, seating_capacity int not null,
    type text not null, air_condition int not null default 0, transmission_type text not null, fuel_type text not null,
    hourly_price_minor int not null default 0, distance_price_minor int not null default 0,
    discount_x100 int not null default 0, discount_type text not null default 'percent',
    hourly_enabled int not null default 0, distance_enabled int not null default 0,
    avg_rating double precision not null default 0, rating_count int not null default 0,
    status boolean not null default true, created_at timestamptz not null default now())`,
  `create index vehicles_module on vehicles (module_id)`,
  `create index vehicles_provider on vehicles (provider_id)`,

  `create table users (
    id serial primary key, f_name text, l_name text, email text, phone text, password_hash text, image text,
    is_phone_verified int not null default 0, is_email_verified int not null default 0,
    status boolean not null default true, login_medium text not null default 'manual', social_id text,
    ref_code text not null, wallet_balance_minor int not null default 0, loyalty_point int not null default 0,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now())`,
  `create unique index users_email on users (lower(email))`,
  `create unique index users_phone on users (phone)`,

  `create table reviews (
    id serial primary key, user_id int references users(id) on delete set null, customer_name text not null,
    store_id int not null references stores(id) on delete cascade, item_id int references items(id) on delete cascade,
    vehicle_id int references vehicles(id) on delete cascade, rating int not null check (rating between 1 and 5),
    comment text not null, created_at timestamptz not null default now())`,
  `create index reviews_store on reviews (store_id)`,

  `create table auth_tokens (
    id serial primary key, user_id int not null references users(id) on delete cascade, token_hash text not null unique,
    expires_at timestamptz not null, revoked_at timestamptz, created_at timestamptz not null default now())`,

  `create table guests (id text primary key, created_at timestamptz not null default now())`,

  `create table otps (
    id serial primary key, session_id text not null unique, channel text not null, target text not null,
    purpose text not null, code_hash text not null, attempts int not null default 0, expires_at timestamptz not null,
    verified_at timestamptz, consumed_at timestamptz, created_at timestamptz not null)`,
  `create index otps_target on otps (channel, target, purpose)`,

  `create table outbox (
    id serial primary key, channel text not null, recipient text not null, subject text not null, body text not null,
    created_at timestamptz not null default now())`,

  `create table addresses (
    id serial primary key, user_id int not null references users(id) on delete cascade, address_type text not null,
    address_label text, contact_person_name text not null, contact_person_number text not null,
    contact_person_email text, address text not null, latitude double precision not null,
    longitude double precision not null, additional_information text, house text, floor text, road text,
    zone_id int, zone_ids jsonb not null default '[]', created_at timestamptz not null default now(),
    updated_at timestamptz not null default now())`,
  `create index addresses_user on addresses (user_id)`,

  `create table wishlists (
    id serial primary key, user_id int not null references users(id) on delete cascade,
    kind text not null check (kind in ('item','store','vehicle','provider')), target_id int not null,
    created_at timestamptz not null default now(), unique (user_id, kind, target_id))`,

  `create table newsletter_subscribers (id serial primary key, email text not null unique,
    created_at timestamptz not null default now())`,

  `create table places (
    id serial primary key, place_id text not null unique, name text not null, i18n jsonb not null default '{}',
    formatted_address text not null, city text not null, latitude double precision not null,
    longitude double precision not null, search_text text not null)`,

  `create table uploads (
    id text primary key, user_id int references users(id) on delete cascade, content_type text not null,
    data bytea not null, created_at timestamptz not null default now())`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'uploads',
    'places',
    'newsletter_subscribers',
    'wishlists',
    'addresses',
    'outbox',
    'otps',
    'guests',
    'auth_tokens',
    'reviews',
    'users',
    'vehicles',
    'vehicle_brands',
    'vehicle_categories',
    'coupons',
    'banners',
    'campaign_items',
    'items',
    'add_ons',
    'categories',
    'stores',
    'module_zones',
    'zones',
    'modules',
    'settings',
  ];
  for (const table of tables) await sql.raw(`drop table if exists ${table} cascade`).execute(db);
}
