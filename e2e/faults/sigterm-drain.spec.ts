/**
 * A stop signal through the production start commands (issue 38.4): the API's `npm run start:prod` (server/), the
 * page server's `mart-deploy serve`, and the root's `npm run start:prod` running both. SIGTERM to the command's own
 * process (what an orchestrator signals) drains: requests in flight finish with 200, the API's /readyz answers 503
 * during its drain, new connections are refused after, the ports close, the command exits 0. And one page app killed
 * leaves the others serving while the supervisor starts it again.
 */
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { faultPorts } from './ports';
import { accepts, childrenOf, kill, request, start, statusOf, type Started } from './processes';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const base = faultPorts(2);
const API_PORT = base;
const APPS = ['shell', 'rental', 'carmarket', 'store-modules', 'account'] as const;
const pagePort = (app: (typeof APPS)[number]) => base + 1 + APPS.indexOf(app);
/** The page apps' ports, for every child of the test (the Playwright config sets the browser tests' own). */
const pagePorts = Object.fromEntries(
  APPS.map((app) => [`MART_PORT_${app.toUpperCase().replace(/-/g, '_')}`, String(pagePort(app))]),
);
const DRAIN_MS = 2_000;
/** a request body trickled over this long: still in flight when the drain has ended and the port has closed */
const SLOW_MS = 4_500;

test.describe.configure({ mode: 'serial' });

let tmp: string;
let site: { root: string; rentalVersion: string };
let running: Started | undefined;

test.beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mart-sigterm-'));
  const lib = (await import('../../scripts/lib.mjs')) as { buildApiMissing: () => void };
  lib.buildApiMissing();
  const pages = (await import('../../shared/deploy/test/page-server.mjs')) as {
    pageSite: (o: { slowMs: number }) => { root: string; rentalVersion: string };
  };
  site = pages.pageSite({ slowMs: SLOW_MS });
});

test.afterEach(async () => {
  await kill(running);
  running = undefined;
});

test.afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The API's environment: its own port and embedded database, production settings, a short drain. */
const apiEnv = (dataDir: string) => ({
  PORT: String(API_PORT),
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  DEMO: '0',
  LOG_LEVEL: 'warn',
  SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
});

const readyz = () => statusOf(API_PORT, '/readyz');
/** A guest id, asked with a body that arrives over SLOW_MS: a slow request that writes to the database. */
const slowGuest = () =>
  request(API_PORT, '/api/v1/auth/guest/request', { method: 'POST', body: '{}', trickleMs: SLOW_MS });
/** The rental remote's server render takes SLOW_MS for /slow: a page request in flight that long. */
const slowPage = () => request(pagePort('shell'), '/slow');

async function until(what: string, check: () => Promise<boolean>, timeout = 60_000) {
  await expect.poll(check, { message: what, timeout, intervals: [100] }).toBe(true);
}

/** SIGTERM to the command while `slow` requests are in flight; what each saw, and when. */
async function stopWhileBusy(cmd: Started, slow: () => Promise<{ status: number; body: string }>[]) {
  const inFlight = slow().map((p) => p.then((a) => ({ ...a, at: Date.now() })));
  await new Promise((r) => setTimeout(r, 300));
  const signalled = Date.now();
  cmd.child.kill('SIGTERM');
  return { inFlight, signalled };
}

test('the API: SIGTERM through `npm run start:prod` drains, finishes what is in flight, closes the port, exits 0', async () => {
  running = start('npm', ['run', 'start:prod'], {
    cwd: path.join(REPO, 'server'),
    env: { ...process.env, ...apiEnv(path.join(tmp, 'api-pglite')) },
  });
  await until('the API is ready', async () => (await readyz()) === 200);
  // npm runs node itself (exec form): the signal to npm's own process is what reaches the API
  expect(childrenOf(running.child.pid!, 'dist/main.js')).toHaveLength(1);

  const { inFlight, signalled } = await stopWhileBusy(running, () => [slowGuest(), slowGuest(), slowGuest()]);
  // the balancer is told at once; the API still answers it while it drains
  await until('/readyz answers 503 during the drain', async () => (await readyz()) === 503, DRAIN_MS);
  // after the drain: the port is closed while the slow requests are still being received
  await until('new connections are refused after the drain', async () => !(await accepts(API_PORT)), DRAIN_MS + 3_000);
  const closedAfter = Date.now() - signalled;
  const answers = await Promise.all(inFlight);
  for (const a of answers) {
    expect(a.status).toBe(200);
    expect(JSON.parse(a.body)).toEqual({ guest_id: expect.stringMatching(/^g_/) });
    // they were answered after the port had closed: the server waited for them
    expect(a.at - signalled).toBeGreaterThan(closedAfter);
  }
  expect(await running.exited).toEqual({ code: 0, signal: null });
  expect(await accepts(API_PORT)).toBe(false);
  console.log(`API: port closed ${closedAfter} ms after SIGTERM; 3 slow requests answered 200 after it`);
});

