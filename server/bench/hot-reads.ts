/**
 * The catalog reads a customer's pages make most (issue 44), as the catalog bench (bench/catalog.ts) loads them and
 * as the query-plan test (test/query-plans.test.ts) explains them: the store page (details and its items), the
 * store lists, a category's items, item search (site search, item search, a store's own search), vehicle search
 * and the sitemap. The requests are drawn from the database's own rows, in id order, so a run is repeatable.
 */
import { CompiledQuery, sql, type KyselyPlugin, type RootOperationNode, type QueryId } from 'kysely';
import type { Db } from '../src/db/connect';

export interface HotRead {
  name: string;
  /** requests cycled through in order; each path has its own headers */
  requests: { path: string; headers: Record<string, string> }[];
  /** big tables this read must reach through an index on the large catalog (none: it reads them whole) */
  indexed: readonly string[];
}

/** The tables a catalog grows in: a sequential scan of one of them costs in proportion to the catalog. */
export const BIG_TABLES = ['items', 'stores', 'vehicles', 'search_entries', 'add_ons'] as const;

/** Words customers type, in ru, kz and en, that the demo catalog has (the large one repeats its names). */
const SEARCH_WORDS = ['аспирин', 'пицца', 'молоко', 'burger', 'cheese', 'сүт', 'бургер', 'рис'];

