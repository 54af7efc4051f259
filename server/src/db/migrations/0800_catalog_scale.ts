import { sql, type Kysely } from 'kysely';

/**
 * Issue 44, the catalog at scale: item search (`/items/search?name=`) matches a substring of the lower-cased name,
 * translations and tags (repositories/catalog.ts itemPage), which read every item row on a catalog of 50 000
 * (850 ms a search). pg_trgm's GIN indexes on the same three expressions let the planner combine them (BitmapOr),
 * on PostgreSQL and on PGlite alike (pg_trgm since migration 0790).
 */
const INDEXES = {
  items_name_trgm: 'lower(name)',
  items_i18n_trgm: 'lower(i18n::text)',
  items_tags_trgm: 'lower(tags::text)',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, expression] of Object.entries(INDEXES))
    await sql.raw(`create index ${name} on items using gin ((${expression}) gin_trgm_ops)`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(INDEXES)) await sql.raw(`drop index if exists ${name}`).execute(db);
}
