// `npm run bench`: production builds, then the page/interaction/API benchmark (e2e/bench/run.ts).
import { buildMissing, ensurePnpm, install, run } from './lib.mjs';

const pnpm = ensurePnpm();
install(pnpm);
buildMissing(pnpm);
run(pnpm, ['--dir', 'e2e', 'exec', 'tsx', 'bench/run.ts']);
