import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { storefrontPorts } from './support/ports';
import baseConfig from './playwright.config';

// The scale-out test (issue 25): 3 API instances on one PostgreSQL and one Redis behind nginx
// (support/scale-setup.ts), the storefront served on its own ports. Ports from MART_E2E_PORT_BASE + 50: the
// storefront at +50..+54, then PostgreSQL, Redis, nginx and the instances from +60 (scripts/cluster.mjs).
const base = Number(process.env.MART_E2E_PORT_BASE ?? 3100) + 50;
const cluster = base + 10;
const run = path.join(os.tmpdir(), `mart-scale-${process.env.MART_E2E_RUN ?? process.pid}`);
Object.assign(process.env, {
  MART_DEPLOY_DIR: path.join(run, 'deploy'),
  ...storefrontPorts(base),
  MART_SCALE_CLUSTER_BASE: String(cluster),
  // the storefront talks to instance B directly, so "changed through A, seen through B" is not left to round robin
  MART_API_URL: `http://localhost:${cluster + 4}`,
});

export default defineConfig({
  ...baseConfig,
  testDir: './scale',
  globalSetup: './support/scale-setup.ts',
  // one suite of its own: not the main run's site/canary split
  projects: undefined,
  workers: 1,
  // the tests share one cluster and one of them stops its database: no retry would see the same state
  retries: 0,
  use: { ...baseConfig.use, baseURL: `http://localhost:${base}` },
});
