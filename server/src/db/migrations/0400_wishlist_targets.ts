import { sql, type Kysely } from 'kysely';

/**
 * Every item, store and vehicle the catalog presents carries its wishlist count, a subquery on (kind, target_id):
 * without this index each one scans the whole wishlist table, which grows with the customers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index wishlists_target on wishlists (kind, target_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists wishlists_target`.execute(db);
}
