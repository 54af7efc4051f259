/**
 * Liveness and readiness (issue 25): /readyz says 503 while the database is unreachable or behind this code's
 * migrations, and ok again once it is back.
 */
import pg from 'pg';
import { sql } from 'kysely';
import { call, startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

test('healthz and readyz answer ok on a migrated, reachable database', async () => {
  expect(await call(t.app, { method: 'GET', url: '/healthz' })).toEqual({ status: 200, body: { status: 'ok' } });
  expect(await call(t.app, { method: 'GET', url: '/readyz' })).toEqual({ status: 200, body: { status: 'ok' } });
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
