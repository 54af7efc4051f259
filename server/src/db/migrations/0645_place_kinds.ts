import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { insertGazetteer } from '../seed/places';

/**
 * Issue 27: the places table holds streets as well as landmarks (a street takes a house number in place search),
 * and search builds its own normalised index in memory, so the lower-cased search_text column goes. A database
 * seeded before gets the demo cities' street gazetteer in place of the 40 demo landmarks it was seeded with
 * (their old mart-place-NNN ids); places an operator added are kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table places add column kind text not null default 'landmark' check (kind in ('street', 'landmark'))`.execute(
    db,
  );
  await sql`alter table places drop column search_text`.execute(db);
  const seeded = await sql<{
    n: number;
  }>`select count(*)::int as n from places where place_id like 'mart-place-%'`.execute(db);
  if ((seeded.rows[0]?.n ?? 0) === 0) return;
  await sql`delete from places where place_id like 'mart-place-%'`.execute(db);
  await insertGazetteer(db as Kysely<Database>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table places add column search_text text not null default ''`.execute(db);
  await sql`update places set search_text = lower(name || ' | ' || formatted_address)`.execute(db);
  await sql`alter table places drop column kind`.execute(db);
}
