/**
 * Keeps the site search's index (search_entries) in step with the catalog: every store, item and vehicle with its
 * names in ru, kz and en folded to one spelling (`@mart/domain` searchWords). Rebuilt at start-up, after the seed;
 * a change of names (only the seed writes them today) calls it again.
 */
import { searchWords } from '@mart/domain';
import { inTransaction, type Executor } from '../../db/connect';
import type { SearchEntriesTable } from '../../db/schema';
import { siteSearchRepository, type NamedRow } from '../../repositories/site-search';

const namesOf = (name: string, i18n: NamedRow['i18n']) => [name, i18n?.kz?.name, i18n?.en?.name];

/** One row's searchable words, each once, space-separated with a leading space so a word start is ` word`. */
export function termsOf(row: NamedRow): string {
  const texts = [...namesOf(row.name, row.i18n), ...(row.extra ? namesOf(row.extra.name, row.extra.i18n) : [])];
  const words = new Set(texts.flatMap((t) => (t ? searchWords(t) : [])));
  return ` ${[...words].join(' ')}`;
}

/** Rebuilds the index from the catalog in one transaction; answers the number of rows. */
export async function rebuildSearchIndex(db: Executor): Promise<number> {
  const repo = siteSearchRepository();
  const sources = await repo.sources(db);
  const rows: SearchEntriesTable[] = (['store', 'item', 'vehicle'] as const).flatMap((kind) =>
    sources[kind].map((row) => ({ kind, ref_id: row.id, module_id: row.module_id, terms: termsOf(row) })),
  );
  await inTransaction(db, (trx) => repo.replaceAll(trx, rows));
  return rows.length;
}
