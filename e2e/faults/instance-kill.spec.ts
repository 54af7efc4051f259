/**
 * An instance killed with orders in flight (issue 38): two API instances (the production build) on one PostgreSQL
 * behind nginx, 10 customers ordering one stock-tracked item (cash and digital, each order with its own
 * Idempotency-Key). Instance A is SIGKILLed while every customer has an order in flight on it, held at the payment
 * intent's write; each customer whose answer was lost retries with the same key on instance B, then orders once more
 * through nginx. What the database
 * holds afterwards: one order per key, the stock taken once per order, and every digital order with its payment
 * intent and a link to pay.
 */
import { expect, test } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { faultPorts } from './ports';

interface Cluster {
  url: string;
  apiUrls: string[];
  apis: ChildProcess[];
  databaseUrl: string;
  stop: () => Promise<void>;
}

const CLIENTS = 10;
const STOCK = 500;
const run = `kill-${Date.now().toString(36)}`;
let cluster: Cluster;

/** Rows of a query on the cluster's database, tab-separated fields. */
function sql(query: string): string[][] {
  const r = spawnSync('psql', [cluster.databaseUrl, '-AtX', '-F', '\t', '-v', 'ON_ERROR_STOP=1', '-c', query], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`psql failed: ${r.stderr}`);
  return r.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
}

/** Sessions of the cluster's database waiting for a lock (a row, a table). */
const waitingOnLocks = `select count(*) from pg_stat_activity
  where datname = current_database() and wait_event_type = 'Lock'`;

