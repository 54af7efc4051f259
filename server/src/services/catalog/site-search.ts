/**
 * Site search (issue 41): a module's stores, items and vehicles matching a query in any of ru, kz, en or Latin
 * typing. pg_trgm picks the candidates from the index (repositories/site-search.ts); `@mart/domain` textMatch decides
 * and ranks them (same stem or word start first, then one typo), so PGlite and PostgreSQL give the same answer.
 */
import { searchQuery, textMatch, SEARCH_TYPO_MIN } from '@mart/domain';
import type { AppContext } from '../../context';
import { presentItem, presentStore, presentVehicle, type View } from '../../present';

/** Candidates read per query before ranking (enough for a few pages of the best matches). */
const CANDIDATES = 300;

export interface SiteSearchInput {
  text: string;
  moduleId: number | null;
  /** zones from the zoneId header; empty = any zone */
  zoneIds: number[];
  /** most results per group */
  limit: number;
}

export async function siteSearch(ctx: AppContext, view: View, input: SiteSearchInput) {
  const { siteSearch: index, catalog } = ctx.repos;
  const query = searchQuery(input.text);
  const empty = { stores: [], items: [], vehicles: [] };
  if (query.length === 0) return empty;
  const rows = await index.candidates(
    ctx.db,
    input.moduleId,
    query.map((w) => ({ ...w, fuzzy: w.typed.length >= SEARCH_TYPO_MIN })),
    CANDIDATES,
  );
  const ranked = rows
    .map((row) => ({ ...row, score: textMatch(query, row.terms.trim().split(' ')) }))
    .filter((row): row is typeof row & { score: number } => row.score !== null)
    .sort((a, b) => a.score - b.score || a.ref_id - b.ref_id);
  const ids = (kind: string) => ranked.filter((r) => r.kind === kind).map((r) => r.ref_id);
  const order = <T extends { id: number }>(list: T[], wanted: number[]) =>
    wanted.flatMap((id) => list.filter((row) => row.id === id));

  const inZones = (zoneId: number) => input.zoneIds.length === 0 || input.zoneIds.includes(zoneId);
  const storeIds = ids('store');
  const itemIds = ids('item');
  const vehicleIds = ids('vehicle');
  const [stores, items, vehicles] = await Promise.all([
    catalog.storesByIds(ctx.db, storeIds),
    catalog.itemsByIds(ctx.db, itemIds),
    catalog.vehiclesByIds(ctx.db, vehicleIds),
  ]);
  const shownItems = order(items, itemIds)
    .filter((i) => inZones(i.zone_id))
    .slice(0, input.limit);
  const addOns = await catalog.addOnsByIds(ctx.db, [...new Set(shownItems.flatMap((i) => i.add_on_ids))]);
  return {
    stores: order(stores, storeIds)
      .filter((s) => inZones(s.zone_id))
      .slice(0, input.limit)
      .map((s) => presentStore(view, s)),
    items: shownItems.map((i) => presentItem(view, i, addOns)),
    vehicles: order(vehicles, vehicleIds)
      .filter((v) => inZones(v.zone_id))
      .slice(0, input.limit)
      .map((v) => presentVehicle(view, v)),
  };
}
