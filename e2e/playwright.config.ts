import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { storefrontPorts } from './support/ports';

// The e2e site runs on its own ports and folders, so it never collides with a running `npm start`;
// MART_E2E_PORT_BASE moves the whole set (shell at the base, remotes above it, API at base + 1000).
const base = Number(process.env.MART_E2E_PORT_BASE ?? 3100);
const run = path.join(os.tmpdir(), `mart-e2e-${process.env.MART_E2E_RUN ?? process.pid}`);
process.env.MART_E2E_RUN ??= String(process.pid);
Object.assign(process.env, {
  MART_DEPLOY_DIR: path.join(run, 'deploy'),
  MART_E2E_DATA: path.join(run, 'pglite'),
  ...storefrontPorts(base),
  // the bench's single-bundle shell (e2e/bench/run.ts); the API allows it as a second page origin
  MART_PORT_SINGLE: String(base + 5),
  PORT: String(base + 1000),
  // the tests check what the server draws, not how fast: on two busy cores a cold API can pass the 250 ms budget
  MART_SSR_BUDGET_MS: '3000',
  // and the page server's question to the API about a page's status and head (issue 41), for the same reason
  MART_SEO_TIMEOUT_MS: '3000',
  MART_API_URL: `http://localhost:${base + 1000}`,
});

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // a whole store journey (browse → item → cart → checkout → pay → track) on two busy cores can pass a minute
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  // one retry: a 2-core CI machine under load can miss a timing; Playwright still reports such a test as flaky
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${base}`,
    locale: 'ru-RU',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // everything but the canary walks, two workers side by side
    { name: 'site', testIgnore: /ops-canary\.spec\.ts$/ },
    // a canary release changes what every visitor of the shared site gets (a remote that throws on mount for half of
    // them): those walks run alone, once the rest is done (`playwright test tests/ops-canary.spec.ts --no-deps` runs
    // them without the rest)
    { name: 'canary', testMatch: /ops-canary\.spec\.ts$/, dependencies: ['site'] },
  ],
});
