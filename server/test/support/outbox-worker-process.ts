/**
 * An API instance that only delivers the outbox, for the kill test (test/outbox-kill.test.ts): the database at
 * DATABASE_URL, SMTP to 127.0.0.1:SMTP_PORT, a short lease (LEASE_MS) so the next instance takes over quickly.
 */
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/connect';
import { smtpTransport } from '../../src/infra/mail-transport';

const db = await openDatabase({ url: process.env.DATABASE_URL! });
const mail = smtpTransport({
  host: '127.0.0.1',
  port: Number(process.env.SMTP_PORT),
  tls: 'none',
  from: 'Mart <no-reply@mart.test>',
});
await buildApp({
  db,
  demo: false,
  unpaidRelease: false,
  outbox: { mail, pollMs: 50, leaseMs: Number(process.env.LEASE_MS), messageIdDomain: 'mart.test' },
});
process.send?.('ready');
