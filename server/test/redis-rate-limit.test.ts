/**
 * Rate limits shared through Redis (issue 25): two instances on one Redis meet one per-client limit, and an
 * unreachable Redis neither locks customers out nor turns a sign-in into a 500. The shared case needs Debian's
 * redis-server (npm test installs it); without the binary it is skipped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app';
import { connectRedis } from '../src/infra/redis';
import { startApp, TEST_PASSWORD_COST, type TestApp } from './api/helpers';

const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/sbin/redis-server'].find((p) => fs.existsSync(p));

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const guess = (app: FastifyInstance, i: number) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { login_type: 'manual', email_or_phone: `nobody${i}@example.com`, password: 'x12345678' },
  });

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

(REDIS_SERVER ? test : test.skip)('two instances on one Redis meet one sign-in limit', async () => {
  const port = await freePort();
  const server: ChildProcess = spawn(REDIS_SERVER!, ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
    stdio: 'ignore',
  });
  const clients: Redis[] = [];
  const apps: FastifyInstance[] = [];
  try {
    for (;;) {
      try {
        clients.push(await connectRedis(`redis://127.0.0.1:${port}`));
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    clients.push(await connectRedis(`redis://127.0.0.1:${port}`));
    for (const redis of clients)
      apps.push(await buildApp({ db: t.db, redis, authRateLimit: { max: 3, timeWindowMs: 60_000 } }));
    const statuses: number[] = [];
    // alternating instances, as a round-robin balancer sends them
    for (let i = 0; i < 8; i++) statuses.push((await guess(apps[i % 2]!, i)).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  } finally {
    await Promise.all(apps.map((app) => app.close()));
    for (const redis of clients) redis.disconnect();
    server.kill();
  }
});

test('with Redis unreachable the limited routes still answer, never a 500', async () => {
  const redis = new Redis({
    port: await freePort(),
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  const app = await buildApp({ db: t.db, redis, authRateLimit: { max: 1, timeWindowMs: 60_000 } });
  try {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await guess(app, i)).statusCode);
    expect(statuses).toEqual([401, 401, 401]);
  } finally {
    await app.close();
    redis.disconnect();
  }
});

(REDIS_SERVER ? test : test.skip)(
  'Redis stopped: the limited routes keep answering, said once in the log; back: the limit counts in Redis again',
  async () => {
    const port = await freePort();
    const startRedis = () =>
      spawn(REDIS_SERVER!, ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], { stdio: 'ignore' });
    let server = startRedis();
    const log: { level: number; msg: string }[] = [];
    let redis: Redis | undefined;
    let app: FastifyInstance | undefined;
    try {
      while (!redis) redis = await connectRedis(`redis://127.0.0.1:${port}`).catch(() => undefined);
      app = await buildApp({
        db: t.db,
        redis,
        authRateLimit: { max: 3, timeWindowMs: 60_000 },
        passwordCost: TEST_PASSWORD_COST,
        logger: { level: 'warn', stream: { write: (line: string) => void log.push(JSON.parse(line)) } },
      });
      const limited = app;
      const guesses = async (from: number, n: number) => {
        const statuses: number[] = [];
        for (let i = from; i < from + n; i++) statuses.push((await guess(limited, i)).statusCode);
        return statuses;
      };
      expect(await guesses(200, 2)).toEqual([401, 401]);
      expect(await redis.keys('mart-rate-limit:*')).not.toEqual([]); // counted in Redis

      const stopped = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await stopped;
      // 6 guesses, past the limit of 3: let through (never a 429 nor a 500) while nothing counts them
      expect(await guesses(210, 6)).toEqual([401, 401, 401, 401, 401, 401]);
      const warnings = () => log.filter((l) => l.level === 40).map((l) => l.msg);
      expect(warnings()).toEqual([
        'redis unreachable: rate limits not counted (requests let through) until it is back',
      ]);

      server = startRedis();
      const connected = redis;
      for (let i = 0; i < 200 && connected.status !== 'ready'; i++) await new Promise((r) => setTimeout(r, 25));
      expect(connected.status).toBe('ready');
      expect(warnings()).toContain('redis reachable again: rate limits count in Redis');
      // a fresh Redis (it keeps nothing): the limit counts from zero, in Redis
      expect(await guesses(220, 4)).toEqual([401, 401, 401, 429]);
      expect(await redis.keys('mart-rate-limit:*')).not.toEqual([]);
    } finally {
      await app?.close();
      redis?.disconnect();
      server.kill();
    }
  },
);
