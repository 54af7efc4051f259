/**
 * The outbox delivery worker (issue 39) against a real SMTP server on loopback: retries with backoff, giving up,
 * a refusal for good, the operator's view and retry, expired codes, the caps holding news back, a dead worker's
 * lease, and two workers (two API instances on one database) sending every message once. On PGlite and, with
 * DATABASE_URL (test:pg), on PostgreSQL, where the two workers really run at once.
 */
import { buildApp } from '../src/app';
import { startMailCatcher, type MailCatcher } from '../src/demo/mail-catcher';
import { smtpTransport, type MailTransport } from '../src/infra/mail-transport';
import { deliverDue, retryDelayMs } from '../src/services/messages/outbox-worker';
import { TestClock } from './api/helpers';
import { storeWorld, type StoreWorld } from './store-fixture';

const KEY = 'operator-secret-for-outbox-tests';
const SECOND = 1000;
let catcher: MailCatcher;
let mail: MailTransport;
let w: StoreWorld;
const clock = new TestClock(new Date());
/** what the test server refuses, by recipient */
const refusals = new Map<string, { code: number; message: string }>();

beforeAll(async () => {
  catcher = await startMailCatcher({ refuse: (to) => refusals.get(to) ?? null });
  mail = smtpTransport({ host: '127.0.0.1', port: catcher.port, tls: 'none', from: 'Mart <no-reply@mart.test>' });
  w = await storeWorld({
    demo: false,
    clock,
    operatorKey: KEY,
    outbox: { mail, run: false, maxAttempts: 3, retryBaseMs: 30 * SECOND, leaseMs: 60 * SECOND },
  });
});
afterAll(async () => {
  await w.close();
  mail.close();
  await catcher.close();
});

let seq = 0;
/** A message in the outbox, as a use case writes one (a plain text: no order needed). */
async function queue(to: string, fields: Record<string, unknown> = {}) {
  seq += 1;
  await w.app.repos.outbox.insert(w.db, {
    channel: 'email',
    recipient: to,
    subject: `Message ${seq}`,
    body: `Body ${seq}`,
    purpose: null,
    kind: 'plain',
    user_id: null,
    next_attempt_at: clock.now(),
    lease_until: null,
    leased_by: null,
    last_error: null,
    sent_at: null,
    created_at: clock.now(),
    ...fields,
  });
  return (
    await w.db
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).id;
}
const row = (id: number) => w.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const operator = (url: string, method: 'GET' | 'POST' = 'GET') =>
  w.app.inject({ method, url: `/api/v1/operator/${url}`, headers: { 'x-operator-key': KEY } });

test('a server that refuses for now: tried again after 30 s, then 60 s, failed after 3 attempts; the operator sees why and queues it again', async () => {
  const to = 'busy@example.com';
  refusals.set(to, { code: 451, message: 'Mailbox busy, try later' });
  const id = await queue(to);

  expect((await deliverDue(w.app.ctx)).retried).toBe(1);
  let m = await row(id);
  expect(m).toMatchObject({ state: 'pending', attempts: 1 });
  expect(m.last_error).toContain('451');
  expect(new Date(m.next_attempt_at).getTime() - clock.now().getTime()).toBe(30 * SECOND);
  // not due yet: nothing is tried
  clock.advance(29 * SECOND);
  expect(await deliverDue(w.app.ctx)).toMatchObject({ sent: 0, retried: 0 });
  clock.advance(1 * SECOND);
  expect((await deliverDue(w.app.ctx)).retried).toBe(1);
  m = await row(id);
  expect(new Date(m.next_attempt_at).getTime() - clock.now().getTime()).toBe(60 * SECOND);
  clock.advance(60 * SECOND);
  expect((await deliverDue(w.app.ctx)).failed).toBe(1);
  m = await row(id);
  expect(m).toMatchObject({ state: 'failed', attempts: 3 });
  expect(m.last_error).toMatch(/gave up after 3 attempts: .*451/);
  clock.advance(3600 * SECOND);
  expect(await deliverDue(w.app.ctx)).toMatchObject({ sent: 0, retried: 0, failed: 0 });

  const report = (await operator('outbox?state=failed')).json() as { messages: { id: number; last_error: string }[] };
  expect(report.messages.find((x) => x.id === id)?.last_error).toContain('451');
  const detail = (await operator(`outbox/${id}`)).json() as { history: { attempt: number; outcome: string }[] };
  expect(detail.history.map((a) => `${a.attempt}:${a.outcome}`)).toEqual(['1:retry', '2:retry', '3:failed']);

  // the mailbox is fixed; the operator queues it again and it goes
  refusals.delete(to);
  expect((await operator(`outbox/${id}/retry`, 'POST')).json()).toMatchObject({ id, state: 'pending', attempts: 0 });
  expect((await deliverDue(w.app.ctx)).sent).toBe(1);
  expect(catcher.mails.filter((x) => x.to.includes(to))).toHaveLength(1);
  expect((await operator(`outbox/${id}/retry`, 'POST')).statusCode).toBe(404);
});

test('a refusal for good (550 no such mailbox) fails the message at once', async () => {
  const to = 'nobody@example.com';
  refusals.set(to, { code: 550, message: 'No such user' });
  const id = await queue(to);
  expect((await deliverDue(w.app.ctx)).failed).toBe(1);
  expect(await row(id)).toMatchObject({ state: 'failed', attempts: 1 });
});

