import { sql, type Kysely } from 'kysely';

/**
 * Money side for store modules (issue 4/6): payment intents, the wallet ledger, the store-item cart, orders with
 * their lines and status log, and parcels. Money in integer minor units (`_minor`), as in 0001.
 */
const statements = [
  // One row per attempt to collect money; `status` moves pending → paid | failed exactly once (services/payments/payments.ts).
  `create table payment_intents (
    id text primary key, purpose text not null check (purpose in ('order','trip','wallet_fund')),
    reference_id text not null, amount_minor int not null check (amount_minor > 0),
    user_id int references users(id) on delete set null, guest_id text,
    gateway text not null, callback_url text not null,
    status text not null default 'pending' check (status in ('pending','paid','failed')),
    created_at timestamptz not null default now(), completed_at timestamptz)`,
  `create index payment_intents_reference on payment_intents (purpose, reference_id)`,

  // Append-only ledger; users.wallet_balance_minor is its running sum, updated in the same transaction.
  `create table wallet_transactions (
    id serial primary key, user_id int not null references users(id) on delete cascade,
    credit_minor int not null default 0, debit_minor int not null default 0, balance_minor int not null,
    transaction_type text not null, reference text, created_at timestamptz not null default now())`,
  `create index wallet_transactions_user on wallet_transactions (user_id, id)`,

  `create table store_cart_items (
    id serial primary key, user_id int references users(id) on delete cascade, guest_id text,
    item_id int not null references items(id) on delete cascade, campaign_id int references campaign_items(id) on delete cascade,
    store_id int not null, module_id int not null, quantity int not null check (quantity > 0),
    variation_type text, food_options jsonb not null default '{}', add_ons jsonb not null default '[]',
    line_key text not null, price_minor int not null,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now(),
    check ((user_id is null) <> (guest_id is null)))`,
  `create index store_cart_items_user on store_cart_items (user_id)`,
  `create index store_cart_items_guest on store_cart_items (guest_id)`,

  `create table orders (
    id serial primary key, user_id int references users(id) on delete set null, guest_id text,
    store_id int references stores(id), module_id int not null, zone_id int not null,
    order_type text not null check (order_type in ('delivery','take_away','parcel')),
    order_status text not null, payment_method text not null, payment_status text not null,
    items_subtotal_minor int not null, item_discount_minor int not null, store_discount_minor int not null,
    coupon_code text, coupon_discount_minor int not null default 0, tax_minor int not null, tax_included boolean not null,
    delivery_charge_minor int not null, order_amount_minor int not null,
    delivery_address jsonb, contact_phone text not null, distance_km double precision not null default 0,
    schedule_at timestamptz, order_note text, prescription jsonb not null default '[]',
    parcel jsonb, idempotency_scope text, idempotency_key text,
    cancellation_reason text, reviewed boolean not null default false,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now(),
    unique (idempotency_scope, idempotency_key))`,
  `create index orders_user on orders (user_id, id)`,

  `create table order_items (
    id serial primary key, order_id int not null references orders(id) on delete cascade,
    item_id int not null, campaign_id int, name text not null, image text not null,
    quantity int not null, unit_price_minor int not null, unit_discount_minor int not null,
    add_ons_minor int not null, total_minor int not null,
    variation_type text, food_options jsonb not null default '{}', add_ons jsonb not null default '[]')`,
  `create index order_items_order on order_items (order_id)`,

  `create table order_status_logs (
    id serial primary key, order_id int not null references orders(id) on delete cascade,
    status text not null, created_at timestamptz not null default now())`,

  `create table parcel_categories (
    id serial primary key, name text not null, i18n jsonb not null default '{}', description text not null default '',
    image text not null, per_km_charge_minor int not null, minimum_charge_minor int not null, status boolean not null default true)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'parcel_categories',
    'order_status_logs',
    'order_items',
    'orders',
    'store_cart_items',
    'wallet_transactions',
    'payment_intents',
  ]) {
    await sql.raw(`drop table if exists ${table} cascade`).execute(db);
  }
}
