/**
 * RUM counts are kept RUM_RETENTION_DAYS (7 by default), not for ever: the scheduled prune drops older minutes and
 * keeps the rest; on PostgreSQL one instance prunes at a time (the others skip the round).
 */
import { sql } from 'kysely';
import { readEnv } from '../src/env';
import { DEFAULT_RUM_RETENTION_MS, pruneRumRound } from '../src/services/operations/rum-prune';
import { startApp, type TestApp } from './api/helpers';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await startApp({ rumPrune: false });
});
afterAll(() => t.close());

/** One count per given age (days before the app's clock), for the account remote's /about route. */
async function countsAged(days: number[]): Promise<void> {
  const now = t.clock.now().getTime();
  await t.app.ctx.repos.rum.add(
    t.db,
    days.map((d, i) => ({
      minute: new Date(now - d * DAY - i * 60_000),
      remote: 'account',
      version: 'v1-aaaa',
      route: '/about-us',
      metric: 'view',
      bucket: 0,
      count: 1,
    })),
  );
}
const ages = async () =>
  (await t.db.selectFrom('rum_counts').select('minute').execute())
    .map((r) => Math.floor((t.clock.now().getTime() - new Date(r.minute).getTime()) / DAY))
    .sort((a, b) => a - b);

beforeEach(async () => {
  await t.db.deleteFrom('rum_counts').execute();
});

test('counts older than the retention go, newer ones stay', async () => {
  await countsAged([0, 1, 6, 8, 30]);
  expect(await pruneRumRound(t.app.ctx, DEFAULT_RUM_RETENTION_MS)).toBe(2);
  expect(await ages()).toEqual([0, 1, 6]);
  // a second round finds nothing more
  expect(await pruneRumRound(t.app.ctx, DEFAULT_RUM_RETENTION_MS)).toBe(0);
  expect(await pruneRumRound(t.app.ctx, 1 * DAY)).toBe(2);
  expect(await ages()).toEqual([0]);
});

test('the retention comes from RUM_RETENTION_DAYS, 7 days by default, and a bad value is refused', () => {
  expect(readEnv({}).rumRetentionMs).toBe(7 * DAY);
  expect(readEnv({ RUM_RETENTION_DAYS: '30' }).rumRetentionMs).toBe(30 * DAY);
  expect(() => readEnv({ RUM_RETENTION_DAYS: '0' })).toThrow(/RUM_RETENTION_DAYS/);
});

const onPostgres = process.env.DATABASE_URL ? test : test.skip;

onPostgres('while another instance prunes, a round skips; rounds in parallel delete each row once', async () => {
  await countsAged([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27]);
  // another instance's round holds the job's lock on its own connection
  await t.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(7204780)`.execute(conn);
    try {
      expect(await pruneRumRound(t.app.ctx, DEFAULT_RUM_RETENTION_MS)).toBeNull();
    } finally {
      await sql`select pg_advisory_unlock(7204780)`.execute(conn);
    }
  });
  expect(await ages()).toHaveLength(20);
  const rounds = await Promise.all(
    Array.from({ length: 20 }, () => pruneRumRound(t.app.ctx, DEFAULT_RUM_RETENTION_MS)),
  );
  expect(rounds.reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBe(20);
  expect(await ages()).toEqual([]);
});
