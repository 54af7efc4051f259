import { sql, type Kysely } from 'kysely';

/**
 * Issue 24: one idempotency rule (services/idempotency.ts). Trips store the key's owner scope as orders do
 * (`u:<user id>` / `g:<guest id>`) instead of an index over the owner columns, and starting a wallet top-up takes a
 * key too: a retry with the same key, of the same owner, answers the payment it started.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table trips add column idempotency_scope text`.execute(db);
  await sql`update trips set idempotency_scope = case when user_id is not null then 'u:' || user_id else 'g:' || guest_id end
    where idempotency_key is not null`.execute(db);
  await sql`drop index trips_idempotency`.execute(db);
  await sql`create unique index trips_idempotency on trips (module_type, idempotency_scope, idempotency_key)
    where idempotency_key is not null`.execute(db);
  await sql`alter table payment_intents add column idempotency_scope text, add column idempotency_key text`.execute(db);
  await sql`create unique index payment_intents_idempotency on payment_intents (purpose, idempotency_scope, idempotency_key)
    where idempotency_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists payment_intents_idempotency`.execute(db);
  await sql`alter table payment_intents drop column idempotency_scope, drop column idempotency_key`.execute(db);
  await sql`drop index trips_idempotency`.execute(db);
  await sql`create unique index trips_idempotency on trips (module_type, coalesce(user_id::text, guest_id), idempotency_key)
    where idempotency_key is not null`.execute(db);
  await sql`alter table trips drop column idempotency_scope`.execute(db);
}
