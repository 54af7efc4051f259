// `npm run dev`: the API plus webpack dev servers (hot reload) for the shell and every remote.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FRONT_ENDS, REPO, buildMissing, ensurePnpm, install, log, startApi } from './lib.mjs';

const pnpm = ensurePnpm();
install(pnpm);
// the shell routes each remote's paths from its route claims (dist/routes.json, written by a production build)
buildMissing(pnpm);
const { APPS, REMOTE_NAMES, originOf, apiBaseUrl, API_PORT } = await import('../shared/deploy/src/index.mjs');

// the dev registry points the shell at each remote's dev server (unversioned)
const registry = {
  apiBaseUrl: apiBaseUrl(),
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((n) => [
      n,
      {
        version: 'dev',
        manifest: `${originOf(n)}/mf-manifest.json`,
        routes: JSON.parse(fs.readFileSync(path.join(REPO, APPS[n].dir, 'dist', 'routes.json'), 'utf8')),
      },
    ]),
  ),
};
fs.mkdirSync(path.join(REPO, '.deploy'), { recursive: true });
fs.writeFileSync(path.join(REPO, '.deploy', 'registry.dev.json'), JSON.stringify(registry, null, 2));

const api = await startApi({
  port: API_PORT,
  dataDir: path.join(REPO, '.data', 'pglite'),
  mailboxDir: path.join(REPO, '.data', 'mailbox'),
  corsOrigins: originOf('shell'),
  // the OpenAPI page is opt-in: on for local development
  env: { API_DOCS: process.env.API_DOCS ?? '1' },
});
const children = FRONT_ENDS.map((dir) => spawn(pnpm, ['--dir', dir, 'run', 'dev'], { cwd: REPO, stdio: 'inherit' }));
log(
  `dev servers: ${Object.keys(APPS)
    .map((n) => `${n} ${originOf(n)}`)
    .join(', ')}`,
);
log(`open ${originOf('shell')}/`);
const stop = () => {
  api.kill();
  for (const c of children) c.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
