import type { Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { openDatabase } from './db/connect';
import { prepareDatabase } from './db/prepare';
import { connectRedis } from './infra/redis';
import { smtpTransport } from './infra/mail-transport';
import { demoTextProvider, smscProvider } from './infra/text-providers';
import { ConfigError, readEnv, type Settings } from './env';
import { startMetricsServer } from './metrics-server';

let env: Settings;
try {
  env = readEnv();
} catch (error) {
  // a configuration we cannot run with stops the start, naming the variable (no stack trace to wade through)
  if (!(error instanceof ConfigError)) throw error;
  console.error(`mart api: ${error.message}`);
  process.exit(1);
}
if (!env.databaseUrl) mkdirSync(env.dataDir, { recursive: true });
const db = await openDatabase(env.databaseUrl ? { url: env.databaseUrl, ...env.postgres } : { dataDir: env.dataDir });
const { migrated, seeded } = await prepareDatabase(db, { seed: env.seed });
const redis = env.redisUrl ? await connectRedis(env.redisUrl) : undefined;
const mail = env.smtp ? smtpTransport(env.smtp) : null;
const texts =
  env.sms?.kind === 'smsc'
    ? smscProvider(env.sms.smsc)
    : env.sms?.kind === 'demo' && env.demoMailboxDir
      ? demoTextProvider(env.demoMailboxDir)
      : null;
const app = await buildApp({
  db,
  demo: env.demo,
  docs: env.apiDocs,
  paymentGateway: env.paymentGateway,
  corsOrigins: env.corsOrigins,
  registryFile: env.registryFile,
  publicUrl: env.publicUrl,
  operatorKey: env.operatorKey,
  trustProxy: env.trustProxy,
  authRateLimit: { max: env.authRateLimit, timeWindowMs: 60_000 },
  rumRateLimit: env.rumRateLimit,
  outbound: env.outbound,
  providers: env.providers,
  catalogCache: { ttlMs: env.catalogCacheTtlMs },
  redis,
  demoCourier: env.demoCourier ? {} : undefined,
  unpaidRelease: env.unpaidReleaseMs > 0 && { afterMs: env.unpaidReleaseMs },
  rumPrune: { keepMs: env.rumRetentionMs },
  outbox: {
    ...env.outbox,
    mail,
    texts,
    push: env.push ?? null,
    // the logo in mails is an absolute URL: PUBLIC_URL, or in demo mode this instance's own address
    assetsBase: env.publicUrl ?? (env.demo ? `http://localhost:${env.port}` : undefined),
  },
  demoMailboxDir: env.demoMailboxDir,
  logger: { level: env.logLevel },
});
app.log.info(
  {
    migrated,
    seeded,
    database: env.databaseUrl ? 'postgresql' : env.dataDir,
    rateLimits: redis ? 'redis' : 'in process',
  },
  'database ready',
);
if (mail) {
  // a server that does not answer now is no reason not to start: the worker retries, the operator sees the errors
  mail.verify().then(
    () => app.log.info({ host: env.smtp!.host, port: env.smtp!.port, tls: env.smtp!.tls }, 'SMTP server answers'),
    (error: unknown) => app.log.warn({ err: error, host: env.smtp!.host }, 'SMTP server does not answer yet'),
  );
} else app.log.warn('no SMTP server is configured (SMTP_HOST): mails wait in the outbox');
if (!texts) app.log.warn('no text provider is configured (SMS_PROVIDER): texts wait in the outbox');
if (!env.outbox.run) app.log.info('this instance does not deliver the outbox (OUTBOX_WORKER=0)');
if (env.demo) app.log.warn('demo mode is on (DEMO=1): OTP codes are echoed, demo sign-in tokens and payments work');

// SIGTERM (a deploy, a scale-down): /readyz says 503 at once so the balancer stops sending traffic, requests in
// flight get SHUTDOWN_DRAIN_MS to finish, then the server stops and the database is closed (PGlite flushes its
// data directory). Ctrl-C in a terminal stops at once. The handlers stay: a second signal (systemd signals the
// whole group while a supervisor passes the first one on) must not kill the process in the middle of its drain.
let stopping = false;
let metricsServer: Server | null = null;
const stop = (drain: number) => {
  if (stopping) return;
  stopping = true;
  app.ctx.lifecycle.draining = true;
  if (drain) app.log.info({ drainMs: drain }, 'draining before shutdown');
  void new Promise((r) => setTimeout(r, drain))
    .then(() => app.close())
    .then(() => metricsServer?.close())
    // Redis already gone (stopped first, unreachable) has nothing to flush: its rate counters expire by themselves
    .then(() => redis?.quit().catch(() => redis.disconnect()))
    .then(() => mail?.close())
    .then(() => db.destroy())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => stop(signal === 'SIGTERM' ? env.shutdownDrainMs : 0));
// a supervisor that started this process (`npm run start:prod`) and died leaves no instance behind holding the port
process.on('disconnect', () => stop(env.shutdownDrainMs));
metricsServer = env.metrics ? await startMetricsServer(app.ctx.metrics.registry, env.metrics) : null;
if (env.metrics) app.log.info(env.metrics, 'metrics for Prometheus at /metrics');
await app.listen({ port: env.port, host: env.host });
// a supervisor that started this process with an IPC channel (`npm run start:prod`) learns it is listening
process.send?.({ ready: true });
