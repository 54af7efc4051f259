// `npm run bench`: production builds (federated, and the single-bundle shell it is compared with), then the
// page/interaction/API benchmark (e2e/bench/run.ts), then 1 vs 3 API instances behind nginx
// (scripts/bench-scale.mjs). BENCH_SINGLE=0 skips the single bundle; BENCH_SCALE=0 skips the scale-out part,
// BENCH_SCALE=only runs nothing else.
import { buildMissing, buildSingleMissing, ensurePnpm, install, run } from './lib.mjs';

const pnpm = ensurePnpm();
install(pnpm);
if (process.env.BENCH_SCALE !== 'only') {
  buildMissing(pnpm);
  if (process.env.BENCH_SINGLE !== '0') buildSingleMissing(pnpm);
  run(pnpm, ['--dir', 'e2e', 'exec', 'tsx', 'bench/run.ts']);
}
if (process.env.BENCH_SCALE !== '0') run(process.execPath, ['scripts/bench-scale.mjs']);
