// `npm run bench`: production builds (federated, and the single-bundle shell it is compared with), then the
// page/interaction/API benchmark with Lighthouse beside it (e2e/bench/run.ts), then 1 vs 3 API instances behind
// nginx (scripts/bench-scale.mjs), then the catalog reads at 50 concurrent clients on the demo and the large catalog
// (server/bench/catalog.ts, issue 44). BENCH_SINGLE=0 skips the single bundle; BENCH_SCALE=0 skips the scale-out
// part, BENCH_SCALE=only runs nothing else; BENCH_CATALOG=0 skips the catalog part, BENCH_CATALOG=only runs it alone
// (`BENCH_CATALOG=only npm run bench`). `npm run bench -- --lighthouse --pages=/,/home --runs=3` re-measures
// Lighthouse alone, on some pages, N runs each (see e2e/bench/run.ts).
import { buildMissing, buildSingleMissing, ensurePnpm, install, run } from './lib.mjs';

const args = process.argv.slice(2);
const lighthouseOnly = args.includes('--lighthouse');
const pnpm = ensurePnpm();
install(pnpm);
const catalogOnly = process.env.BENCH_CATALOG === 'only';
if (process.env.BENCH_SCALE !== 'only' && !catalogOnly) {
  buildMissing(pnpm);
  if (!lighthouseOnly && process.env.BENCH_SINGLE !== '0') buildSingleMissing(pnpm);
  run(pnpm, ['--dir', 'e2e', 'exec', 'tsx', 'bench/run.ts', ...args]);
}
if (!lighthouseOnly && !catalogOnly && process.env.BENCH_SCALE !== '0')
  run(process.execPath, ['scripts/bench-scale.mjs']);
if (!lighthouseOnly && process.env.BENCH_SCALE !== 'only' && process.env.BENCH_CATALOG !== '0')
  run(pnpm, ['--filter', '@mart/server', 'run', 'bench:catalog']);
