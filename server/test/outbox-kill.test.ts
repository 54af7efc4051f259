/**
 * Issue 39, "a worker killed in the middle of sending loses no message and sends none twice": 20 mails in the
 * outbox, an API instance delivering them is killed with SIGKILL while the SMTP server (real, on loopback) holds
 * one of them, and a new instance is started. Every mail arrives, each Message-ID once. The one that was in flight
 * is sent again by the new instance after its lease ran out (its first try never reached the end of its data, so
 * the server never took it), and that interrupted attempt is on record.
 *
 * What this does not cover, and cannot: a kill after the server's 250 and before the `sent` commit (one UPDATE) —
 * that message is sent twice, with the same Message-ID (at least once, not exactly once; outbox-worker.ts).
 * PostgreSQL only (test:pg): the two instances are processes sharing one database.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startMailCatcher, type MailCatcher } from '../src/demo/mail-catcher';
import { migrateToLatest } from '../src/db/migrate';
import type { Db } from '../src/db/connect';
import { testDatabase } from './api/helpers';

const onPostgres = Boolean(process.env.DATABASE_URL);
const LEASE_MS = 3000;
let db: Db;
let url: string;
let drop: () => Promise<void>;
let catcher: MailCatcher;
let recipients = 0;
let killAt = Infinity;
let onKillPoint: () => void = () => undefined;

beforeAll(async () => {
  if (!onPostgres) return;
  const t = await testDatabase();
  db = t.db;
  url = t.url!;
  drop = t.drop;
  await migrateToLatest(db);
  // a slow server: each recipient waits 150 ms before it is taken, so a kill lands inside a send
  catcher = await startMailCatcher({
    delayMs: 150,
    refuse: () => {
      recipients += 1;
      if (recipients === killAt) onKillPoint();
      return null;
    },
  });
});
afterAll(async () => {
  if (!onPostgres) return;
  await catcher.close();
  await db.destroy();
  await drop();
});

function startInstance(): Promise<ChildProcess> {
  const child = fork(path.join(__dirname, 'support', 'outbox-worker-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, DATABASE_URL: url, SMTP_PORT: String(catcher.port), LEASE_MS: String(LEASE_MS) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the instance exited (${code}) before it was ready`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve()),
  );

(onPostgres ? test : test.skip)(
  '20 mails, the delivering instance killed -9 in the middle of a send, a new one started: all 20 arrive, each once',
  async () => {
    const now = new Date();
    await db
      .insertInto('outbox')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          channel: 'email' as const,
          recipient: `kill${i}@example.com`,
          subject: `Message ${i}`,
          body: `Body ${i}`,
          purpose: null,
          kind: 'plain',
          payload: '{}',
          user_id: null,
          next_attempt_at: now,
          created_at: now,
        })),
      )
      .execute();

    // kill while the server holds the 7th recipient (6 mails taken, the 7th in the middle of its SMTP exchange)
    killAt = 7;
    const first = await startInstance();
    await new Promise<void>((resolve) => (onKillPoint = resolve));
    first.kill('SIGKILL');
    await exited(first);
    const atKill = await db.selectFrom('outbox').select(['id', 'state', 'leased_by']).orderBy('id').execute();
    expect(atKill.filter((r) => r.state === 'sent')).toHaveLength(6);
    expect(atKill.filter((r) => r.state === 'sending')).toHaveLength(1);

    const second = await startInstance();
    try {
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        const left = await db.selectFrom('outbox').select('id').where('state', '!=', 'sent').execute();
        if (!left.length) break;
        await new Promise((r) => setTimeout(r, 200));
      }
    } finally {
      second.kill('SIGTERM');
      await exited(second);
    }
    const rows = await db.selectFrom('outbox').select(['id', 'state', 'attempts']).orderBy('id').execute();
    expect(rows.every((r) => r.state === 'sent')).toBe(true);
    // none lost, none twice: 20 distinct Message-IDs, each caught once
    const ids = catcher.mails.map((m) => m.messageId);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
    expect(new Set(catcher.mails.map((m) => m.to[0])).size).toBe(20);
    // the one in flight: two attempts, the first interrupted
    const inFlight = atKill.find((r) => r.state === 'sending')!;
    const history = await db
      .selectFrom('outbox_attempts')
      .select(['outcome'])
      .where('outbox_id', '=', inFlight.id)
      .orderBy('id')
      .execute();
    expect(history.map((h) => h.outcome)).toEqual(['interrupted', 'sent']);
    expect(rows.find((r) => r.id === inFlight.id)?.attempts).toBe(2);
  },
);
