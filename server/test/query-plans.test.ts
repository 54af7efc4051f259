/**
 * Issue 44: the hot catalog reads (bench/hot-reads.ts) reach the big tables through indexes once the catalog is
 * large enough for the planner to prefer them (a generated catalog of 12 000 items; the bench explains them on the
 * full 54 000 and times them). On PGlite, and on PostgreSQL under test:pg. The site search and item search are
 * checked by the bench alone (bench/catalog.ts, its plan table): at 12 000 items both databases still rightly read
 * the small tables whole for a trigram match, and a catalog big enough to tip them (50 000) takes minutes to load.
 */
import type { FastifyInstance } from 'fastify';
import { hotReads, explain, QueryRecorder, unindexed, type HotRead } from '../bench/hot-reads';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/connect';
import { prepareDatabase } from '../src/db/prepare';
import { catalogCounts } from '../src/db/seed/large-catalog';
import { NOW, TEST_PASSWORD_COST, TestClock, testDatabase } from './api/helpers';

const SIZE = { stores: 600, providers: 60, items: 12_000, vehicles: 400, bigStoreEvery: 100, bigStoreItems: 300 };

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
const recorder = new QueryRecorder();
let reads: HotRead[];

beforeAll(async () => {
  ({ db, drop } = await testDatabase(false, [recorder]));
  await prepareDatabase(db, { seed: true, now: NOW, passwordCost: TEST_PASSWORD_COST, catalog: SIZE });
  app = await buildApp({
    db,
    clock: new TestClock(),
    catalogCache: { ttlMs: 0 },
    unpaidRelease: false,
    rumPrune: false,
  });
  reads = await hotReads(db, 5);
}, 300_000);

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  await drop?.();
});

test('the generated catalog is the size asked, in the three cities, searchable', async () => {
  const counts = await catalogCounts(db);
  expect(counts.stores).toBe(48 + SIZE.stores);
  expect(counts.items).toBeGreaterThanOrEqual(966 + SIZE.items);
  expect(counts.vehicles).toBe(59 + SIZE.vehicles);
  const cities = await db.selectFrom('stores').select('zone_id').distinct().execute();
  expect(cities).toHaveLength(3);
  // a branch is found by the site search in each language its name has
  const branch = await db
    .selectFrom('stores')
    .select(['id', 'i18n'])
    .where('slug', 'like', '%-600')
    .executeTakeFirstOrThrow();
  const entry = await db
    .selectFrom('search_entries')
    .select('terms')
    .where('kind', '=', 'store')
    .where('ref_id', '=', branch.id)
    .executeTakeFirst();
  expect(entry?.terms).toContain('600');
});

test.each(['store details', 'store items', 'category items', 'in-store search'])(
  '%s reaches the big tables through indexes',
  async (name) => {
    const read = reads.find((r) => r.name === name)!;
    const request = read.requests[0]!;
    recorder.queries.length = 0;
    recorder.recording = true;
    const res = await app.inject({ method: 'GET', url: request.path, headers: request.headers });
    recorder.recording = false;
    expect(res.statusCode).toBe(200);
    expect(recorder.queries.length).toBeGreaterThan(0);
    const plans = [];
    for (const q of recorder.queries) plans.push(await explain(db, q));
    const scans = plans.flatMap((p) => p.scans);
    // add_ons stays small at this size (a thousand rows): read whole for a page's few dozen ids, rightly
    expect(unindexed(read, scans).filter((s) => s.relation !== 'add_ons')).toEqual([]);
    // and the read does touch the table it is about, through an index
    const about = name === 'store details' ? 'stores' : 'items';
    expect(scans.some((s) => s.relation === about && s.index)).toBe(true);
  },
);