test('the page server: SIGTERM through `mart-deploy serve` finishes the pages in flight, closes every port, exits 0', async () => {
  running = start(process.execPath, [path.join(REPO, 'shared/deploy/bin/mart-deploy.mjs'), 'serve'], {
    env: { ...process.env, ...pagePorts, MART_DEPLOY_DIR: site.root, MART_SSR_BUDGET_MS: String(SLOW_MS * 2) },
  });
  for (const app of APPS) await until(`${app} listens`, () => accepts(pagePort(app)), 20_000);

  const { inFlight, signalled } = await stopWhileBusy(running, () => [slowPage(), slowPage()]);
  await until('new connections are refused', async () => !(await accepts(pagePort('shell'))), 2_000);
  const closedAfter = Date.now() - signalled;
  for (const a of await Promise.all(inFlight)) {
    expect(a.status).toBe(200);
    expect(a.body).toContain('<p>drawn slowly</p>');
    expect(a.at - signalled).toBeGreaterThan(closedAfter);
  }
  expect(await running.exited).toEqual({ code: 0, signal: null });
  for (const app of APPS) expect(await accepts(pagePort(app)), `${app}'s port`).toBe(false);
  console.log(`page server: ports closed ${closedAfter} ms after SIGTERM; 2 slow pages answered 200 after it`);
});

test('a page app killed leaves the others serving, and the supervisor starts it again', async () => {
  running = start(process.execPath, [path.join(REPO, 'shared/deploy/bin/mart-deploy.mjs'), 'serve'], {
    env: { ...process.env, ...pagePorts, MART_DEPLOY_DIR: site.root },
  });
  for (const app of APPS) await until(`${app} listens`, () => accepts(pagePort(app)), 20_000);
  const rentalEntry = `/${site.rentalVersion}/remoteEntry.js`;
  expect(await statusOf(pagePort('rental'), rentalEntry)).toBe(200);

  for (let round = 1; round <= 2; round++) {
    const [pid] = childrenOf(running.child.pid!, 'serve-app rental');
    expect(pid, 'the rental app runs in a process of its own').toBeDefined();
    process.kill(pid!, 'SIGKILL');
    const killed = Date.now();
    await until('the rental app is down', async () => !(await accepts(pagePort('rental'))), 2_000);
    // the shell and the other remotes answer throughout
    expect(await statusOf(pagePort('shell'), '/main.js')).toBe(200);
    expect(await statusOf(pagePort('shell'), '/')).toBe(200);
    for (const app of ['carmarket', 'store-modules', 'account'] as const)
      expect(await statusOf(pagePort(app), '/x.js'), app).toBe(404);
    await until('the rental app is back', async () => (await statusOf(pagePort('rental'), rentalEntry)) === 200, 5_000);
    const [again] = childrenOf(running.child.pid!, 'serve-app rental');
    expect(again).not.toBe(pid);
    console.log(`rental killed (round ${round}): serving again after ${Date.now() - killed} ms`);
  }
  // a second quick failure waits longer before its restart
  expect(running.output()).toMatch(/rental exited \(SIGKILL\); restarting in 250 ms[\s\S]*restarting in 500 ms/);
  running.child.kill('SIGTERM');
  expect(await running.exited).toEqual({ code: 0, signal: null });
});

test('the root `npm run start:prod`: the API and the page server under one supervisor, stopped together', async () => {
  running = start('npm', ['run', 'start:prod'], {
    cwd: REPO,
    env: {
      ...process.env,
      ...apiEnv(path.join(tmp, 'root-pglite')),
      ...pagePorts,
      MART_DEPLOY_DIR: site.root,
      MART_SSR_BUDGET_MS: String(SLOW_MS * 2),
    },
  });
  await until('the API is ready', async () => (await readyz()) === 200);
  for (const app of APPS) await until(`${app} listens`, () => accepts(pagePort(app)), 20_000);
  await until('the supervisor says it runs', async () => running!.output().includes('running (production build'));

  // the API crashing is the supervisor's to restart, as a page app's is
  const supervisor = childrenOf(running.child.pid!, 'start-prod.mjs')[0] ?? running.child.pid!;
  const [api] = childrenOf(supervisor, 'dist/main.js');
  process.kill(api!, 'SIGKILL');
  await until('the API is down', async () => (await readyz()) !== 200, 5_000);
  await until('the API is back and ready', async () => (await readyz()) === 200);

  const { inFlight, signalled } = await stopWhileBusy(running, () => [slowGuest(), slowPage()]);
  await until('/readyz answers 503 during the drain', async () => (await readyz()) === 503, DRAIN_MS);
  const [guest, page] = await Promise.all(inFlight);
  expect(guest!.status).toBe(200);
  expect(page!.status).toBe(200);
  expect(page!.body).toContain('<p>drawn slowly</p>');
  expect(await running.exited).toEqual({ code: 0, signal: null });
  for (const port of [API_PORT, ...APPS.map(pagePort)]) expect(await accepts(port), `port ${port}`).toBe(false);
  console.log(`root start:prod: stopped ${Date.now() - signalled} ms after SIGTERM, exit 0`);
});