test('backoff doubles and stops at its ceiling', () => {
  expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000, 3_600_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
  expect(retryDelayMs(20, 30_000, 3_600_000)).toBe(3_600_000);
});

test('a code is sent in the language it was asked in, then not kept; one nobody can use any more is not sent', async () => {
  const ask = (email: string, lang: string) =>
    w.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      headers: { 'x-localization': lang },
      payload: { email, verification_method: 'email' },
    });
  expect((await ask('alice@example.com', 'ru')).statusCode).toBe(200);
  expect((await deliverDue(w.app.ctx)).sent).toBe(1);
  const sent = await catcher.waitFor((m) => m.to.includes('alice@example.com'));
  expect(sent.subject).toBe('Mart: код для смены пароля');
  expect(sent.text).toContain('Он действует 5 минут.');
  const stored = await w.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', 'alice@example.com')
    .executeTakeFirstOrThrow();
  expect(stored.state).toBe('sent');
  expect(stored.body).toBeNull();
  expect(JSON.stringify(stored.payload)).not.toMatch(/\d{6}/);

  // bob's code waits while nothing delivers (SMTP away), past its 5 minutes: it is dropped, not sent late
  expect((await ask('bob@example.com', 'en')).statusCode).toBe(200);
  clock.advance(6 * 60 * SECOND);
  expect((await deliverDue(w.app.ctx)).expired).toBe(1);
  const late = await w.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', 'bob@example.com')
    .executeTakeFirstOrThrow();
  expect(late).toMatchObject({ state: 'expired', body: null });
  expect(catcher.mails.some((m) => m.to.includes('bob@example.com'))).toBe(false);
});

test('news counts in the service-wide mail cap: over it, it waits for the next window instead of being dropped', async () => {
  const capped = await buildApp({
    db: w.db,
    clock,
    demo: false,
    outbound: { mailsHour: 1 },
    outbox: { mail, run: false },
  });
  try {
    // the hour's window is fresh for this app's count; two receipts (news) to one customer
    clock.advance(3600 * SECOND);
    const first = await queue('capped@example.com', {
      kind: 'wallet_top_up',
      payload: { amount_minor: 500, balance_minor: 500 },
      user_id: w.users.alice.id,
      subject: null,
      body: null,
    });
    const second = await queue('capped@example.com', {
      kind: 'wallet_top_up',
      payload: { amount_minor: 700, balance_minor: 1200 },
      user_id: w.users.alice.id,
      subject: null,
      body: null,
    });
    const round = await deliverDue(capped.ctx);
    const sentNow = (await row(first)).state === 'sent' ? first : second;
    const held = sentNow === first ? second : first;
    expect(round).toMatchObject({ sent: 1, postponed: 1 });
    const waiting = await row(held);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 0 });
    const hour = 3600 * SECOND;
    expect(new Date(waiting.next_attempt_at).getTime()).toBe(Math.floor(clock.now().getTime() / hour) * hour + hour);
    clock.advance(hour);
    expect((await deliverDue(capped.ctx)).sent).toBe(1);
  } finally {
    await capped.close();
  }
});

test('a worker that died holding a message: once its lease runs out another worker sends it, and the interrupted attempt is on record', async () => {
  const id = await queue('orphan@example.com');
  const now = clock.now();
  const [claimed] = await w.app.repos.outbox.claim(w.db, {
    worker: 'dead-worker',
    channels: ['email'],
    now,
    leaseUntil: new Date(now.getTime() + 60 * SECOND),
    limit: 1,
  });
  expect(claimed?.id).toBe(id);
  // within the lease nobody else takes it
  expect((await deliverDue(w.app.ctx)).sent).toBe(0);
  clock.advance(61 * SECOND);
  expect((await deliverDue(w.app.ctx)).sent).toBe(1);
  expect(await row(id)).toMatchObject({ state: 'sent', attempts: 2, leased_by: null });
  const detail = (await operator(`outbox/${id}`)).json() as { history: { outcome: string; worker: string }[] };
  expect(detail.history.map((a) => `${a.outcome}:${a.worker === 'dead-worker' ? 'dead' : 'live'}`)).toEqual([
    'interrupted:dead',
    'sent:live',
  ]);
});

test('two instances delivering at once send each of 40 messages exactly once', async () => {
  const second = await buildApp({ db: w.db, clock, demo: false, outbox: { mail, run: false } });
  try {
    const ids: number[] = [];
    for (let i = 0; i < 40; i += 1) ids.push(await queue(`pair${i}@example.com`));
    const before = catcher.mails.length;
    // each instance runs rounds until nothing is due; on PostgreSQL their claims really race
    const drain = async (app: typeof second) => {
      let total = 0;
      for (;;) {
        const r = await deliverDue(app.ctx, undefined, 5);
        total += r.sent;
        if (r.sent + r.retried + r.failed === 0) return total;
      }
    };
    const [a, b] = await Promise.all([drain(w.app), drain(second)]);
    expect(a + b).toBe(40);
    const got = catcher.mails.slice(before).filter((m) => m.to[0]!.startsWith('pair'));
    expect(got).toHaveLength(40);
    expect(new Set(got.map((m) => m.messageId)).size).toBe(40);
    const rows = await w.db.selectFrom('outbox').select(['state', 'attempts']).where('id', 'in', ids).execute();
    expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
  } finally {
    await second.close();
  }
});
