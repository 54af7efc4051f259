// `npm test`: every test, installing what it needs (pnpm, dependencies, Chromium, PostgreSQL) on a fresh machine.
import fs from 'node:fs';
import { buildMissing, ensurePnpm, hasCommand, install, log, run, step } from './lib.mjs';

const pnpm = ensurePnpm();
install(pnpm);

function aptInstall(pkgs) {
  if (!hasCommand('apt-get')) throw new Error(`apt-get is missing: install ${pkgs.join(', ')} by hand`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const cmd = (args) => (sudo.length ? run('sudo', args) : run(args[0], args.slice(1)));
  cmd(['apt-get', 'update', '-qq']);
  cmd(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...pkgs]);
}

if (!fs.existsSync('/usr/bin/chromium')) {
  log('installing Chromium (Debian package) for the browser tests');
  aptInstall(['chromium']);
}
const hasPostgres =
  fs.existsSync('/usr/lib/postgresql') &&
  fs.readdirSync('/usr/lib/postgresql').some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
// the scale-out test (e2e/scale) runs its own PostgreSQL, Redis, nginx and Prometheus; the API tests PostgreSQL
const missing = [
  ...(hasPostgres ? [] : ['postgresql']),
  ...(hasCommand('redis-server') || fs.existsSync('/usr/bin/redis-server') ? [] : ['redis-server']),
  ...(hasCommand('nginx') || fs.existsSync('/usr/sbin/nginx') ? [] : ['nginx']),
  ...(hasCommand('prometheus') || fs.existsSync('/usr/bin/prometheus') ? [] : ['prometheus']),
];
if (missing.length) {
  log(`installing ${missing.join(', ')} (Debian packages) for the PostgreSQL and scale-out tests`);
  aptInstall(missing);
}

const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);
const results = [];
const record = (name, ok) => results.push({ name, ok });

if (want('typecheck')) {
  record('typecheck', step('typecheck (tsc, strict)', pnpm, ['-r', '--workspace-concurrency=1', 'run', 'typecheck']));
  // the client's types are generated from the server's route schemas: a stale file means they disagree
  record(
    'api-types',
    step('API types match the server schemas', pnpm, ['--filter', '@mart/server', 'run', 'gen:api-types', '--check']),
  );
}
if (want('lint')) record('lint', step('lint (eslint + prettier)', pnpm, ['run', 'lint']));
if (want('unit')) {
  record('unit', step('unit tests (jest + Testing Library)', pnpm, ['exec', 'jest', '--ci', '--maxWorkers=2']));
  record(
    'deploy',
    step('deploy CLI and build tests (node --test)', process.execPath, [
      '--test',
      'shared/deploy/test/',
      'webpack/test/',
    ]),
  );
}
if (want('api')) {
  record('api', step('API tests on PGlite', pnpm, ['--filter', '@mart/server', 'run', 'test']));
  record('api-pg', step('API tests on PostgreSQL', pnpm, ['--filter', '@mart/server', 'run', 'test:pg']));
}
if (want('e2e')) {
  let built = true;
  try {
    buildMissing(pnpm);
  } catch (e) {
    console.error(e);
    built = false;
  }
  record('build', built);
  if (built)
    record('e2e', step('browser tests (Playwright, Debian Chromium)', pnpm, ['--filter', '@mart/e2e', 'run', 'test']));
}
if (want('scale')) {
  if (!want('e2e')) buildMissing(pnpm);
  record(
    'scale',
    step('scale-out test (3 API instances, PostgreSQL, Redis, nginx)', pnpm, [
      '--filter',
      '@mart/e2e',
      'exec',
      'playwright',
      'test',
      '-c',
      'playwright.scale.config.ts',
    ]),
  );
}

if (want('faults')) {
  if (!want('e2e') && !want('scale')) buildMissing(pnpm);
  record(
    'faults',
    step('fault suite (database and Redis restarts, a killed instance, a stop signal)', pnpm, [
      '--filter',
      '@mart/e2e',
      'exec',
      'playwright',
      'test',
      '-c',
      'playwright.faults.config.ts',
    ]),
  );
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
for (const r of results) log(`${r.ok ? '✔' : '✘'} ${r.name}`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
