import { mkdirSync } from 'node:fs';
import { openDatabase } from './db/connect';
import { prepareDatabase } from './db/prepare';
import { readEnv } from './env';

/** `pnpm --filter @mart/server seed`: migrate and load the demo data when the database is empty. */
const env = readEnv();
if (!env.databaseUrl) mkdirSync(env.dataDir, { recursive: true });
const db = await openDatabase(env.databaseUrl ? { url: env.databaseUrl } : { dataDir: env.dataDir });
const { migrated, seeded } = await prepareDatabase(db, { seed: true });
console.log(
  `migrations applied: ${migrated.length ? migrated.join(', ') : 'none'}; demo data ${seeded ? 'loaded' : 'already present'}`,
);
await db.destroy();
