/**
 * Benchmark (not a test): place search time per query. First the in-memory index alone (its build, then each
 * query), then the whole route (`/api/v1/config/place-api-autocomplete` through app.inject: validation, search,
 * labels, JSON) over a freshly seeded in-memory PGlite. BENCH_ROUNDS (default 200) rounds of the query set.
 *
 *   pnpm --filter @mart/server bench:places
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { gazetteerPlaces } from '../src/data/gazetteer';
import { openDatabase } from '../src/db/connect';
import { prepareDatabase } from '../src/db/prepare';
import { PlaceIndex } from '../src/services/catalog/place-search';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
/** What customers type: names in each script, partial words, house numbers, misses, the longest allowed text. */
const QUERIES = [
  'а',
  'ab',
  'abay',
  'Абая 150',
  'проспект Абая, 150а',
  'Есіл',
  'тверская',
  'Jibek Joly',
  'Самал-2 111',
  'Кабанбай батыра 62',
  'mega',
  'zzzz',
  'улица',
  'ул. Розыбакиева 247',
  'x'.repeat(100),
];
const NEAR = { lat: 43.238, lng: 76.945 };

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const mean = samples.reduce((s, x) => s + x, 0) / samples.length;
  const us = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
  return `mean ${us(mean)}, p50 ${us(at(0.5))}, p99 ${us(at(0.99))}, max ${us(sorted.at(-1)!)} (${samples.length} queries)`;
}

function timeEach(run: (query: string) => void): number[] {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++)
    for (const query of QUERIES) {
      const start = performance.now();
      run(query);
      samples.push(performance.now() - start);
    }
  return samples;
}

const buildStart = performance.now();
const index = new PlaceIndex(gazetteerPlaces());
console.log(`index: ${index.size} places built in ${(performance.now() - buildStart).toFixed(1)} ms`);
timeEach((q) => index.search(q, { near: NEAR, limit: 8 })); // warm-up: the figures below are for JIT-compiled code
console.log(`index search: ${stats(timeEach((q) => index.search(q, { near: NEAR, limit: 8 })))}`);

const db = await openDatabase({ dataDir: 'memory://' });
await prepareDatabase(db, { seed: true });
const app = await buildApp({ db });
await app.ready();
const url = (q: string) =>
  `/api/v1/config/place-api-autocomplete?search_text=${encodeURIComponent(q)}&lat=${NEAR.lat}&lng=${NEAR.lng}`;
const routeSamples: number[] = [];
for (let warm = 0; warm < 3; warm++) for (const q of QUERIES) await app.inject({ method: 'GET', url: url(q) });
for (let round = 0; round < Math.ceil(ROUNDS / 4); round++)
  for (const q of QUERIES) {
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url: url(q) });
    routeSamples.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${q}: HTTP ${res.statusCode}`);
  }
console.log(`route (app.inject, PGlite): ${stats(routeSamples)}`);
await app.close();
await db.destroy();
