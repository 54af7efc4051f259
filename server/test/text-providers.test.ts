/**
 * The SMSC text provider (issue 39) tested against its public HTTP API: a loopback HTTP server stands in for
 * smsc.kz and answers as the documentation's examples do (`fmt=3`: `{"id":…,"cnt":…}` on success,
 * `{"error":…,"error_code":…}` on failure, status.php `{"status":…}` with -3 for "not found"). What is checked is the
 * request we build (path, method, every parameter, UTF-8 text) and how each answer is read; then the delivery
 * worker sending a status update as a text to a customer without an e-mail, and not sending again a text whose
 * first attempt was interrupted but that SMSC already has.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { DeliveryError } from '../src/infra/mail-transport';
import { deliverDue } from '../src/services/messages/outbox-worker';
import { demoTextProvider, smscProvider, type TextProvider } from '../src/infra/text-providers';
import { readDemoMailbox } from '../src/infra/demo-mailbox';
import { placeCashOrder, storeWorld, type StoreWorld } from './store-fixture';

interface Seen {
  method: string;
  path: string;
  type: string;
  form: URLSearchParams;
}
let server: Server;
let base: string;
const seen: Seen[] = [];
/** the next answers, by script name: a JSON body, or an HTTP status */
const answers: Record<string, (string | number)[]> = { 'send.php': [], 'status.php': [] };

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        type: req.headers['content-type'] ?? '',
        form: new URLSearchParams(body),
      });
      const answer = answers[url.pathname.split('/').pop()!]?.shift() ?? '{"id":1,"cnt":1}';
      if (typeof answer === 'number') {
        res.statusCode = answer;
        res.end('');
      } else {
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(answer);
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const smsc = (sender?: string) => smscProvider({ url: base, login: 'mart-shop', password: 'p@ss w0rd&', sender });
const message = { to: '+7 701 123-45-67', text: 'Mart: ваш код 123456. Действует 5 минут.', id: '42' };

describe('SMSC send.php', () => {
  test('POSTs the documented parameters, form-encoded in UTF-8, and takes {"id","cnt"} as sent', async () => {
    answers['send.php']!.push('{"id": 42, "cnt": 1}');
    await smsc('MartShop').send(message);
    const req = seen.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/sys/send.php');
    expect(req.type).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(req.form)).toEqual({
      login: 'mart-shop',
      psw: 'p@ss w0rd&',
      phones: '77011234567',
      mes: 'Mart: ваш код 123456. Действует 5 минут.',
      id: '42',
      sender: 'MartShop',
      charset: 'utf-8',
      fmt: '3',
    });
  });

  test('without a sender name the account default is used (no sender parameter)', async () => {
    await smsc().send(message);
    expect(seen.at(-1)!.form.has('sender')).toBe(false);
  });

  test.each([
    [7, 'invalid number', true],
    [6, 'message is denied', true],
    [8, "can't deliver the message", true],
    [3, 'not enough money', false],
    [2, 'authorise error', false],
    [9, 'duplicate request, wait a minute', false],
  ])('{"error_code": %i, "error": "%s"} is a DeliveryError, permanent: %s', async (code, text, permanent) => {
    answers['send.php']!.push(JSON.stringify({ error: text, error_code: code, id: 42 }));
    const failure = await smsc()
      .send(message)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(failure).toBeInstanceOf(DeliveryError);
    expect((failure as DeliveryError).permanent).toBe(permanent);
    expect((failure as DeliveryError).message).toContain(String(code));
  });

  test('an HTTP error, an answer that is not JSON, or no server at all is retried', async () => {
    const permanence = () =>
      smsc()
        .send(message)
        .then(
          () => null,
          (e: DeliveryError) => e.permanent,
        );
    answers['send.php']!.push(502);
    expect(await permanence()).toBe(false);
    answers['send.php']!.push('Internal error');
    expect(await permanence()).toBe(false);
    const nowhere = smscProvider({ url: 'http://127.0.0.1:1', login: 'x', password: 'y' });
    expect(
      await nowhere.send(message).then(
        () => null,
        (e: DeliveryError) => e.permanent,
      ),
    ).toBe(false);
  });
});

