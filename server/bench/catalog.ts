/**
 * Benchmark (not a test), issue 44: the hot catalog reads (bench/hot-reads.ts) on PostgreSQL at 50 concurrent
 * clients, for the demo catalog and the generated large one (db/seed/large-catalog.ts) side by side: p50/p95/p99
 * latency and requests/s, and on the large catalog the query plans of each read (`EXPLAIN (ANALYZE, BUFFERS)`,
 * sequential scans of the big tables named). Prints a table and rewrites its section of docs/BENCHMARKS.md.
 *
 * The response cache is off (every request reaches the database: what a cold or just-invalidated cache costs), and
 * each request comes from its own address (X-Forwarded-For behind TRUST_PROXY=1) as many customers' would, so the
 * per-client limit of the site search does not answer 429.
 *
 * `pnpm --filter @mart/server bench:catalog` (also a step of `npm run bench`); options: `--plans` prints every
 * plan in full, `--plans-only` skips the load; env BENCH_SECONDS (default 10), BENCH_CONNECTIONS (50),
 * BENCH_CATALOGS (`demo,large`), BENCH_WRITE_DOC=0 leaves the doc alone, DATABASE_URL a server to use.
 */
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { createDatabase } from '../scripts/pg-database';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/connect';
import { prepareDatabase } from '../src/db/prepare';
import { catalogCounts } from '../src/db/seed/large-catalog';
import { explain, hotReads, QueryRecorder, unindexed, BIG_TABLES, type HotRead, type Scan } from './hot-reads';
import { postgresServer } from './pg-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CATALOGS = (process.env.BENCH_CATALOGS ?? 'demo,large').split(',').map((c) => c.trim());
for (const c of CATALOGS) if (c !== 'demo' && c !== 'large') throw new Error(`BENCH_CATALOGS: unknown catalog ${c}`);
const PRINT_PLANS = process.argv.includes('--plans') || process.argv.includes('--plans-only');
const PLANS_ONLY = process.argv.includes('--plans-only');
/** the issue's target: p95 at most this, and at most TARGET_RATIO × the demo catalog's p95 */
const TARGET_P95_MS = 100;
const TARGET_RATIO = 2;
/** noon in Almaty: the stores are open whatever the hour the bench runs */
const NOON = new Date('2026-06-15T07:00:00Z');

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  failed: number;
}

interface CatalogRun {
  catalog: string;
  counts: { stores: number; items: number; vehicles: number };
  seedMs: number;
  figures: Map<string, Figures>;
  plans: Map<string, { sql: string; text: string; scans: Scan[] }[]>;
  reads: HotRead[];
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/** CONNECTIONS clients cycling through the read's requests for SECONDS; latencies kept per response for p95. */
function load(base: string, read: HotRead): Promise<Figures> {
  let next = 0;
  const latencies: number[] = [];
  let failed = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            setupRequest: (req) => {
              const n = next++;
              const r = read.requests[n % read.requests.length]!;
              const client = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
              return { ...req, method: 'GET', path: r.path, headers: { ...r.headers, 'x-forwarded-for': client } };
            },
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        resolve({
          p50: Math.round(percentile(latencies, 50)),
          p95: Math.round(percentile(latencies, 95)),
          p99: Math.round(percentile(latencies, 99)),
          rps: Math.round(result.requests.average),
          requests: result.requests.total,
          failed: failed + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, status: number, _bytes, ms: number) => {
      latencies.push(ms);
      if (status !== 200) failed += 1;
    });
  });
}

async function runCatalog(serverUrl: string, catalog: 'demo' | 'large'): Promise<CatalogRun> {
  const { url, drop } = await createDatabase(serverUrl, `mart_bench_${catalog}_${Date.now()}`);
  const recorder = new QueryRecorder();
  const db = await openDatabase({ url, plugins: [recorder] });
  try {
    process.stderr.write(`${catalog}: migrating and seeding...\n`);
    const started = Date.now();
    await prepareDatabase(db, { seed: true, now: NOON, catalog });
    const seedMs = Date.now() - started;
    const counts = await catalogCounts(db);
    process.stderr.write(`${catalog}: ${JSON.stringify(counts)} in ${seedMs} ms\n`);
    const app = await buildApp({
      db,
      clock: { now: () => NOON },
      catalogCache: { ttlMs: 0 },
      trustProxy: 1,
      unpaidRelease: false,
      rumPrune: false,
    });
    const reads = await hotReads(db);
    const figures = new Map<string, Figures>();
    const plans = new Map<string, { sql: string; text: string; scans: Scan[] }[]>();
    try {
      for (const read of reads) {
        // one pass over the read's requests: each must answer 200 (a bench of errors measures nothing)
        process.stderr.write(`${catalog}: ${read.name}: requests and plans...\n`);
        recorder.queries.length = 0;
        for (const [i, r] of read.requests.entries()) {
          // the plans of the first request's queries (the others differ only in their parameters)
          recorder.recording = i === 0;
          const res = await app.inject({ method: 'GET', url: r.path, headers: r.headers });
          if (res.statusCode !== 200) throw new Error(`${read.name}: ${r.path} answered ${res.statusCode}`);
        }
        recorder.recording = false;
        if (catalog === 'large' || PRINT_PLANS) {
          const explained = [];
          for (const q of recorder.queries) explained.push(await explain(db, q));
          plans.set(read.name, explained);
        }
      }
      if (!PLANS_ONLY) {
        const base = await listen(app);
        for (const read of reads) {
          process.stderr.write(`${catalog}: ${read.name}...\n`);
          figures.set(read.name, await load(base, read));
        }
      }
    } finally {
      await app.close();
    }
    return { catalog, counts, seedMs, figures, plans, reads };
  } finally {
    await db.destroy();
    await drop();
  }
}

