// `npm run start:prod`: Mart on one machine as production runs it (`npm run build:prod` first). The API's build
// (server/dist/main.js) and each app of the page server run as plain `node` processes under one supervisor
// (shared/deploy/src/supervise.mjs): one that dies is started again with a growing delay, the others keep serving.
// SIGTERM (exec'd by npm, it reaches this process) is passed to each: the API drains (SHUTDOWN_DRAIN_MS, /readyz
// 503), the page servers finish what they serve; exit 0 once all stopped cleanly. Nothing here is demo mode: the
// API reads its settings from the environment as it does on its own (server/README.md).
import fs from 'node:fs';
import path from 'node:path';
import { API_BUILD, REPO, log } from './lib.mjs';

const { APPS, API_PORT, originOf, pagePrograms, readRegistry, stopOnSignals, supervise } =
  await import('../shared/deploy/src/index.mjs');

if (!fs.existsSync(API_BUILD) || !readRegistry().shell) {
  console.error('[mart] nothing to start: run `npm run build:prod` first (the API build and the deployed front ends)');
  process.exit(1);
}
const drainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? 10_000);
const supervisor = supervise(
  [
    {
      name: 'api',
      command: process.execPath,
      args: ['--enable-source-maps', API_BUILD],
      cwd: path.join(REPO, 'server'),
    },
    ...pagePrograms(),
  ],
  // the API's drain, then up to 20 s for its last requests, before a program is killed
  { stopTimeoutMs: (Number.isFinite(drainMs) ? drainMs : 10_000) + 20_000 },
);
stopOnSignals(supervisor);
// a program that fails its first start (a port taken) is restarted like any other: say so and carry on
await supervisor.ready.catch((e) => console.error(`[mart] ${e.message}: restarting it`));
log(`running (production build, pid ${process.pid}; SIGTERM drains and stops):`);
console.log(`  ${'api'.padEnd(14)} http://localhost:${process.env.PORT ?? API_PORT}`);
for (const name of Object.keys(APPS)) console.log(`  ${name.padEnd(14)} ${originOf(name)}`);
