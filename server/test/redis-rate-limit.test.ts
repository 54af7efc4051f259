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
import { connectRedis } from '../src/services/redis';
import { startApp, type TestApp } from './api/helpers';

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
