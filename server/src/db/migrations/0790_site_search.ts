import { sql, type Kysely } from 'kysely';

/**
 * Issue 41, site search: one row per searchable store, item and vehicle with its names in every language folded to
 * one spelling (`@mart/domain` searchWords), rebuilt at start-up (services/catalog/site-search-index.ts). pg_trgm's GIN
 * index finds the candidate rows (substring and word similarity), on PostgreSQL and on PGlite alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create table search_entries (
    kind text not null check (kind in ('store', 'item', 'vehicle')),
    ref_id int not null,
    module_id int not null,
    terms text not null,
    primary key (kind, ref_id)
  )`.execute(db);
  await sql`create index search_entries_terms on search_entries using gin (terms gin_trgm_ops)`.execute(db);
  await sql`create index search_entries_module on search_entries (module_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists search_entries`.execute(db);
}
