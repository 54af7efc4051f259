import { sql, type Kysely } from 'kysely';

/**
 * Issue 45.2: Web Push. `push_subscriptions`: a browser's push subscription (the SPEC's "push token"), one row per
 * endpoint, owned by the customer and the session that stored it, so signing out (or a session revoked elsewhere)
 * stops the pushes; `p256dh` and `auth` are the browser's keys the payload is encrypted to (RFC 8291). The outbox
 * gains the channel `push`: one row per subscription, delivered and retried like mails and texts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table push_subscriptions (
    id serial primary key,
    user_id int not null references users(id) on delete cascade,
    session_id int references auth_tokens(id) on delete cascade,
    endpoint text not null unique,
    p256dh text not null,
    auth text not null,
    expires_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now())`.execute(db);
  await sql`create index push_subscriptions_user on push_subscriptions (user_id)`.execute(db);
  await sql`create index push_subscriptions_session on push_subscriptions (session_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from outbox where channel = 'push'`.execute(db);
  await sql`drop table if exists push_subscriptions`.execute(db);
}
