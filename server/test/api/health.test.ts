/**
 * Liveness and readiness (issue 25): /readyz says 503 while the database is unreachable or behind this code's
 * migrations, and ok again once it is back.
 */
import pg from 'pg';
import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import { TEST_PASSWORD_COST, call, startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

test('healthz and readyz answer ok on a migrated, reachable database', async () => {
  for (const url of ['/healthz', '/readyz']) {
    const { status, body } = await call(t.app, { method: 'GET', url });
    expect({ status, body }).toEqual({ status: 200, body: { status: 'ok' } });
  }
});

test('readyz is 503 while a migration this code knows has not run, ok after', async () => {
  const last = await sql<{ name: string; timestamp: string }>`
    select name, timestamp from kysely_migration order by name desc limit 1`.execute(t.db);
  const row = last.rows[0]!;
  await sql`delete from kysely_migration where name = ${row.name}`.execute(t.db);
  try {
    const res = await call<{ errors: { code: string }[] }>(t.app, { method: 'GET', url: '/readyz' });
    expect(res.status).toBe(503);
    expect(res.body.errors[0]!.code).toBe('migrations_pending');
  } finally {
    await sql`insert into kysely_migration (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(t.db);
  }
  expect((await call(t.app, { method: 'GET', url: '/readyz' })).status).toBe(200);
});

test('a draining instance says 503 on readyz (the balancer stops sending traffic) and stays live', async () => {
  t.app.ctx.lifecycle.draining = true;
  try {
    const res = await call<{ errors: { code: string }[] }>(t.app, { method: 'GET', url: '/readyz' });
    expect(res.status).toBe(503);
    expect(res.body.errors[0]!.code).toBe('draining');
    expect((await call(t.app, { method: 'GET', url: '/healthz' })).status).toBe(200);
  } finally {
    t.app.ctx.lifecycle.draining = false;
  }
});

test('behind a trusted proxy, the sign-in limit counts the client, not the balancer', async () => {
  const app = await buildApp({
    db: t.db,
    trustProxy: 1,
    authRateLimit: { max: 2, timeWindowMs: 60_000 },
    passwordCost: TEST_PASSWORD_COST,
  });
  try {
    const signIn = (client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '10.0.0.1', // the balancer, the same for everyone
        headers: { 'x-forwarded-for': client },
        payload: {
          email_or_phone: 'nobody@example.com',
          password: 'wrong-password',
          login_type: 'manual',
          field_type: 'email',
        },
      });
    const first = [await signIn('203.0.113.7'), await signIn('203.0.113.7'), await signIn('203.0.113.7')];
    expect(first.map((r) => r.statusCode).at(-1)).toBe(429);
    // another customer behind the same balancer is not limited by the first one's attempts
    expect((await signIn('198.51.100.9')).statusCode).not.toBe(429);
  } finally {
    await app.close();
  }
});

const onPostgres = process.env.DATABASE_URL ? test : test.skip;

onPostgres('readyz is 503 while the database refuses connections, and recovers after', async () => {
  const dbName = (await sql<{ d: string }>`select current_database() as d`.execute(t.db)).rows[0]!.d;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`alter database ${dbName} allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [dbName]);
    const down = await call<{ errors: { code: string }[] }>(t.app, { method: 'GET', url: '/readyz' });
    expect(down.status).toBe(503);
    expect(down.body.errors[0]!.code).toBe('database_unavailable');
    expect((await call(t.app, { method: 'GET', url: '/healthz' })).status).toBe(200);
  } finally {
    await admin.query(`alter database ${dbName} allow_connections true`);
    await admin.end();
  }
  expect((await call(t.app, { method: 'GET', url: '/readyz' })).status).toBe(200);
});
