import { sql, type Kysely } from 'kysely';

/**
 * Issue 37.7: an idempotency key is bound to a fingerprint of the request that used it (services/idempotency.ts),
 * stored beside the key on what the request created: a store order or parcel, a trip, a wallet top-up's payment
 * intent. Rows from before have none and replay as they did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['orders', 'trips', 'payment_intents'])
    await sql`alter table ${sql.table(table)} add column idempotency_fingerprint text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['orders', 'trips', 'payment_intents'])
    await sql`alter table ${sql.table(table)} drop column if exists idempotency_fingerprint`.execute(db);
}
