/**
 * Three API instances starting together on one empty PostgreSQL database all come up, and the demo data is
 * loaded once (issue 20). PGlite is embedded in one process, so this runs only with DATABASE_URL (test:pg).
 */
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/connect';
import { prepareDatabase } from '../src/db/prepare';
import { testDatabase } from './api/helpers';

const onPostgres = process.env.DATABASE_URL ? test : test.skip;

onPostgres('three instances started together on an empty database all come up, seeded once', async () => {
  const { db: first, url, drop } = await testDatabase();
  await first.destroy();
  const dbs = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url! })));
  try {
    const prepared = await Promise.allSettled(dbs.map((db) => prepareDatabase(db, { seed: true })));
    expect(prepared.map((p) => p.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const outcomes = prepared.map((p) => (p as PromiseFulfilledResult<{ seeded: boolean; migrated: string[] }>).value);
    expect(outcomes.filter((o) => o.seeded)).toHaveLength(1);
    expect(outcomes.filter((o) => o.migrated.length > 0)).toHaveLength(1);
    const modules = await sql<{ n: number }>`select count(*)::int as n from modules`.execute(dbs[0]!);
    const seededOnce = await sql<{ n: number }>`select count(*)::int as n from settings where key = 'business'`.execute(
      dbs[0]!,
    );
    expect(modules.rows[0]!.n).toBeGreaterThan(0);
    expect(seededOnce.rows[0]!.n).toBe(1);
    for (const db of dbs) {
      const app = await buildApp({ db });
      const res = await app.inject({ method: 'GET', url: '/api/v1/status' });
      expect(res.statusCode).toBe(200);
      await app.close();
    }
  } finally {
    await Promise.all(dbs.map((db) => db.destroy()));
    await drop();
  }
});
