// Helpers for the two README commands: they must work on a fresh machine with only Node and npm.
import { execSync, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '12.21.0';

export function log(s) {
  console.log(`\x1b[36m[mart]\x1b[0m ${s}`);
}

function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

/** pnpm: the one on PATH, else installed globally with npm, else into .tmp/pnpm (no root needed). */
export function ensurePnpm() {
  if (has('pnpm')) return 'pnpm';
  log(`installing pnpm ${PNPM_VERSION} with npm`);
  if (spawnSync('npm', ['i', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' }).status === 0 && has('pnpm'))
    return 'pnpm';
  const prefix = path.join(REPO, '.tmp', 'pnpm');
  run('npm', ['i', '--prefix', prefix, `pnpm@${PNPM_VERSION}`]);
  return path.join(prefix, 'node_modules', '.bin', 'pnpm');
}

/** Run a command, inheriting output; throw on failure. */
export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: REPO, ...opts, env: { ...process.env, ...opts.env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
}

/** Like run, but report instead of throwing. */
export function step(name, cmd, args, opts = {}) {
  log(`▶ ${name}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: REPO, ...opts, env: { ...process.env, ...opts.env } });
  const ok = r.status === 0;
  log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

export function install(pnpm) {
  run(pnpm, ['install', '--frozen-lockfile']);
}

/** newest modification time of a file, or of any file under a folder */
function newest(dir) {
  let t = 0;
  if (!fs.existsSync(dir)) return t;
  if (fs.statSync(dir).isFile()) return fs.statSync(dir).mtimeMs;
  for (const f of fs.readdirSync(dir, { recursive: true })) {
    const p = path.join(dir, String(f));
    if (p.includes('node_modules') || p.includes(`${path.sep}dist`)) continue;
    const s = fs.statSync(p);
    if (s.isFile()) t = Math.max(t, s.mtimeMs);
  }
  return t;
}

/** Every front end's folder (shared/deploy/apps.json). */
export const FRONT_ENDS = Object.values(
  JSON.parse(fs.readFileSync(path.join(REPO, 'shared/deploy/apps.json'), 'utf8')),
).map((app) => app.dir);

/** The shared/ packages an app is built from: its @mart/* dependencies, followed transitively. */
function sharedSources(app) {
  const seen = new Set();
  const visit = (dir) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO, dir, 'package.json'), 'utf8'));
    for (const name of Object.keys(pkg.dependencies ?? {})) {
      const folder = path.join('shared', name.replace('@mart/', ''));
      if (!name.startsWith('@mart/') || seen.has(folder) || !fs.existsSync(path.join(REPO, folder))) continue;
      seen.add(folder);
      visit(folder);
    }
  };
  visit(app);
  return [...seen];
}

/** newest source an app's build depends on */
function sourcesOf(app) {
  return Math.max(
    newest(path.join(REPO, 'webpack')),
    newest(path.join(REPO, app, 'src')),
    newest(path.join(REPO, app, 'webpack.config.js')),
    newest(path.join(REPO, app, 'budget.json')),
    ...sharedSources(app).map((dir) => newest(path.join(REPO, dir, 'src'))),
  );
}

function builtAt(dist) {
  const info = path.join(REPO, dist, 'build-info.json');
  return fs.existsSync(info) ? fs.statSync(info).mtimeMs : 0;
}

/**
 * Build whatever front end has no build, or sources newer than its build: its own folder, the shared packages it
 * depends on and the webpack factory (so a rental change never rebuilds the car market).
 */
export function buildMissing(pnpm, { force = false } = {}) {
  for (const app of FRONT_ENDS) {
    if (force || builtAt(path.join(app, 'dist')) < sourcesOf(app)) {
      log(`building ${app}`);
      run(pnpm, ['--dir', app, 'run', 'build']);
    }
  }
}

/**
 * The shell's single-bundle build (shell/dist-single: every remote compiled in, no Module Federation; the bench
 * compares it with the federated pages), rebuilt when any front end's sources are newer.
 */
export function buildSingleMissing(pnpm, { force = false } = {}) {
  if (force || builtAt(path.join('shell', 'dist-single')) < Math.max(...FRONT_ENDS.map(sourcesOf))) {
    log('building the single-bundle shell');
    run(pnpm, ['--dir', 'shell', 'run', 'build:single']);
  }
}

/** Publish every front end's build (the shell first: remotes are checked against its contract). */
export async function deployAll() {
  const { deploy } = await import('../shared/deploy/src/index.mjs');
  for (const name of ['shell', 'rental', 'carmarket', 'store-modules', 'account']) deploy(name, { log });
}

/** The API's production build (server/dist/main.js, `pnpm --filter @mart/server run build`). */
export const API_BUILD = path.join(REPO, 'server', 'dist', 'main.js');

/** Builds the API for production when it has no build or its sources (or @mart/domain's) are newer. */
export function buildApiMissing() {
  const built = fs.existsSync(API_BUILD) ? fs.statSync(API_BUILD).mtimeMs : 0;
  const sources = Math.max(
    newest(path.join(REPO, 'server', 'src')),
    newest(path.join(REPO, 'server', 'package.json')),
    newest(path.join(REPO, 'shared', 'domain', 'src')),
  );
  if (built >= sources) return;
  log('building the API (server/dist)');
  run(process.execPath, ['scripts/build.mjs'], { cwd: path.join(REPO, 'server') });
}

/**
 * The demo's mail catcher (server/src/demo/mail-catcher-main.ts): a real SMTP server on a free loopback port that
 * writes every mail into `dir`, the demo mailbox the API's demo page shows. Resolves with the process and its
 * port; it stops when this process does.
 */
export function startMailCatcher(dir) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/demo/mail-catcher-main.ts'], {
    cwd: path.join(REPO, 'server'),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, DEMO_MAILBOX_DIR: dir, MAIL_CATCHER_PORT: '0' },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, port: m.port }));
    child.once('exit', (code) => reject(new Error(`the mail catcher exited (${code}) before it listened`)));
  });
}

/**
 * Starts the API as a child process (demo mode unless DEMO says otherwise) and resolves once /config answers: from
 * its TypeScript through tsx, or with `prod` its production build run by node itself (`buildApiMissing` first).
 * In demo mode without SMTP_HOST, the demo's mail catcher is started first and the API sends its mails to it and
 * its texts to the same demo mailbox (`mailboxDir`, by default beside `dataDir`), which /demo/mailbox shows.
 */
export async function startApi({ port, dataDir, corsOrigins, env = {}, prod = false, mailboxDir = null }) {
  const entry = prod ? ['--enable-source-maps', API_BUILD] : ['--import', 'tsx', 'src/main.ts'];
  const settings = { ...process.env, DEMO: process.env.DEMO ?? '1', ...env };
  const demo = !['0', 'false'].includes(settings.DEMO ?? '');
  let catcher = null;
  let mailEnv = {};
  if (demo && !settings.SMTP_HOST) {
    const dir = mailboxDir ?? `${dataDir}-mailbox`;
    catcher = await startMailCatcher(dir);
    mailEnv = {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(catcher.port),
      SMTP_TLS: 'none',
      MAIL_FROM: 'Mart demo <no-reply@mart.localhost>',
      DEMO_MAILBOX_DIR: dir,
      ...(settings.SMS_PROVIDER ? {} : { SMS_PROVIDER: 'demo' }),
    };
  }
  const child = spawn(process.execPath, entry, {
    cwd: path.join(REPO, 'server'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      CORS_ORIGINS: corsOrigins,
      // the API's status route reports the live remote versions from the same registry the page uses
      MART_REGISTRY_FILE: path.join(process.env.MART_DEPLOY_DIR ?? path.join(REPO, '.deploy'), 'registry.json'),
      // the local store (npm start, npm run dev, the browser tests) is the demo: OTP codes shown, demo sign-in and
      // the demo payment page. The API's own default is off; DEMO=0 here tries the store as production runs it.
      DEMO: process.env.DEMO ?? '1',
      ...mailEnv,
      ...env,
    },
  });
  // the catcher lives as long as its API
  if (catcher) child.once('exit', () => catcher.child.kill());
  const url = `http://127.0.0.1:${port}/api/v1/config`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode != null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill();
  throw new Error('the API did not start within 120 s');
}

/**
 * Sends `signal` to a child process and resolves once it exited: true when it exited with code 0 (or had already
 * exited). SIGKILL after `timeoutMs`.
 */
export function stopChild(child, signal = 'SIGTERM', timeoutMs = 30_000) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve(child?.exitCode === 0);
    const kill = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(kill);
      resolve(code === 0);
    });
    child.kill(signal);
  });
}

/**
 * The operator API key of this checkout's local site: OPERATOR_API_KEY when set, else one made once and kept in
 * .data/operator-key (git-ignored) so `npm run ops` finds it.
 */
export function localOperatorKey() {
  if (process.env.OPERATOR_API_KEY) return process.env.OPERATOR_API_KEY;
  const file = path.join(REPO, '.data', 'operator-key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const key = crypto.randomBytes(24).toString('hex');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, key, { mode: 0o600 });
  return key;
}

export function hasCommand(cmd) {
  return has(cmd);
}

export function sh(command) {
  return execSync(command, { cwd: REPO, encoding: 'utf8' });
}
