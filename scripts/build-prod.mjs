// `npm run build:prod`: everything `npm run start:prod` runs, built: the API into server/dist (esbuild, with source
// maps), every front end that has no current build, and each deployed as the live version in .deploy/
// (MART_DEPLOY_DIR). MART_API_URL is the API address the registry gives the pages.
import { buildApiMissing, buildMissing, deployAll, ensurePnpm, install } from './lib.mjs';

const pnpm = ensurePnpm();
install(pnpm);
buildApiMissing();
buildMissing(pnpm);
await deployAll();
