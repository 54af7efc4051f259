import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { OPERATOR_KEY } from './site';

/** Where the browser tests' API writes its log (one file per run, beside the run's database). */
export function apiLogFile(): string {
  return `${process.env.MART_E2E_DATA!}-api.log`;
}

/** Deploy the current builds into a fresh folder, start the API on a fresh embedded database, serve everything. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const lib = (await import('../../scripts/lib.mjs')) as {
    deployAll: () => Promise<void>;
    startApi: (o: {
      port: number;
      dataDir: string;
      corsOrigins: string;
      env?: Record<string, string>;
      logFile?: string;
    }) => Promise<ChildProcess>;
  };
  fs.rmSync(path.dirname(process.env.MART_DEPLOY_DIR!), { recursive: true, force: true });
  await lib.deployAll();
  // test-only data for the XSS gate (quality-xss.spec.ts): rows whose texts are script payloads; the API has no
  // admin routes, so they are written with the server's own database module before the API opens the folder
  if (process.env.MART_E2E_XSS_FIXTURES !== '0') {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/xss-fixtures.ts'], {
      cwd: fileURLToPath(new URL('../../server', import.meta.url)),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATA_DIR: process.env.MART_E2E_DATA!, LOG_LEVEL: 'warn' },
    });
    if (r.status !== 0) throw new Error(`the XSS fixtures failed (exit ${r.status ?? r.signal})`);
  }
  const api = await lib.startApi({
    port: Number(process.env.PORT),
    dataDir: process.env.MART_E2E_DATA!,
    corsOrigins: [process.env.MART_PORT_SHELL, process.env.MART_PORT_SINGLE]
      .filter(Boolean)
      .map((port) => `http://localhost:${port}`)
      .join(','),
    // every test signs its customers up from the same address: the per-client limit on the auth routes and the
    // per-client cap on texts and mails (both tested in the API suite) would answer 429 to a fast run, so the browser
    // tests' API allows more
    // the whole log in a file (a request id a page shows is looked up there); warnings still reach the terminal
    logFile: apiLogFile(),
    env: {
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT: '1000',
      OUTBOUND_CLIENT_MINUTE: '1000',
      // every page load reports (MART_RUM_SAMPLE below) from one address
      RUM_RATE_LIMIT: '5000',
      OPERATOR_API_KEY: OPERATOR_KEY,
    },
  });
  // the page server reports every load to RUM and checks canaries each second with the operator key
  // (ops-canary.spec.ts)
  Object.assign(process.env, { MART_RUM_SAMPLE: '1', MART_OPERATOR_KEY: OPERATOR_KEY, MART_CANARY_CHECK_MS: '1000' });
  let pages: ChildProcess;
  try {
    pages = await startPageServer();
  } catch (e) {
    // a port already taken must not leave the API behind
    api.kill();
    throw e;
  }
  return async () => {
    api.kill();
    pages.kill();
  };
}

/**
 * The page server (`serveAll`: the shell and every remote) in a plain Node process of its own, as production runs it
 * (e2e/support/page-server.mjs), with this run's environment; resolves once it listens.
 */
function startPageServer(): Promise<ChildProcess> {
  const child = fork(fileURLToPath(new URL('./page-server.mjs', import.meta.url)), [], {
    // plain Node: neither the runner's flags nor its loaders
    execArgv: [],
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) =>
      m === 'ready' ? resolve(child) : reject(new Error(`the page server did not start: ${String(m)}`)),
    );
    child.once('exit', (code) => reject(new Error(`the page server exited (${code ?? 'signal'})`)));
  });
}
