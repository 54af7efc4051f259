import { sql, type Kysely } from 'kysely';

/**
 * Issue 39: the outbox is delivered by a worker inside the API (services/messages/outbox-worker.ts).
 * - `outbox`: what a message is (`kind` and its facts in `payload`, rendered when it is sent, in `lang`), its
 *   delivery state (`pending` → `sending` under a lease → `sent`, or `failed` after the last attempt, or `expired`
 *   for a code nobody can use any more), the attempts made, when the next may start, and the last error. Rows
 *   queued before this migration were never read by anything: codes older than an hour are past use (`expired`),
 *   the others go out as the plain texts they are (`kind` 'plain').
 * - `outbox_attempts`: every attempt, by which worker, with its outcome (also `interrupted`: a worker that died
 *   holding the message).
 * - `orders.lang`, `trips.lang`, `payment_intents.lang`: the language the customer used when placing, booking or
 *   topping up, the language of the messages about it sent later (a status change an operator makes).
 * - `users.notify_receipts`, `users.notify_updates`: the customer's notification settings (receipts on, status
 *   updates off until the customer opts in on the Settings page).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox
    add column kind text not null default 'plain',
    add column payload jsonb not null default '{}'::jsonb,
    add column lang text not null default 'ru',
    add column user_id int references users(id) on delete set null,
    add column state text not null default 'pending'
      check (state in ('pending', 'sending', 'sent', 'failed', 'expired')),
    add column attempts int not null default 0,
    add column next_attempt_at timestamptz not null default now(),
    add column lease_until timestamptz,
    add column leased_by text,
    add column last_error text,
    add column sent_at timestamptz,
    alter column subject drop not null,
    alter column body drop not null`.execute(db);
  await sql`update outbox set state = 'expired' where created_at < now() - interval '1 hour'`.execute(db);
  // the worker's only question: what is due (pending and its time come, or sending with its lease run out)
  await sql`create index outbox_due on outbox (next_attempt_at) where state in ('pending', 'sending')`.execute(db);
  await sql`create index outbox_state on outbox (state, id)`.execute(db);
  await sql`create table outbox_attempts (
    id serial primary key,
    outbox_id int not null references outbox(id) on delete cascade,
    attempt int not null,
    worker text not null,
    started_at timestamptz not null,
    finished_at timestamptz not null,
    outcome text not null check (outcome in ('sent', 'retry', 'failed', 'interrupted', 'expired')),
    error text)`.execute(db);
  await sql`create index outbox_attempts_message on outbox_attempts (outbox_id, id)`.execute(db);
  await sql`alter table orders add column lang text not null default 'ru'`.execute(db);
  await sql`alter table trips add column lang text not null default 'ru'`.execute(db);
  await sql`alter table payment_intents add column lang text not null default 'ru'`.execute(db);
  await sql`alter table users
    add column notify_receipts boolean not null default true,
    add column notify_updates boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column if exists notify_receipts, drop column if exists notify_updates`.execute(db);
  await sql`alter table payment_intents drop column if exists lang`.execute(db);
  await sql`alter table trips drop column if exists lang`.execute(db);
  await sql`alter table orders drop column if exists lang`.execute(db);
  await sql`drop table if exists outbox_attempts`.execute(db);
  await sql`drop index if exists outbox_state`.execute(db);
  await sql`drop index if exists outbox_due`.execute(db);
  await sql`delete from outbox where subject is null or body is null`.execute(db);
  await sql`alter table outbox
    drop column kind, drop column payload, drop column lang, drop column user_id, drop column state,
    drop column attempts, drop column next_attempt_at, drop column lease_until, drop column leased_by,
    drop column last_error, drop column sent_at,
    alter column subject set not null, alter column body set not null`.execute(db);
}
