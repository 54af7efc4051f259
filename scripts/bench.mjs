// `npm run bench`: production builds (federated, and the single-bundle shell it is compared with), then the
// page/interaction/API benchmark (e2e/bench/run.ts). BENCH_SINGLE=0 skips the single bundle.
import { buildMissing, buildSingleMissing, ensurePnpm, install, run } from './lib.mjs';

const pnpm = ensurePnpm();
install(pnpm);
buildMissing(pnpm);
if (process.env.BENCH_SINGLE !== '0') buildSingleMissing(pnpm);
run(pnpm, ['--dir', 'e2e', 'exec', 'tsx', 'bench/run.ts']);
