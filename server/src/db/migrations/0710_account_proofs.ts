import { sql, type Kysely } from 'kysely';

/**
 * Issue 37: what proves a person between two requests, and what caps the messages sent for it.
 * - `signup_tickets`: the single-use ticket a verified sign-up code hands to the client that verified it, which the
 *   personal-info step (update-info) must show; only its digest is stored, with the contact and client it is for.
 * - `outbound_counts`: the outbound message caps (services/messages/outbound.ts), one row per cap, key and fixed window,
 *   counted with atomic upserts so every API instance on one PostgreSQL shares them; refusals are rows too.
 * - `server_secrets`: keys every instance must share without configuration (the device tokens' signing key).
 * - `outbox.purpose`: what a queued message is for (login, verify, reset, change), for the relay and the operator.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table signup_tickets (
    id serial primary key,
    ticket_hash text not null unique,
    channel text not null,
    target text not null,
    client_hash text not null,
    login_type text not null,
    user_id int references users(id) on delete cascade,
    details jsonb not null default '{}'::jsonb,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz)`.execute(db);
  await sql`create table outbound_counts (
    cap text not null,
    key text not null,
    window_start_ms bigint not null,
    hits int not null,
    primary key (cap, key, window_start_ms))`.execute(db);
  await sql`create index outbound_counts_window on outbound_counts (window_start_ms)`.execute(db);
  await sql`create table server_secrets (name text primary key, value text not null)`.execute(db);
  await sql`alter table outbox add column purpose text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox drop column if exists purpose`.execute(db);
  await sql`drop table if exists server_secrets`.execute(db);
  await sql`drop table if exists outbound_counts`.execute(db);
  await sql`drop table if exists signup_tickets`.execute(db);
}
