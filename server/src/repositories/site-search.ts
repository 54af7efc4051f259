/** The site search's index (migration 0790): its rows, and the candidates pg_trgm finds for a query. */
import { sql } from 'kysely';
import { inTransaction, type Executor } from '../db/connect';
import type { I18n, SearchEntriesTable } from '../db/schema';

/** A name to index: the ru base name and its translations. */
export interface NamedRow {
  id: number;
  module_id: number;
  name: string;
  i18n: I18n;
  /** a second name searched with it (a vehicle's brand) */
  extra?: { name: string; i18n: I18n } | null;
}

/** Every listed-or-not store (outside the vehicle modules), item and vehicle with its names. */
async function sources(db: Executor) {
  const [stores, items, vehicles] = await Promise.all([
    db
      .selectFrom('stores')
      .innerJoin('modules', 'modules.id', 'stores.module_id')
      .select(['stores.id', 'stores.module_id', 'stores.name', 'stores.i18n'])
      .where('modules.module_type', 'not in', ['rental', 'carmarket'])
      .execute(),
    db.selectFrom('items').select(['id', 'module_id', 'name', 'i18n']).execute(),
    db
      .selectFrom('vehicles')
      .innerJoin('vehicle_brands', 'vehicle_brands.id', 'vehicles.brand_id')
      .select([
        'vehicles.id',
        'vehicles.module_id',
        'vehicles.name',
        'vehicles.i18n',
        'vehicle_brands.name as brand_name',
      ])
      .execute(),
  ]);
  return {
    store: stores as NamedRow[],
    item: items as NamedRow[],
    vehicle: vehicles.map((v): NamedRow => ({ ...v, extra: { name: v.brand_name, i18n: {} } })),
  };
}

/** Replaces the whole index (the caller's transaction makes it one change). */
async function replaceAll(db: Executor, rows: SearchEntriesTable[]) {
  await db.deleteFrom('search_entries').execute();
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('search_entries')
      .values(rows.slice(i, i + 500))
      .execute();
}

/** Word similarity below this is no candidate (a one-letter typo in a 5-letter word scores about 0.4). */
const SIMILARITY_MIN = 0.3;

/**
 * Rows whose terms may match every query word: the word's stem as a substring, or (a word of 4+ letters) a word
 * similar to it by pg_trgm; the closest first, then by kind and id so both databases answer in the same order.
 */
function candidates(
  db: Executor,
  moduleId: number | null,
  words: readonly { typed: string; stem: string; fuzzy: boolean }[],
  limit: number,
) {
  // `<%` (word similarity at least pg_trgm.word_similarity_threshold) is what the GIN index answers; the
  // function form read every row of the index's table (a second a search on a catalog of 50 000, issue 44)
  return inTransaction(db, async (trx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SIMILARITY_MIN)}, true)`.execute(trx);
    let q = trx.selectFrom('search_entries').select(['kind', 'ref_id', 'terms']);
    if (moduleId !== null) q = q.where('module_id', '=', moduleId);
    for (const w of words) {
      const like = `%${w.stem}%`;
      q = q.where(
        w.fuzzy ? sql<boolean>`(terms like ${like} or ${w.typed} <% terms)` : sql<boolean>`terms like ${like}`,
      );
    }
    const closeness = sql<number>`${sql.join(
      words.map((w) => sql`word_similarity(${w.typed}, terms)`),
      sql` + `,
    )}`;
    return q.orderBy(closeness, 'desc').orderBy('kind').orderBy('ref_id').limit(limit).execute();
  });
}

export const siteSearchRepository = () => ({ sources, replaceAll, candidates });
export type SiteSearchRepository = ReturnType<typeof siteSearchRepository>;
