import { sql, type Kysely } from 'kysely';

/**
 * Issue 45: the SPEC's last gaps.
 * - `surge_prices`: an operator's surge rule per zone and module (@mart/domain surge.ts): percent of the delivery
 *   charge or a fixed amount, when it runs on the zone's clock (daily / weekly days / listed dates, a time window,
 *   a date range). Dates are 'YYYY-MM-DD' and times 'HH:mm' as text: wall-clock values of the zone, never converted.
 * - `orders.surge_charge_minor`, `orders.surge_note`: the surge an order paid, its own line on every receipt;
 *   `orders.cashback_minor`, `orders.cashback_offer_id`: the cashback promised at checkout, credited at delivery.
 * - `cashback_offers`: cashback on an order's amount (§7 cashback calls), percent or amount, with a minimum, a cap and
 *   a per-customer limit.
 * - `vehicle_carts.duration_value`, `vehicle_carts.date_value`: the search's duration and date as the customer set
 *   them (SPEC §3 user_data durationValue, dateValue), so the trip can be edited from another tab.
 * - `stores.reviews_section`: whether the store's plan shows reviews (SPEC §8 "this store is not having any review
 *   plan").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table surge_prices (
    id serial primary key,
    zone_id int not null references zones(id) on delete cascade,
    module_id int not null references modules(id) on delete cascade,
    name text not null,
    customer_note text,
    i18n jsonb not null default '{}'::jsonb,
    price_type text not null check (price_type in ('percent', 'fixed')),
    percent_x100 int check (percent_x100 > 0 and percent_x100 <= 10000),
    amount_minor int check (amount_minor > 0),
    duration_type text not null check (duration_type in ('daily', 'weekly', 'custom')),
    start_date text not null,
    end_date text,
    start_time text not null,
    end_time text not null,
    weekdays jsonb not null default '[]'::jsonb,
    dates jsonb not null default '[]'::jsonb,
    status boolean not null default true,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    check ((price_type = 'percent' and percent_x100 is not null and amount_minor is null)
        or (price_type = 'fixed' and amount_minor is not null and percent_x100 is null)))`.execute(db);
  await sql`create index surge_prices_zone_module on surge_prices (zone_id, module_id)`.execute(db);

  await sql`create table cashback_offers (
    id serial primary key,
    title text not null,
    i18n jsonb not null default '{}'::jsonb,
    cashback_type text not null check (cashback_type in ('percent', 'amount')),
    value_x100 int not null check (value_x100 > 0),
    min_purchase_minor int not null default 0 check (min_purchase_minor >= 0),
    max_discount_minor int not null default 0 check (max_discount_minor >= 0),
    start_date text not null,
    end_date text not null,
    same_user_limit int check (same_user_limit > 0),
    status boolean not null default true,
    created_at timestamptz not null)`.execute(db);

  await sql`alter table orders
    add column surge_charge_minor int not null default 0 check (surge_charge_minor >= 0),
    add column surge_note text,
    add column cashback_minor int not null default 0 check (cashback_minor >= 0),
    add column cashback_offer_id int references cashback_offers(id) on delete set null`.execute(db);
  await sql`create index orders_cashback_offer on orders (cashback_offer_id, user_id)
    where cashback_offer_id is not null`.execute(db);
  await sql`alter table vehicle_carts add column duration_value int, add column date_value text`.execute(db);
  await sql`alter table stores add column reviews_section boolean not null default true`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table stores drop column if exists reviews_section`.execute(db);
  await sql`alter table vehicle_carts drop column if exists duration_value, drop column if exists date_value`.execute(
    db,
  );
  await sql`drop index if exists orders_cashback_offer`.execute(db);
  await sql`alter table orders drop column if exists surge_charge_minor, drop column if exists surge_note,
    drop column if exists cashback_minor, drop column if exists cashback_offer_id`.execute(db);
  await sql`drop table if exists cashback_offers`.execute(db);
  await sql`drop table if exists surge_prices`.execute(db);
}
