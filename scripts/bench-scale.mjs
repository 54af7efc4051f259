// `npm run bench`, the scale-out part (issue 25): catalog reads and add-to-cart through nginx with 1 and 3 API
// instances on one PostgreSQL and one Redis (scripts/cluster.mjs), autocannon on loopback; and how many sign-in
// guesses one client gets through a limit of 10 spread over 3 instances, with the limits in each process and in
// Redis. Prints the figures and rewrites its section of docs/BENCHMARKS.md. A measuring stick: it asserts nothing.
// Ports from BENCH_PORT_BASE (default 3400): a cluster takes base..base+5.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { startCluster } from './cluster.mjs';
import { REPO, log } from './lib.mjs';

const autocannon = createRequire(path.join(REPO, 'server', 'package.json'))('autocannon');
const BASE = Number(process.env.BENCH_PORT_BASE ?? 3400);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const GUESSES = 40;
const CART_GUESTS = 4_000;
const json = { 'content-type': 'application/json', accept: 'application/json' };

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const figures = (r) => ({
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx + r.errors + r.timeouts,
  total: r.requests.total,
});

/**
 * Guest carts and the items they can take (those of the first store that accepts one: a cart holds one store), enough
 * guests that no cart line reaches its quantity limit during the run (each request adds one unit for the next guest).
 */
async function cartFixtures(url) {
  const guest = async () =>
    (await (await fetch(`${url}/api/v1/auth/guest/request`, { method: 'POST', headers: json, body: '{}' })).json())
      .guest_id;
  const guests = [];
  for (let batch = 0; batch < CART_GUESTS / 50; batch++)
    guests.push(...(await Promise.all(Array.from({ length: 50 }, guest))));
  const items = [];
  for (let id = 1; id <= 120 && items.length < 20; id++) {
    const res = await fetch(`${url}/api/v1/customer/cart/add`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ item_id: id, quantity: 1, guest_id: guests[0] }),
    });
    if (res.ok) items.push(id);
  }
  if (!guests[0] || !items.length) throw new Error('bench: no guest cart to add to (guest request or cart add failed)');
  return { guests, items };
}

/** Wrong passwords for unknown accounts (no per-account throttle), all at once from one client: how many got an answer. */
async function signInGuesses(url) {
  const statuses = await Promise.all(
    Array.from({ length: GUESSES }, async (_, i) => {
      const res = await fetch(`${url}/api/v1/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          login_type: 'manual',
          email_or_phone: `bench${i}-${Date.now()}@example.com`,
          password: 'x12345678',
        }),
      });
      return res.status;
    }),
  );
  return statuses.filter((s) => s !== 429).length;
}

async function measure(instances) {
  const cluster = await startCluster({ base: BASE, instances });
  try {
    const guesses = await signInGuesses(cluster.url);
    const reads = figures(
      await cannon({
        url: cluster.url,
        requests: Array.from({ length: 20 }, (_, i) => ({ method: 'GET', path: `/api/v1/items/details/${i + 1}` })),
      }),
    );
    const { guests, items } = await cartFixtures(cluster.url);
    let n = 0;
    const carts = figures(
      await cannon({
        url: cluster.url,
        requests: [
          {
            method: 'POST',
            path: '/api/v1/customer/cart/add',
            headers: json,
            setupRequest: (req) => {
              n += 1;
              const body = {
                item_id: items[n % items.length],
                quantity: 1,
                guest_id: guests[Math.floor(n / items.length) % guests.length],
              };
              return { ...req, body: JSON.stringify(body) };
            },
          },
        ],
      }),
    );
    return { instances, guesses, reads, carts };
  } finally {
    await cluster.stop();
  }
}

async function guessesWithoutRedis() {
  const cluster = await startCluster({ base: BASE, instances: 3, redis: false });
  try {
    return await signInGuesses(cluster.url);
  } finally {
    await cluster.stop();
  }
}

const results = [];
for (const instances of [1, 3]) {
  log(`bench: ${instances} instance(s) behind nginx`);
  results.push(await measure(instances));
}
log('bench: 3 instances, rate limits in each process (no REDIS_URL)');
const inProcess = await guessesWithoutRedis();

const cpu = os.cpus();
const commit = execSync('git rev-parse --short HEAD', { cwd: REPO, encoding: 'utf8' }).trim();
const row = (r, f) => `| ${r.instances} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.non2xx} / ${f.total} |`;
const section = `Latest run: ${new Date().toISOString()} on ${cpu.length} × ${cpu[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}, Node ${process.versions.node}, commit ${commit}.
nginx round robin → N API instances (PostgreSQL, Redis, TRUST_PROXY=1, catalog cache 5 s), autocannon ${CONNECTIONS} connections × ${SECONDS} s, all on the same machine.

| catalog reads (20 item pages): instances | req/s | p50 ms | p99 ms | non-2xx / requests |
| --- | --- | --- | --- | --- |
${results.map((r) => row(r, r.reads)).join('\n')}

| add to cart (one unit per request, ${CART_GUESTS} guest carts, items of one store): instances | req/s | p50 ms | p99 ms | non-2xx / requests |
| --- | --- | --- | --- | --- |
${results.map((r) => row(r, r.carts)).join('\n')}

Sign-in guesses one client got through a limit of 10 per minute (${GUESSES} tries at once through nginx): 3 instances, limits in
each process: ${inProcess}; limits in Redis: ${results.find((r) => r.instances === 3).guesses} (1 instance: ${results.find((r) => r.instances === 1).guesses}).`;
console.log(`\n${section}\n`);

const file = path.join(REPO, 'docs', 'BENCHMARKS.md');
const START = '<!-- bench-scale:start (written by `npm run bench`) -->';
const END = '<!-- bench-scale:end -->';
const doc = fs.readFileSync(file, 'utf8');
const at = doc.indexOf(START);
const block = `${START}\n${section}\n${END}`;
fs.writeFileSync(
  file,
  at >= 0
    ? doc.slice(0, at) + block + doc.slice(doc.indexOf(END) + END.length)
    : `${doc.trimEnd()}\n\n## Many API instances behind nginx (issue 25)\n\n${block}\n`,
);
