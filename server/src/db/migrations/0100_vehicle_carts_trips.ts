import { sql, type Kysely } from 'kysely';

/**
 * Vehicle carts and trips (rental) / orders (car market), one set of tables for both flavours keyed by
 * module_type. A cart belongs to exactly one owner: a user, or a guest id (never both). Money in minor units.
 * Distances in metres (the API speaks km to 3 decimals, i.e. to the metre). Pickup times are the customer's
 * wall-clock text 'YYYY-MM-DD HH:mm' (SPEC §9), kept as typed.
 */
const statements = [
  `create table vehicle_carts (
    id serial primary key, module_type text not null check (module_type in ('rental','carmarket')),
    user_id int references users(id) on delete cascade, guest_id text references guests(id) on delete cascade,
    trip_type text check (trip_type in ('hourly','distance_wise')), estimated_hours int not null default 0,
    distance_m int not null default 0, destination_time int not null default 0,
    pickup_location jsonb, destination_location jsonb, pickup_time text,
    updated_at timestamptz not null default now(),
    check ((user_id is null) <> (guest_id is null)))`,
  `create unique index vehicle_carts_user on vehicle_carts (module_type, user_id) where user_id is not null`,
  `create unique index vehicle_carts_guest on vehicle_carts (module_type, guest_id) where guest_id is not null`,

  `create table vehicle_cart_lines (
    id serial primary key, cart_id int not null references vehicle_carts(id) on delete cascade,
    vehicle_id int not null references vehicles(id) on delete cascade, provider_id int not null,
    quantity int not null check (quantity > 0), created_at timestamptz not null default now(),
    unique (cart_id, vehicle_id))`,

  `create table trips (
    id serial primary key, module_type text not null check (module_type in ('rental','carmarket')),
    user_id int references users(id) on delete set null, guest_id text, provider_id int not null,
    idempotency_key text, trip_type text not null, estimated_hours int not null, distance_m int not null,
    pickup_location jsonb not null, destination_location jsonb not null, pickup_time text not null,
    status text not null default 'pending'
      check (status in ('pending','confirmed','ongoing','completed','canceled')),
    payment_method text not null, payment_status text not null default 'unpaid' check (payment_status in ('unpaid','paid')),
    contact jsonb, subtotal_minor int not null, vehicle_discount_minor int not null, provider_discount_minor int not null,
    tax_minor int not null, tax_included boolean not null, total_minor int not null,
    cancellation_reason text, created_at timestamptz not null default now(), updated_at timestamptz not null default now())`,
  `create unique index trips_idempotency on trips (module_type, coalesce(user_id::text, guest_id), idempotency_key)
    where idempotency_key is not null`,
  `create index trips_user on trips (user_id, module_type)`,

  `create table trip_vehicles (
    id serial primary key, trip_id int not null references trips(id) on delete cascade, vehicle_id int not null,
    name text not null, thumbnail text not null, quantity int not null, unit_price_minor int not null,
    line_total_minor int not null)`,

  `create table trip_reviews (
    trip_id int not null references trips(id) on delete cascade, vehicle_id int not null,
    review_id int not null references reviews(id) on delete cascade, primary key (trip_id, vehicle_id))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['trip_reviews', 'trip_vehicles', 'trips', 'vehicle_cart_lines', 'vehicle_carts']) {
    await sql.raw(`drop table if exists ${table} cascade`).execute(db);
  }
}