export async function hotReads(db: Db, spread = 40): Promise<HotRead[]> {
  const modules = await db.selectFrom('modules').select(['id', 'module_type']).orderBy('id').execute();
  const moduleId = (type: string) => String(modules.find((m) => m.module_type === type)!.id);
  const zones = await db.selectFrom('zones').select('id').orderBy('id').execute();
  // the stores with the most items first (a store page with hundreds of them), then others in id order
  const stores = await db
    .selectFrom('stores')
    .innerJoin('modules', 'modules.id', 'stores.module_id')
    .innerJoin('items', 'items.store_id', 'stores.id')
    .select(['stores.id', 'stores.zone_id', 'stores.module_id'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('modules.module_type', 'not in', ['rental', 'carmarket'])
    .groupBy(['stores.id', 'stores.zone_id', 'stores.module_id'])
    .orderBy('n', 'desc')
    .orderBy('stores.id')
    .limit(spread)
    .execute();
  const categories = await db
    .selectFrom('categories')
    .select(['id', 'module_id'])
    .where('status', '=', true)
    // sub-categories first (most category pages; a top category can hold half a module's items, read whole)
    .orderBy(sql`parent_id is null`)
    .orderBy('id')
    .execute();
  const zoneHeader = (id: number) => ({ zoneid: `[${id}]` });
  const everyZone = { zoneid: JSON.stringify(zones.map((z) => z.id)) };
  const shop = (i: number) => stores[i % stores.length]!;
  const lists = (order: string) =>
    zones.flatMap((z) =>
      ['food', 'grocery', 'pharmacy', 'ecommerce'].map((type) => ({
        path: `/api/v1/stores/${order}?offset=1&limit=12`,
        headers: { ...zoneHeader(z.id), moduleid: moduleId(type) },
      })),
    );
  return [
    {
      name: 'store details',
      requests: stores.map((s) => ({ path: `/api/v1/stores/details/${s.id}`, headers: zoneHeader(s.zone_id) })),
      indexed: ['stores', 'items', 'vehicles'],
    },
    {
      name: 'store items',
      requests: stores.map((s) => ({
        path: `/api/v1/items/search?store_id=${s.id}&offset=1&limit=24`,
        headers: { ...zoneHeader(s.zone_id), moduleid: String(s.module_id) },
      })),
      indexed: ['items', 'stores', 'add_ons'],
    },
    { name: 'stores: all', requests: lists('get-stores/all'), indexed: ['items', 'vehicles'] },
    { name: 'stores: latest', requests: lists('latest'), indexed: ['items', 'vehicles'] },
    { name: 'stores: popular', requests: lists('popular'), indexed: ['items', 'vehicles'] },
    {
      name: 'category items',
      requests: categories.map((c) => ({
        path: `/api/v1/categories/items/${c.id}?offset=1&limit=12`,
        headers: { ...everyZone, moduleid: String(c.module_id) },
      })),
      indexed: ['items', 'add_ons'],
    },
    {
      name: 'site search',
      requests: SEARCH_WORDS.map((q) => ({
        path: `/api/v1/search?q=${encodeURIComponent(q)}`,
        headers: everyZone,
      })),
      indexed: ['search_entries', 'items', 'stores', 'vehicles', 'add_ons'],
    },
    {
      name: 'item search',
      requests: SEARCH_WORDS.map((q, i) => ({
        path: `/api/v1/items/search?name=${encodeURIComponent(q)}&offset=1&limit=12`,
        headers: { ...zoneHeader(zones[i % zones.length]!.id) },
      })),
      indexed: ['items', 'add_ons'],
    },
    {
      name: 'in-store search',
      requests: SEARCH_WORDS.map((q, i) => ({
        path: `/api/v1/items/search?store_id=${shop(i).id}&name=${encodeURIComponent(q)}&offset=1&limit=24`,
        headers: zoneHeader(shop(i).zone_id),
      })),
      indexed: ['items', 'add_ons'],
    },
    {
      name: 'vehicle search',
      requests: zones.flatMap((z) =>
        ['price_low', 'rating', 'newest'].map((sort) => ({
          path: `/api/v1/rental/vehicle/search?offset=1&limit=12&trip_type=hourly&sort_by=${sort}`,
          headers: zoneHeader(z.id),
        })),
      ),
      indexed: ['stores'],
    },
    // the whole listed catalog by design (the page server writes one sitemap per module from it)
    { name: 'sitemap', requests: [{ path: '/api/v1/seo/sitemap', headers: {} }], indexed: [] },
  ];
}

/** Records the queries an app runs (install with `db.withPlugin`), to explain them afterwards. */
export class QueryRecorder implements KyselyPlugin {
  readonly queries: { node: RootOperationNode; queryId: QueryId }[] = [];
  recording = false;
  transformQuery(args: { node: RootOperationNode; queryId: QueryId }): RootOperationNode {
    if (this.recording && args.node.kind === 'SelectQueryNode') this.queries.push(args);
    return args.node;
  }
  async transformResult<T>(args: { result: T }): Promise<T> {
    return args.result;
  }
}

/** One scan of a plan: `Seq Scan on items`, `Index Scan using items_store on items`, … */
export interface Scan {
  node: string;
  relation: string;
  index?: string;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The indexes under a node (a Bitmap Heap Scan's come from its Bitmap Index Scans, And/Or-ed). */
const indexesUnder = (plan: PlanNode): string[] => [
  ...(plan['Index Name'] ? [plan['Index Name']] : []),
  ...(plan.Plans ?? []).filter((p) => !p['Relation Name']).flatMap(indexesUnder),
];

function scans(plan: PlanNode, out: Scan[] = []): Scan[] {
  if (plan['Relation Name']) {
    const index = indexesUnder(plan).join(' + ');
    out.push({ node: plan['Node Type'], relation: plan['Relation Name'], ...(index ? { index } : {}) });
  }
  for (const child of plan.Plans ?? []) scans(child, out);
  return out;
}

/** `EXPLAIN (ANALYZE, BUFFERS)` of a recorded query: its text, and the scans of its plan. */
export async function explain(
  db: Db,
  query: { node: RootOperationNode; queryId: QueryId },
): Promise<{ sql: string; text: string; scans: Scan[] }> {
  const compiled = db.getExecutor().compileQuery(query.node, query.queryId);
  const run = async (options: string) =>
    (
      await db.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(`explain (${options}) ${compiled.sql}`, [...compiled.parameters]),
      )
    ).rows;
  const json = (await run('analyze, buffers, format json'))[0]!['QUERY PLAN'];
  const plan = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
  const text = (await run('analyze, buffers')).map((r) => String(r['QUERY PLAN'])).join('\n');
  return { sql: compiled.sql, text, scans: scans(plan[0]!.Plan) };
}

/** Sequential scans of the big tables a read must reach through an index. */
export const unindexed = (read: HotRead, found: Scan[]) =>
  found.filter((s) => s.node === 'Seq Scan' && read.indexed.includes(s.relation));
