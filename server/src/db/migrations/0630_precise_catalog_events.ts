import { sql, type Kysely } from 'kysely';

/**
 * Issue 25: precise cache invalidation across instances. Migration 0550 announced every write to items, stores and
 * vehicles as "the catalog changed", so each order (stock, order_count) emptied every instance's response cache.
 * Now an update that changes only a row's counters (COUNTER_COLUMNS, the list the in-process plugin uses) announces
 * that row (`{"topic":"catalog","table":"items","id":12}`) and each instance clears only the entries showing it; a
 * wishlist entry announces its target (wishlist_count); module changes are heard too (the settings cache lists the
 * active module types). Inserts, deletes and other updates still announce the whole table.
 */
/**
 * services/catalog-cache.ts COUNTER_COLUMNS as of this migration (a migration never changes once run: a later change
 * of that list needs a new one; catalog-cache.test.ts checks they agree).
 */
export const COUNTER_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  items: ['stock', 'variations', 'order_count', 'avg_rating', 'rating_count'],
  stores: ['order_count', 'avg_rating', 'rating_count'],
  vehicles: ['avg_rating', 'rating_count'],
};

const CATALOG_ROW = `create or replace function mart_notify_catalog_row() returns trigger language plpgsql as $$
   begin
     if (to_jsonb(new) - tg_argv) = (to_jsonb(old) - tg_argv) then
       perform pg_notify('mart_events',
         json_build_object('topic', 'catalog', 'table', tg_table_name, 'id', new.id)::text);
     else
       perform pg_notify('mart_events', json_build_object('topic', 'catalog', 'table', tg_table_name)::text);
     end if;
     return null;
   end $$`;

const WISHLIST = `create or replace function mart_notify_wishlist() returns trigger language plpgsql as $$
   declare
     r record;
   begin
     if tg_op = 'DELETE' then r := old; else r := new; end if;
     perform pg_notify('mart_events', json_build_object('topic', 'catalog',
       'table', case r.kind when 'item' then 'items' when 'vehicle' then 'vehicles' else 'stores' end,
       'id', r.target_id)::text);
     return null;
   end $$`;

const literals = (columns: readonly string[]) => columns.map((c) => `'${c}'`).join(', ');

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(CATALOG_ROW).execute(db);
  await sql.raw(WISHLIST).execute(db);
  for (const [table, counters] of Object.entries(COUNTER_COLUMNS)) {
    await sql.raw(`drop trigger if exists ${table}_notify_catalog on ${table}`).execute(db);
    await sql
      .raw(
        `create trigger ${table}_notify_catalog after insert or delete on ${table}
         for each statement execute function mart_notify_catalog()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_notify_catalog_update after update on ${table}
         for each row execute function mart_notify_catalog_row(${literals(counters)})`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `create trigger wishlists_notify_catalog after insert or delete on wishlists
       for each row execute function mart_notify_wishlist()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger modules_notify_catalog after insert or update or delete on modules
       for each statement execute function mart_notify_catalog()`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop trigger if exists modules_notify_catalog on modules').execute(db);
  await sql.raw('drop trigger if exists wishlists_notify_catalog on wishlists').execute(db);
  for (const table of Object.keys(COUNTER_COLUMNS)) {
    await sql.raw(`drop trigger if exists ${table}_notify_catalog_update on ${table}`).execute(db);
    await sql.raw(`drop trigger if exists ${table}_notify_catalog on ${table}`).execute(db);
    await sql
      .raw(
        `create trigger ${table}_notify_catalog after insert or update or delete on ${table}
         for each statement execute function mart_notify_catalog()`,
      )
      .execute(db);
  }
  await sql.raw('drop function if exists mart_notify_wishlist()').execute(db);
  await sql.raw('drop function if exists mart_notify_catalog_row()').execute(db);
}
