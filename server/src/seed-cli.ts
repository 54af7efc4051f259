import { mkdirSync } from 'node:fs';
import { openDatabase } from './db/connect';
import { prepareDatabase } from './db/prepare';
import { readEnv } from './env';

/**
 * `pnpm --filter @mart/server seed`: migrate and load the demo data when the database is empty; with
 * `-- --catalog=large` (or MART_CATALOG=large) the generated large catalog too (issue 44, db/seed/large-catalog.ts).
 */
const env = readEnv();
const large = process.argv.includes('--catalog=large') || process.env.MART_CATALOG === 'large';
const started = Date.now();
if (!env.databaseUrl) mkdirSync(env.dataDir, { recursive: true });
const db = await openDatabase(env.databaseUrl ? { url: env.databaseUrl } : { dataDir: env.dataDir });
const { migrated, seeded } = await prepareDatabase(db, { seed: true, catalog: large ? 'large' : 'demo' });
console.log(
  `migrations applied: ${migrated.length ? migrated.join(', ') : 'none'}; ${large ? 'large' : 'demo'} catalog ${seeded ? 'loaded' : 'already present'} (${Date.now() - started} ms)`,
);
await db.destroy();
