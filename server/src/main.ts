import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { openDatabase } from './db/connect';
import { prepareDatabase } from './db/prepare';
import { readEnv } from './env';

const env = readEnv();
if (!env.databaseUrl) mkdirSync(env.dataDir, { recursive: true });
const db = await openDatabase(env.databaseUrl ? { url: env.databaseUrl } : { dataDir: env.dataDir });
const { migrated, seeded } = await prepareDatabase(db, { seed: env.seed });
const app = await buildApp({
  db,
  demo: env.demo,
  corsOrigins: env.corsOrigins,
  registryFile: env.registryFile,
  publicUrl: env.publicUrl,
  operatorKey: env.operatorKey,
  authRateLimit: { max: env.authRateLimit, timeWindowMs: 60_000 },
  providers: env.providers,
  catalogCache: { ttlMs: env.catalogCacheTtlMs },
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});
app.log.info({ migrated, seeded, database: env.databaseUrl ? 'postgresql' : env.dataDir }, 'database ready');

// Close the database cleanly on Ctrl-C / SIGTERM so PGlite flushes its data directory.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => db.destroy())
      .finally(() => process.exit(0));
  });
}
await app.listen({ port: env.port, host: env.host });
