import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql, type KyselyPlugin } from 'kysely';
import { createDatabase } from '../../scripts/pg-database';
import { buildApp, type BuildAppOptions } from '../../src/app';
import type { Clock, OutgoingMessage } from '../../src/context';
import { openDatabase, type Db } from '../../src/db/connect';
import { prepareDatabase } from '../../src/db/prepare';
import type { ScryptCost } from '../../src/infra/passwords';
import { clearSettingsCache } from '../../src/services/catalog/settings';

/** A weekday at 14:00 in Almaty: stores open, demo campaigns running. */
export const NOW = new Date('2026-06-15T09:00:00Z');

/** A delivery address inside the seeded Almaty zone, as the address form sends it. */
export const ALMATY_ADDRESS = {
  address: 'пр. Абая 10, Алматы',
  contact_person_name: 'Айгерим',
  contact_person_number: '+77011234567',
  address_type: 'Home',
  latitude: 43.24,
  longitude: 76.93,
};

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
export async function testDatabase(
  embedded = false,
  plugins: KyselyPlugin[] = [],
): Promise<{ db: Db; url: string | null; drop(): Promise<void> }> {
  const adminUrl = embedded ? undefined : process.env.DATABASE_URL;
  if (!adminUrl) {
    const db = await openDatabase({ dataDir: 'memory://', plugins });
    return { db, url: null, drop: async () => {} };
  }
  const name = `mart_test_${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
  const { url, drop } = await createDatabase(adminUrl, name);
  return { db: await openDatabase({ url, plugins }), url, drop };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  close(): Promise<void>;
}

/** scrypt at 2^10 instead of OWASP's 2^17 (over a second per hash on a busy test machine); tests of the cost say so. */
export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

/**
 * The app over a freshly migrated and seeded database, with a controllable clock and generous rate limits;
 * `embedded` keeps it on PGlite under test:pg too (to compare the two databases' answers).
 */
export async function startApp(
  options: Partial<BuildAppOptions> = {},
  { embedded = false }: { embedded?: boolean } = {},
): Promise<TestApp> {
  const { db, drop } = await testDatabase(embedded);
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

/**
 * Runs `fn` against a second app over the same database while the business settings require a verified phone (the
 * first app keeps the settings it read), then restores them.
 */
export async function withPhoneVerification(t: TestApp, fn: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const business = () => t.db.updateTable('settings').where('key', '=', 'business');
  const row = await t.db.selectFrom('settings').select('value').where('key', '=', 'business').executeTakeFirstOrThrow();
  const value = row.value as { centralize_login: Record<string, number> };
  const required = { ...value, centralize_login: { ...value.centralize_login, phone_verification_status: 1 } };
  await business()
    .set({ value: JSON.stringify(required) })
    .execute();
  const app = await buildApp({ db: t.db, clock: t.clock, demo: true, passwordCost: TEST_PASSWORD_COST });
  try {
    await fn(app);
  } finally {
    await business()
      .set({ value: JSON.stringify(value) })
      .execute();
    await app.close();
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Injects and parses JSON; `status` is checked by the callers with expect. */
export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<{ status: number; body: T; headers: OutgoingHttpHeaders }> {
  const res = await app.inject(options);
  return {
    status: res.statusCode,
    body: res.body ? (JSON.parse(res.body) as T) : (undefined as T),
    headers: res.headers,
  };
}

/** A signed-in customer's GET, parsed. */
export const getAs = <T = Record<string, unknown>>(app: FastifyInstance, url: string, token: string) =>
  call<T>(app, { method: 'GET', url, headers: bearer(token) });

/** A signed-in customer's POST of a JSON body, parsed. */
export const postAs = <T = Record<string, unknown>>(
  app: FastifyInstance,
  url: string,
  token: string,
  payload?: Record<string, unknown>,
) => call<T>(app, { method: 'POST', url, headers: bearer(token), payload });

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

/** A file for `multipart`: `name` is its file name, `field` the form field (the API's upload field is `image`). */
export interface FormFile {
  name: string;
  type: string;
  data: Buffer;
  field?: string;
}

/** A multipart/form-data body and its content-type header, as the storefront's FormData sends it. */
export function multipart(fields: Record<string, string>, files: FormFile[] = []) {
  const boundary = '----mart-test-boundary';
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'image'}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
    );
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A second app over the test's database, out of demo mode, whose sender keeps what it sends in `sent`. */
export async function recordingApp(t: TestApp): Promise<{ app: FastifyInstance; sent: OutgoingMessage[] }> {
  const sent: OutgoingMessage[] = [];
  const app = await buildApp({
    db: t.db,
    clock: t.clock,
    demo: false,
    passwordCost: TEST_PASSWORD_COST,
    sender: { send: async (m) => void sent.push(m) },
  });
  return { app, sent };
}

/** A new guest id, as the storefront asks for one. */
export async function newGuest(app: FastifyInstance): Promise<string> {
  return (await call<{ guest_id: string }>(app, { method: 'POST', url: '/api/v1/auth/guest/request' })).body.guest_id;
}

/** A seeded item any guest can buy now (no options, no limit, no prescription) with stock to spare, not `besides`. */
export async function plainItem(db: Db, besides = 0): Promise<number> {
  const row = await db
    .selectFrom('items')
    .innerJoin('modules', 'modules.id', 'items.module_id')
    .select('items.id')
    .where(sql<boolean>`food_variations = '[]'::jsonb and variations = '[]'::jsonb and choice_options = '[]'::jsonb`)
    .where('maximum_cart_quantity', 'is', null)
    .where('is_prescription_required', '=', 0)
    .where('modules.module_type', '!=', 'food')
    .where('items.stock', '>', 10)
    .where('items.id', '!=', besides)
    .orderBy('items.id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Checks a guest's cart out as a cash take-away order, as checkout does (quote, then place); the placing answer. */
export async function guestCheckout(app: FastifyInstance, guestId: string, idempotencyKey: string) {
  const quote = await call<{ order_amount: number }>(app, {
    method: 'POST',
    url: '/api/v1/customer/order/quote',
    payload: { guest_id: guestId, order_type: 'take_away' },
  });
  return call(app, {
    method: 'POST',
    url: '/api/v1/customer/order/place',
    headers: { 'idempotency-key': idempotencyKey },
    payload: {
      guest_id: guestId,
      order_type: 'take_away',
      payment_method: 'cash_on_delivery',
      contact_phone: '+77011234567',
      order_amount: quote.body.order_amount,
    },
  });
}

/** The site as a Kazakh-only one (country picker off) or offering every country of the picker (the seed's). */
export async function setCountryPicker(t: TestApp, on: boolean): Promise<void> {
  const row = await t.db.selectFrom('settings').select('value').where('key', '=', 'business').executeTakeFirstOrThrow();
  const value = { ...(row.value as Record<string, unknown>), country_picker_status: on ? 1 : 0 };
  await t.db
    .updateTable('settings')
    .set({ value: JSON.stringify(value) })
    .where('key', '=', 'business')
    .execute();
  clearSettingsCache(t.app.ctx);
}