/** Holds an exclusive lock on a table from a session of its own until released. */
function lockTable(table: string) {
  const psql = spawn('psql', [cluster.databaseUrl, '-AtX', '-v', 'ON_ERROR_STOP=1'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => psql.once('exit', resolve));
  const held = new Promise<void>((resolve, reject) => {
    psql.stdout.on('data', (c: Buffer) => c.toString().includes('locked') && resolve());
    void exited.then((code) => reject(new Error(`the lock session ended (${code})`)));
  });
  psql.stdin.write(`BEGIN;\nLOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE;\nSELECT 'locked';\n`);
  return {
    held,
    release: async () => {
      psql.stdin.end('COMMIT;\n');
      expect(await exited).toBe(0);
    },
  };
}

test.beforeAll(async () => {
  const lib = (await import('../../scripts/lib.mjs')) as { buildApiMissing: () => void };
  lib.buildApiMissing();
  const { startCluster } = (await import('../../scripts/cluster.mjs')) as {
    startCluster: (o: {
      base: number;
      instances: number;
      redis: boolean;
      prod: boolean;
      env: Record<string, string>;
    }) => Promise<Cluster>;
  };
  cluster = await startCluster({
    base: faultPorts(3),
    instances: 2,
    redis: false,
    prod: true,
    env: {
      NODE_ENV: 'production',
      DEMO: '0',
      // the signed card gateway: an intent is a signed link to it, made without calling it
      PAYMENT_GATEWAY_URL: 'https://pay.example/checkout',
      PAYMENT_GATEWAY_SECRET: 'fault-suite-gateway-secret-0123456789abcdef',
      // 10 sign-ups from this one test client
      AUTH_RATE_LIMIT: '1000',
    },
  });
});

test.afterAll(async () => {
  await cluster?.stop();
});

interface Placed {
  key: string;
  pay: 'cash_on_delivery' | 'digital_payment';
  orderId: number;
  redirectLink: string | null;
}

test('a killed instance: retried keys make one order each, stock is taken once, digital orders can be paid', async () => {
  const [a, b] = cluster.apiUrls as [string, string];
  // a grocery item of the all-day demo grocer, without options, with a known stock
  const [item] = sql(`select i.id, i.module_id from items i join stores s on s.id = i.store_id
    where s.name = 'Маркет «Свежее»' and i.status and i.is_prescription_required = 0
      and i.variations::text = '[]' and i.food_variations::text = '[]' and i.choice_options::text = '[]'
      and i.add_on_ids::text = '[]' and coalesce(i.maximum_cart_quantity, 10) >= 1
    order by i.id limit 1`);
  expect(item, 'a plain grocery item in the demo data').toBeDefined();
  const [itemId, moduleId] = item!.map(Number) as [number, number];
  sql(`update items set stock = ${STOCK} where id = ${itemId}`);

  const customers = await Promise.all(
    Array.from({ length: CLIENTS }, async (_, i) => {
      const res = await fetch(`${cluster.url}/api/v1/auth/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          name: `Клиент ${i}`,
          email: `${run}-${i}@example.com`,
          phone: `+7707${String(Date.now() + i).slice(-7)}`,
          password: 'secret123',
          confirm_password: 'secret123',
        }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { token: string }).token;
    }),
  );
  const headers = (token: string, key?: string) => ({
    'content-type': 'application/json',
    accept: 'application/json',
    authorization: `Bearer ${token}`,
    moduleId: String(moduleId),
    ...(key ? { 'idempotency-key': key } : {}),
  });
  const items = [{ item_id: itemId, quantity: 1 }];
  const quote = await fetch(`${cluster.url}/api/v1/customer/order/quote`, {
    method: 'POST',
    headers: headers(customers[0]!),
    body: JSON.stringify({ order_type: 'take_away', items }),
  });
  expect(quote.status, await quote.clone().text()).toBe(200);
  const amount = ((await quote.json()) as { order_amount: number }).order_amount;

  /** One Buy Now order of the item: the answer, or the error that cut it (the instance died under it). */
  const place = (api: string, client: number, key: string, pay: Placed['pay']) =>
    fetch(`${api}/api/v1/customer/order/place`, {
      method: 'POST',
      headers: headers(customers[client]!, key),
      body: JSON.stringify({
        order_type: 'take_away',
        items,
        payment_method: pay,
        order_amount: amount,
        contact_phone: '+77011234567',
      }),
    }).then(
      async (res) => {
        const text = await res.text();
        try {
          return { status: res.status, body: JSON.parse(text) as Record<string, unknown> };
        } catch {
          return { status: res.status, body: { text } };
        }
      },
      (error: Error) => ({ status: 0, body: { error: String(error.cause ?? error) } }),
    );
  const placed: Placed[] = [];
  const record = (key: string, pay: Placed['pay'], answer: { status: number; body: Record<string, unknown> }) => {
    expect(answer.status, `${key}: ${JSON.stringify(answer.body)}`).toBe(200);
    placed.push({
      key,
      pay,
      orderId: Number(answer.body.order_id),
      redirectLink: (answer.body.redirect_link as string | null) ?? null,
    });
  };
  const payOf = (client: number, round: number): Placed['pay'] =>
    (client + round) % 2 === 0 ? 'cash_on_delivery' : 'digital_payment';

  // round 0: both instances serve, through nginx
  await Promise.all(
    customers.map(async (_, c) => {
      const key = `${run}-${c}-0`;
      record(key, payOf(c, 0), await place(cluster.url, c, key, payOf(c, 0)));
    }),
  );

  // round 1: every customer's order sent to instance A while the payment intents table is locked, the way a slow
  // intent write would hold it: each order goes as far as it can and waits there (an order whose intent is written
  // after its commit waits committed, one written with it waits uncommitted). A is killed once every order has
  // answered or waits, so the kill lands on requests in flight at the one moment that matters for money.
  const lock = lockTable('payment_intents');
  await lock.held;
  const instanceA = cluster.apis[0]!;
  const killed = new Promise<void>((resolve) => instanceA.once('exit', () => resolve()));
  let answered = 0;
  const onA = customers.map((_, c) =>
    place(a, c, `${run}-${c}-1`, payOf(c, 1)).then((answer) => {
      answered += 1;
      return answer;
    }),
  );
  await expect
    .poll(() => answered + Number(sql(waitingOnLocks)[0]![0]), { timeout: 30_000, message: 'all answered or waiting' })
    .toBe(CLIENTS);
  instanceA.kill('SIGKILL');
  await killed;
  await lock.release();
  const firstTry = await Promise.all(onA);
  const cut = firstTry.filter((answer) => answer.status !== 200).length;
  // orders A committed whose answer the kill cut: their retries must answer the same order, not place another
  const committed = Number(sql(`select count(*) from orders where idempotency_key like '${run}-%-1'`)[0]![0]);
  const lostAfterCommit = committed - (CLIENTS - cut);
  // the same key again, on instance B: the order it placed if A committed it, else a new one
  await Promise.all(
    firstTry.map(async (answer, c) => {
      const key = `${run}-${c}-1`;
      record(key, payOf(c, 1), answer.status === 200 ? answer : await place(b, c, key, payOf(c, 1)));
    }),
  );
  console.log(
    `instance A killed with ${CLIENTS} orders in flight: ${cut} answers lost (${lostAfterCommit} of them after ` +
      'the order was committed), retried with their keys on B',
  );
  expect(cut, 'the kill cut orders in flight').toBeGreaterThan(0);

  // round 2: through nginx again, which sends everything to B now
  await Promise.all(
    customers.map(async (_, c) => {
      const key = `${run}-${c}-2`;
      record(key, payOf(c, 2), await place(cluster.url, c, key, payOf(c, 2)));
    }),
  );

  // what the database holds: one order per key, each the one its customer was answered with, one line each
  const orders = sql(`select o.idempotency_key, count(*) over (partition by o.idempotency_key), o.id,
      (select coalesce(sum(quantity), 0) from order_items l where l.order_id = o.id)
    from orders o where o.idempotency_key like '${run}-%'`);
  expect(orders).toHaveLength(placed.length);
  const byKey = new Map(orders.map(([key, count, id, quantity]) => [key!, { count, id: Number(id), quantity }]));
  for (const p of placed) {
    expect(byKey.get(p.key), p.key).toEqual({ count: '1', id: p.orderId, quantity: '1' });
  }
  // the stock: taken once per order
  expect(Number(sql(`select stock from items where id = ${itemId}`)[0]![0])).toBe(STOCK - placed.length);

  // every digital order can be paid: one payment intent, and its customer holds a link to it
  const digital = placed.filter((p) => p.pay === 'digital_payment');
  const intents = new Map(
    sql(`select reference_id, count(*) from payment_intents where purpose = 'order'
      and reference_id in (${digital.map((p) => `'${p.orderId}'`).join(',')}) group by reference_id`).map(
      ([id, count]) => [Number(id), Number(count)],
    ),
  );
  for (const p of digital) {
    expect.soft(intents.get(p.orderId), `order ${p.orderId} (${p.key}): its payment intent`).toBe(1);
    expect
      .soft(p.redirectLink ?? 'none', `order ${p.orderId} (${p.key}): a link to pay`)
      .toMatch(/^https:\/\/pay\.example\//);
  }
  console.log(
    `${placed.length} orders for ${placed.length} keys, stock ${STOCK} → ${STOCK - placed.length}; ` +
      `${digital.length} digital: ${digital.filter((p) => intents.get(p.orderId) === 1).length} with an intent, ` +
      `${digital.filter((p) => p.redirectLink).length} answered with a link`,
  );
});
