// `npm start`: install, build what is missing, deploy, start the API in demo mode on the embedded database with
// demo data, serve the shell and every remote on its own origin, and print the URL.
import path from 'node:path';
import {
  REPO,
  buildMissing,
  deployAll,
  ensurePnpm,
  install,
  localOperatorKey,
  log,
  startApi,
  stopChild,
} from './lib.mjs';

const pnpm = ensurePnpm();
install(pnpm);
buildMissing(pnpm);
await deployAll();

const { APPS, API_PORT, originOf, pagePrograms, supervise } = await import('../shared/deploy/src/index.mjs');
const apiPort = Number(process.env.PORT ?? API_PORT);
log(`starting the API on port ${apiPort} (embedded PostgreSQL, data in .data/)`);
const api = await startApi({
  port: apiPort,
  dataDir: process.env.DATA_DIR ?? path.join(REPO, '.data', 'pglite'),
  // demo mode: the mails and texts the store sends land in a local mail catcher, shown at /demo/mailbox
  mailboxDir: path.join(REPO, '.data', 'mailbox'),
  corsOrigins: process.env.CORS_ORIGINS ?? `${originOf('shell')},http://127.0.0.1:3000`,
  // the local operator API, so `npm run ops` can move orders along (the key is kept in .data/)
  // and the demo's courier, which moves new orders along on a timer (DEMO_COURIER=0 turns it off)
  env: {
    OPERATOR_API_KEY: localOperatorKey(),
    // the OpenAPI page is opt-in (API_DOCS): on for the local store, API_DOCS=0 turns it off
    API_DOCS: process.env.API_DOCS ?? '1',
    ...(['0', 'false'].includes(process.env.DEMO ?? '') ? {} : { DEMO_COURIER: process.env.DEMO_COURIER ?? '1' }),
  },
});
log('serving the front ends (one process each, restarted if one stops):');
// the page server as production runs it: one process per app, so a crash of one leaves the others serving
const pages = supervise(pagePrograms());
try {
  await pages.ready;
} catch (e) {
  console.error(`[mart] ${e.message} (is its port taken?)`);
  await Promise.all([pages.stop(), stopChild(api)]);
  process.exit(1);
}
for (const name of Object.keys(APPS)) console.log(`  ${name.padEnd(14)} ${originOf(name)}`);
console.log(
  `  ${'api'.padEnd(14)} http://localhost:${apiPort}${process.env.API_DOCS === '0' ? '' : ' (docs: /api/docs)'}`,
);
console.log(`  ${'operator'.padEnd(14)} npm run ops -- order <id> delivered   (moves orders and trips along)`);
if ((process.env.DEMO ?? '1') !== '0') {
  console.log(
    '\n  Demo mode is on (DEMO=1): sign-in codes are shown on screen, "demo:<email>" social sign-in works and\n' +
      '  digital payments go to a built-in demo page. Never for production (DEMO=0 turns it off).\n' +
      `  Mails and texts the store sends (receipts, codes) are caught locally: http://localhost:${apiPort}/demo/mailbox`,
  );
}
console.log(`\n  Mart is running at \x1b[1m${originOf('shell')}/\x1b[0m  (Ctrl+C stops it)\n`);

// Ctrl+C stops everything at once; SIGTERM lets the API drain and the page servers finish what they serve, and
// this process exits once they have (the script is exec'd by npm, so the signal reaches it)
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void Promise.all([pages.stop(signal), stopChild(api, signal)]).then(([clean, apiClean]) =>
      process.exit(clean && apiClean ? 0 : 1),
    );
  });
}
