import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../src/app';
import type { Clock } from '../../src/context';
import { openDatabase, type Db } from '../../src/db/connect';
import { prepareDatabase } from '../../src/db/prepare';
import type { ScryptCost } from '../../src/services/passwords';

/** A weekday at 14:00 in Almaty: stores open, demo campaigns running. */
export const NOW = new Date('2026-06-15T09:00:00Z');

export class TestClock implements Clock {
  constructor(private time: Date = NOW) {}
  now() {
    return new Date(this.time);
  }
  advance(ms: number) {
    this.time = new Date(this.time.getTime() + ms);
  }
}

let counter = 0;

/**
 * A fresh database per test file: in-memory PGlite by default; with DATABASE_URL (test:pg) a uniquely named
 * database on that PostgreSQL server, dropped afterwards.
 */
export async function testDatabase(): Promise<{ db: Db; url: string | null; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const db = await openDatabase({ dataDir: 'memory://' });
    return { db, url: null, drop: async () => {} };
  }
  const name = `mart_test_${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString() });
  return {
    db,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  close(): Promise<void>;
}

/** scrypt at 2^10 instead of OWASP's 2^17 (over a second per hash on a busy test machine); tests of the cost say so. */
export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

/** The app over a freshly migrated and seeded database, with a controllable clock and generous rate limits. */
export async function startApp(options: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const { db, drop } = await testDatabase();
  const clock = new TestClock();
  await prepareDatabase(db, { seed: true, now: NOW, passwordCost: TEST_PASSWORD_COST });
  const app = await buildApp({
    db,
    clock,
    demo: true,
    authRateLimit: { max: 1000, timeWindowMs: 60_000 },
    passwordCost: TEST_PASSWORD_COST,
    ...options,
  });
  return {
    app,
    db,
    clock,
    close: async () => {
      await app.close();
      await db.destroy();
      await drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Injects and parses JSON; `status` is checked by the callers with expect. */
export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<{ status: number; body: T }> {
  const res = await app.inject(options);
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as T) : (undefined as T) };
}

export interface ErrorBody {
  errors: { code: string; message: string }[];
}
export const firstError = (body: unknown) => (body as ErrorBody).errors[0];

let userSeq = 0;
/** Signs up a new customer and returns their token and contacts. */
export async function newUser(app: FastifyInstance, overrides: Record<string, string> = {}) {
  userSeq += 1;
  const n = String(userSeq).padStart(3, '0');
  const payload = {
    name: `Тест Пользователь${n}`,
    email: `user${n}.${Math.random().toString(36).slice(2, 6)}@example.com`,
    phone: `+7705${Math.floor(1000000 + Math.random() * 8999999)}`,
    password: 'secret123',
    confirm_password: 'secret123',
    ...overrides,
  };
  const res = await call<{ token: string }>(app, { method: 'POST', url: '/api/v1/auth/sign-up', payload });
  if (res.status !== 200 || !res.body.token) throw new Error(`sign-up failed: ${JSON.stringify(res.body)}`);
  const user = await call<{ id: number }>(app, {
    method: 'GET',
    url: '/api/v1/customer/info',
    headers: bearer(res.body.token),
  });
  return { ...payload, token: res.body.token, id: user.body.id };
}
