import { repoPath } from './paths';
import { DEFAULT_CORS_ORIGINS } from './app';
import { DEFAULT_CATALOG_CACHE_TTL_MS } from './services/catalog-cache';

/** Process environment → settings (main.ts, seed-cli.ts, bench). */
export function readEnv(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? repoPath('.data', 'pglite'),
    seed: env.SEED !== '0',
    demo: env.DEMO !== '0',
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : DEFAULT_CORS_ORIGINS,
    registryFile: env.MART_REGISTRY_FILE ?? repoPath('.deploy', 'registry.json'),
    publicUrl: env.PUBLIC_URL || undefined,
    /** the operator API's key; unset: no operator API */
    operatorKey: env.OPERATOR_API_KEY || undefined,
    /** sign-in / OTP / forgot-password requests per minute per client and route */
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 10),
    /** how long a public catalog read is answered from the response cache, in ms; 0: no cache */
    catalogCacheTtlMs: Number(env.CATALOG_CACHE_TTL_MS ?? DEFAULT_CATALOG_CACHE_TTL_MS),
    providers: {
      googleClientId: env.GOOGLE_CLIENT_ID || undefined,
      facebookAppId: env.FACEBOOK_APP_ID || undefined,
      mapApiKey: env.MAP_API_KEY || undefined,
    },
  };
}
