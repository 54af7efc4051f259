/**
 * Benchmark (not a test): requests/s and p50/p99 latency of the hot read endpoints, on PGlite and on PostgreSQL
 * (DATABASE_URL, or a throwaway loopback cluster when Debian's PostgreSQL is installed).
 * Loopback only; each route runs for BENCH_SECONDS (default 5) with BENCH_CONNECTIONS (default 10).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase, type Db } from '../src/db/connect';
import { prepareDatabase } from '../src/db/prepare';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUTES: [string, string][] = [
  ['config', '/api/v1/config'],
  ['store list', '/api/v1/stores/popular?offset=1&limit=12'],
  ['item details', '/api/v1/items/details/1'],
  ['vehicle search', '/api/v1/rental/vehicle/search?offset=1&limit=12&trip_type=hourly&sort_by=price_low'],
];

interface Row {
  backend: string;
  route: string;
  path: string;
  requests_per_sec: number;
  p50_ms: number;
  p99_ms: number;
  non_2xx: number;
  errors: number;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

async function measure(backend: string, base: string, route: string, path: string): Promise<Row> {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { zoneid: '[1]' },
  });
  return {
    backend,
    route,
    path,
    requests_per_sec: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    non_2xx: result.non2xx,
    errors: result.errors,
  };
}

async function benchApi(backend: string, db: Db): Promise<Row[]> {
  await prepareDatabase(db, { seed: true });
  const app = await buildApp({ db });
  const base = await listen(app);
  const rows: Row[] = [];
  for (const [route, path] of ROUTES) {
    process.stderr.write(`${backend}: ${route}...\n`);
    rows.push(await measure(backend, base, route, path));
  }
  await app.close();
  return rows;
}

/** Framework baseline: a bare Fastify route with no database. */
async function benchHello(): Promise<Row> {
  const app = Fastify();
  app.get('/hello', async () => ({ hello: 'world' }));
  const base = await listen(app);
  process.stderr.write('baseline: hello world...\n');
  const row = await measure('fastify', base, 'hello world', '/hello');
  await app.close();
  return row;
}

/** A fresh database on the given server, or on a throwaway cluster when none is given. */
async function postgres(): Promise<{ url: string; cleanup(): Promise<void> } | null> {
  let serverUrl = process.env.DATABASE_URL;
  let stopCluster = () => {};
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'mart-bench-pg-'));
    const script = join(import.meta.dirname, '..', 'scripts', 'pg-cluster.sh');
    try {
      serverUrl = execFileSync('bash', [script, 'start', dir], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }).trim();
    } catch {
      process.stderr.write('PostgreSQL unavailable: PGlite figures only\n');
      rmSync(dir, { recursive: true, force: true });
      return null;
    }
    stopCluster = () => void execFileSync('bash', [script, 'stop', dir], { stdio: 'inherit' });
  }
  const name = `mart_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    cleanup: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      stopCluster();
    },
  };
}

const rows: Row[] = [await benchHello()];

const dataDir = mkdtempSync(join(tmpdir(), 'mart-bench-pglite-'));
const pglite = await openDatabase({ dataDir });
rows.push(...(await benchApi('pglite', pglite)));
await pglite.destroy();
rmSync(dataDir, { recursive: true, force: true });

const server = await postgres();
if (server) {
  const db = await openDatabase({ url: server.url });
  try {
    rows.push(...(await benchApi('postgresql', db)));
  } finally {
    await db.destroy();
    await server.cleanup();
  }
}

console.log(`\n${SECONDS}s per route, ${CONNECTIONS} connections, loopback\n`);
console.table(rows.map(({ path: _path, ...row }) => row));
console.log(JSON.stringify(rows, null, 2));