/** Per read: the distinct scans of the big tables over its queries, sequential ones marked. */
function planSummary(reads: HotRead[], run: CatalogRun): string[] {
  return reads.map((read) => {
    const scans = (run.plans.get(read.name) ?? []).flatMap((p) => p.scans);
    const big = scans.filter((s) => (BIG_TABLES as readonly string[]).includes(s.relation));
    const named = [
      ...new Set(big.map((s) => (s.index ? `${s.relation} (${s.index})` : `${s.relation} (**${s.node}**)`))),
    ];
    const bad = unindexed(read, scans).length;
    return `| ${read.name} | ${named.join(', ') || '—'} | ${bad ? `${bad} on an indexed path` : read.indexed.length ? 'none' : 'reads the catalog whole'} |`;
  });
}

const server = postgresServer();
if (!server) throw new Error('PostgreSQL unavailable: the catalog bench needs one (apt-get install postgresql)');
const runs: CatalogRun[] = [];
try {
  for (const catalog of CATALOGS) runs.push(await runCatalog(server.serverUrl, catalog as 'demo' | 'large'));
} finally {
  server.stop();
}

if (PRINT_PLANS)
  for (const run of runs)
    for (const [name, list] of run.plans)
      for (const p of list) console.log(`\n--- ${run.catalog}: ${name}\n${p.sql}\n${p.text}`);

const demo = runs.find((r) => r.catalog === 'demo');
const large = runs.find((r) => r.catalog === 'large');
const names = [...(runs[0]?.figures.keys() ?? [])];
const cell = (f: Figures | undefined) =>
  f ? `${f.p50} / ${f.p95} / ${f.p99} | ${f.rps}${f.failed ? ` (${f.failed} failed)` : ''}` : '— | —';
const verdict = (d: Figures | undefined, l: Figures | undefined) => {
  if (!l) return '—';
  const ratio = d ? l.p95 / Math.max(1, d.p95) : NaN;
  const ok = l.p95 <= TARGET_P95_MS && (!d || ratio <= TARGET_RATIO);
  return `${Number.isNaN(ratio) ? '—' : `${ratio.toFixed(1)}×`} ${ok ? 'met' : '**missed**'}`;
};
const cpu = os.cpus();
const commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
const machine = `${cpu.length} × ${cpu[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ')} at the end (a 2-core box shared with other work: figures inflated)`;
const sizes = runs
  .map(
    (r) =>
      `${r.catalog}: ${r.counts.stores} stores, ${r.counts.items} items, ${r.counts.vehicles} vehicles, migrated and seeded in ${(r.seedMs / 1000).toFixed(1)} s`,
  )
  .join('; ');
const section = [
  `Latest run: ${new Date().toISOString()} on ${machine}, ${os.platform()} ${os.release()}, Node ${process.versions.node}, commit ${commit}.`,
  `PostgreSQL (scripts/pg-cluster.sh, loopback), one API process with its default pool of 10 connections, response cache off, autocannon ${CONNECTIONS} connections × ${SECONDS} s per read. ${sizes}.`,
  '',
  `| read | demo p50 / p95 / p99 ms | demo req/s | large p50 / p95 / p99 ms | large req/s | large p95 ÷ demo p95, target (p95 ≤ ${TARGET_P95_MS} ms, ≤ ${TARGET_RATIO}×) |`,
  '| --- | --- | --- | --- | --- | --- |',
  ...names.map(
    (n) =>
      `| ${n} | ${cell(demo?.figures.get(n))} | ${cell(large?.figures.get(n))} | ${verdict(demo?.figures.get(n), large?.figures.get(n))} |`,
  ),
  ...(large
    ? [
        '',
        'Query plans on the large catalog (`EXPLAIN (ANALYZE, BUFFERS)` of each query of a read; `--plans` prints them whole): how each reaches the big tables.',
        '',
        '| read | big tables (index, or **scan**) | sequential scans where an index is expected |',
        '| --- | --- | --- |',
        ...planSummary(large.reads, large),
      ]
    : []),
].join('\n');
console.log(`\n${section}\n`);

if (process.env.BENCH_WRITE_DOC !== '0' && !PLANS_ONLY) {
  const file = join(import.meta.dirname, '..', '..', 'docs', 'BENCHMARKS.md');
  const START = '<!-- bench-catalog:start (written by `npm run bench`) -->';
  const END = '<!-- bench-catalog:end -->';
  const doc = readFileSync(file, 'utf8');
  const at = doc.indexOf(START);
  const block = `${START}\n${section}\n${END}`;
  writeFileSync(
    file,
    at >= 0
      ? doc.slice(0, at) + block + doc.slice(doc.indexOf(END) + END.length)
      : `${doc.trimEnd()}\n\n## The catalog at scale (issue 44)\n\n${block}\n`,
  );
}
