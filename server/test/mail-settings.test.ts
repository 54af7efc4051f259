/**
 * Issue 39: the mail and text settings are checked at start like every other (env.ts), and the demo mailbox page
 * exists only in demo mode with its folder, showing what was caught with everything in it escaped.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { ConfigError, readEnv } from '../src/env';
import { storeInDemoMailbox } from '../src/infra/demo-mailbox';
import { testDatabase } from './api/helpers';
import type { Db } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';

describe('SMTP, texts and the worker from the environment', () => {
  const smtp = { SMTP_HOST: 'smtp.mart.example', MAIL_FROM: 'Mart <no-reply@mart.example>' };

  test('unset: no SMTP, no text provider, the worker on; mails and texts wait in the outbox', () => {
    const env = readEnv({});
    expect(env.smtp).toBeUndefined();
    expect(env.sms).toBeUndefined();
    expect(env.outbox).toMatchObject({ run: true, maxAttempts: 8, retryBaseMs: 30_000, leaseMs: 120_000 });
  });

  test('SMTP: STARTTLS on 587 by default, TLS on 465, the Message-ID domain from MAIL_FROM', () => {
    expect(readEnv(smtp).smtp).toEqual({
      host: 'smtp.mart.example',
      port: 587,
      tls: 'starttls',
      user: undefined,
      password: undefined,
      from: 'Mart <no-reply@mart.example>',
    });
    expect(readEnv({ ...smtp, SMTP_TLS: 'tls' }).smtp?.port).toBe(465);
    expect(readEnv({ ...smtp, SMTP_PORT: '2525', SMTP_USER: 'u', SMTP_PASSWORD: 'p' }).smtp).toMatchObject({
      port: 2525,
      user: 'u',
      password: 'p',
    });
    expect(readEnv(smtp).outbox.messageIdDomain).toBe('mart.example');
    expect(
      readEnv({ OUTBOX_WORKER: '0', OUTBOX_MAX_ATTEMPTS: '3', OUTBOX_RETRY_SECONDS: '5', OUTBOX_LEASE_SECONDS: '9' })
        .outbox,
    ).toMatchObject({ run: false, maxAttempts: 3, retryBaseMs: 5000, leaseMs: 9000 });
  });

  test.each([
    [{ SMTP_HOST: 'smtp.mart.example' }, /MAIL_FROM/],
    [{ ...smtp, MAIL_FROM: 'not an address' }, /MAIL_FROM=/],
    [{ ...smtp, SMTP_TLS: 'ssl' }, /SMTP_TLS=/],
    [{ ...smtp, SMTP_PORT: '0' }, /SMTP_PORT=/],
    [{ ...smtp, SMTP_USER: 'u' }, /SMTP_USER and SMTP_PASSWORD/],
    [{ ...smtp, SMTP_TLS: 'none', SMTP_USER: 'u', SMTP_PASSWORD: 'p' }, /in clear/],
    [{ SMTP_USER: 'u' }, /without SMTP_HOST/],
    [{ SMS_PROVIDER: 'twilio' }, /SMS_PROVIDER=/],
    [{ SMS_PROVIDER: 'smsc' }, /SMSC_LOGIN and SMSC_PASSWORD/],
    [{ SMS_PROVIDER: 'smsc', SMSC_LOGIN: 'l', SMSC_PASSWORD: 'p', SMSC_URL: 'http://smsc.kz' }, /https/],
    [{ SMS_PROVIDER: 'demo' }, /demo mode/],
    [{ DEMO_MAILBOX_DIR: '/tmp/x' }, /demo mode/],
    [{ OUTBOX_MAX_ATTEMPTS: '0' }, /OUTBOX_MAX_ATTEMPTS=/],
    [{ OUTBOX_LEASE_SECONDS: '1' }, /OUTBOX_LEASE_SECONDS=/],
  ])('%j stops the start, naming what is wrong', (env, message) => {
    expect(() => readEnv(env)).toThrow(ConfigError);
    expect(() => readEnv(env)).toThrow(message);
  });

  test('plain SMTP with a password is allowed to this machine only; SMSC over http to loopback only', () => {
    expect(
      readEnv({ ...smtp, SMTP_HOST: '127.0.0.1', SMTP_TLS: 'none', SMTP_USER: 'u', SMTP_PASSWORD: 'p' }).smtp?.port,
    ).toBe(25);
    expect(
      readEnv({ SMS_PROVIDER: 'smsc', SMSC_LOGIN: 'l', SMSC_PASSWORD: 'p', SMSC_URL: 'http://127.0.0.1:8080' }).sms,
    ).toEqual({ kind: 'smsc', smsc: { url: 'http://127.0.0.1:8080', login: 'l', password: 'p', sender: undefined } });
    expect(readEnv({ SMS_PROVIDER: 'smsc', SMSC_LOGIN: 'l', SMSC_PASSWORD: 'p' }).sms).toMatchObject({
      smsc: { url: 'https://smsc.kz' },
    });
    expect(readEnv({ DEMO: '1', SMS_PROVIDER: 'demo', DEMO_MAILBOX_DIR: '/tmp/box' })).toMatchObject({
      sms: { kind: 'demo' },
      demoMailboxDir: '/tmp/box',
    });
  });
});

describe('the demo mailbox page', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let dir: string;
  beforeAll(async () => {
    const t = await testDatabase();
    db = t.db;
    drop = t.drop;
    await migrateToLatest(db);
    dir = await mkdtemp(path.join(tmpdir(), 'mart-demo-mailbox-'));
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
    await rm(dir, { recursive: true, force: true });
  });

  test('out of demo mode it does not exist, whatever folder is given', async () => {
    const app = await buildApp({ db, demo: false, demoMailboxDir: dir, unpaidRelease: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/demo/mailbox' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  test('in demo mode it lists what was caught, newest first, and shows a mail in a sandboxed frame, escaped', async () => {
    const app = await buildApp({ db, demo: true, demoMailboxDir: dir, unpaidRelease: false });
    try {
      const empty = await app.inject({ method: 'GET', url: '/demo/mailbox?lang=en' });
      expect(empty.body).toContain('Nothing has been sent yet.');
      const mail = await storeInDemoMailbox(dir, {
        channel: 'email',
        to: 'dana@example.com',
        from: 'no-reply@mart.example',
        subject: 'Order <script>alert(1)</script>',
        text: 'Hello',
        html: '<p onclick="x()">Receipt "quoted"</p>',
        message_id: '<1.2.outbox@mart.example>',
      });
      await storeInDemoMailbox(dir, {
        channel: 'phone',
        to: '+77010000001',
        from: null,
        subject: null,
        text: 'Mart: ваш код 123456',
        html: null,
        message_id: 'text-9',
      });
      const list = await app.inject({ method: 'GET', url: '/demo/mailbox' });
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-security-policy']).toContain("default-src 'none'");
      expect(list.body).toContain('Демо-почта');
      expect(list.body).not.toContain('<script>alert(1)');
      expect(list.body.indexOf('+77010000001')).toBeLessThan(list.body.indexOf('dana@example.com'));
      const filtered = await app.inject({ method: 'GET', url: '/demo/mailbox?to=dana&lang=kz' });
      expect(filtered.body).toContain('dana@example.com');
      expect(filtered.body).not.toContain('+77010000001');
      const one = await app.inject({ method: 'GET', url: `/demo/mailbox/${mail.id}?lang=en` });
      expect(one.statusCode).toBe(200);
      expect(one.body).toContain('<iframe title="Order &lt;script&gt;alert(1)&lt;/script&gt;" sandbox srcdoc="');
      expect(one.body).toContain('&lt;p onclick=&quot;x()&quot;&gt;Receipt &quot;quoted&quot;&lt;/p&gt;');
      for (const bad of ['../../etc/passwd', '1', 'x'.repeat(40)])
        expect((await app.inject({ method: 'GET', url: `/demo/mailbox/${encodeURIComponent(bad)}` })).statusCode).toBe(
          404,
        );
    } finally {
      await app.close();
    }
  });
});
