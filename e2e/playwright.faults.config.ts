import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

// The fault suite (issue 38): each spec starts its own PostgreSQL, Redis and API instances (scripts/cluster.mjs)
// and breaks them on purpose: a database restart, Redis stopped, an instance killed, a stop signal. One at a time
// and never retried: a fault's state cannot be replayed. Ports from MART_E2E_PORT_BASE + 200 (e2e/faults/ports.ts).
export default defineConfig({
  ...baseConfig,
  testDir: './faults',
  globalSetup: undefined,
  // one suite of its own: not the main run's site/canary split
  projects: undefined,
  workers: 1,
  retries: 0,
  timeout: 240_000,
});
