import { sql, type Kysely } from 'kysely';

/**
 * Issue 24: starting a wallet top-up follows the one idempotency rule (services/idempotency.ts): a retry with the
 * same key, of the same customer, answers the payment it started instead of opening a second one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_intents add column idempotency_scope text, add column idempotency_key text`.execute(db);
  await sql`create unique index payment_intents_idempotency on payment_intents (purpose, idempotency_scope, idempotency_key)
    where idempotency_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists payment_intents_idempotency`.execute(db);
  await sql`alter table payment_intents drop column idempotency_scope, drop column idempotency_key`.execute(db);
}