describe('SMSC status.php', () => {
  test('asks by phone and id; status -3 ("not found") means not yet accepted, any other status means it was', async () => {
    const provider = smsc();
    answers['status.php']!.push('{"status": -3, "last_date": "", "last_timestamp": 0}');
    expect(await provider.alreadyAccepted!(message)).toBe(false);
    const req = seen.at(-1)!;
    expect(req.path).toBe('/sys/status.php');
    expect(Object.fromEntries(req.form)).toMatchObject({
      phone: '77011234567',
      id: '42',
      fmt: '3',
      login: 'mart-shop',
    });
    answers['status.php']!.push('{"status": 1, "last_date": "28.11.2026 10:00:00", "last_timestamp": 1795856400}');
    expect(await provider.alreadyAccepted!(message)).toBe(true);
  });
});

describe('texts from the delivery worker', () => {
  let w: StoreWorld;
  let provider: TextProvider;
  beforeAll(async () => {
    w = await storeWorld({ demo: false, operatorKey: 'operator-secret-for-text-tests' });
    // alice has no e-mail and wants status updates: they come as texts
    await w.db
      .updateTable('users')
      .set({ email: null, notify_updates: true })
      .where('id', '=', w.users.alice.id)
      .execute();
    provider = smsc('Mart');
  });
  afterAll(() => w.close());

  test("a status update goes as a text in the customer's language; receipts never go by text", async () => {
    const sender = await buildApp({ db: w.db, demo: false, outbox: { texts: provider, run: false } });
    try {
      const id = await placeCashOrder(w, w.users.alice.token);
      const moved = await w.app.inject({
        method: 'POST',
        url: `/api/v1/operator/orders/${id}/status`,
        headers: { 'x-operator-key': 'operator-secret-for-text-tests' },
        payload: { status: 'confirmed' },
      });
      expect(moved.statusCode).toBe(200);
      const before = seen.length;
      expect((await deliverDue(sender.ctx)).sent).toBe(1);
      const sent = seen.slice(before).filter((s) => s.path === '/sys/send.php');
      expect(sent).toHaveLength(1);
      expect(sent[0]!.form.get('phones')).toBe('77010000001');
      expect(sent[0]!.form.get('mes')).toBe(`Mart: заказ №${id} — Подтверждён.`);
    } finally {
      await sender.close();
    }
  });

  test('a text whose attempt was interrupted is looked up first, and not sent again when SMSC has it', async () => {
    const sender = await buildApp({ db: w.db, demo: false, outbox: { texts: provider, run: false, leaseMs: 5000 } });
    try {
      const id = await placeCashOrder(w, w.users.alice.token);
      await w.app.inject({
        method: 'POST',
        url: `/api/v1/operator/orders/${id}/status`,
        headers: { 'x-operator-key': 'operator-secret-for-text-tests' },
        payload: { status: 'confirmed' },
      });
      const past = new Date(Date.now() - 60_000);
      const [claimed] = await w.app.repos.outbox.claim(w.db, {
        worker: 'dead',
        channels: ['phone'],
        now: new Date(),
        leaseUntil: past,
        limit: 1,
      });
      expect(claimed).toBeDefined();
      const before = seen.length;
      answers['status.php']!.push('{"status": 1, "last_date": "", "last_timestamp": 0}');
      expect((await deliverDue(sender.ctx)).sent).toBe(1);
      const calls = seen.slice(before).map((s) => s.path);
      expect(calls).toEqual(['/sys/status.php']);
      const row = await w.db.selectFrom('outbox').selectAll().where('id', '=', claimed!.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ state: 'sent', attempts: 2 });
    } finally {
      await sender.close();
    }
  });
});

test('demo mode: the demo provider puts the text in the demo mailbox the demo page shows', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'mart-mailbox-'));
  try {
    await demoTextProvider(dir).send(message);
    const [kept] = await readDemoMailbox(dir);
    expect(kept).toMatchObject({ channel: 'phone', to: message.to, text: message.text });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
