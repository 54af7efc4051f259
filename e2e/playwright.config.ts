import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

// The e2e site runs on its own ports and folders, so it never collides with a running `npm start`.
const run = path.join(os.tmpdir(), `mart-e2e-${process.env.MART_E2E_RUN ?? process.pid}`);
process.env.MART_E2E_RUN ??= String(process.pid);
Object.assign(process.env, {
  MART_DEPLOY_DIR: path.join(run, 'deploy'),
  MART_E2E_DATA: path.join(run, 'pglite'),
  MART_PORT_SHELL: '3100',
  MART_PORT_RENTAL: '3101',
  MART_PORT_CARMARKET: '3102',
  MART_PORT_STORE_MODULES: '3103',
  MART_PORT_ACCOUNT: '3104',
  PORT: '4100',
  MART_API_URL: 'http://localhost:4100',
});

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3100',
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
});
