// A page server process for the tests: a deploy root of fake builds, one app served by `mart-deploy serve-app` in a
// child process (as the supervisor runs it), and requests written byte for byte on a socket, so a path reaches the
// server exactly as an attacker sends it (fetch and http.request would normalise it first).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deploy } from '../src/deploy.mjs';
import { fakeBuild } from './fake-build.mjs';

const BIN = fileURLToPath(new URL('../bin/mart-deploy.mjs', import.meta.url));

/** What no answer may carry: files outside the app's folder (sibling folders, the deploy root) hold it. */
export const SECRET = 'SECRET-0f3a9c';

const PAGE =
  '<!doctype html><html lang="ru" dir="ltr"><head><meta charset="utf-8"><title>Mart</title></head>' +
  '<body><div class="mart-boot" aria-busy="true">Mart</div></body></html>';

/**
 * A deploy root with the shell and the rental remote deployed, and secrets beside them: in sibling folders whose
 * names start with a served folder's name (`<version>-x`, `rental-x`) and in the root itself. The rental remote's
 * server render draws `/slow` after `slowMs` (a request that stays in flight that long; the page server waits for
 * it within MART_SSR_BUDGET_MS), and no other page.
 */
export function pageSite({ slowMs = 2_000 } = {}) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mart-pages-'));
  const root = path.join(tmp, '.deploy');
  const quiet = { log: () => undefined };
  const shell = deploy('shell', {
    root,
    ...quiet,
    distDir: fakeBuild(path.join(tmp, 'shell'), 'shell', {
      files: { 'index.html': PAGE, 'main.js': 'console.log(1)', 'chunks/a1b2.js': 'a', 'assets/x.css': 'b{}' },
    }),
  });
  const rental = deploy('rental', {
    root,
    ...quiet,
    distDir: fakeBuild(path.join(tmp, 'rental'), 'rental', {
      // `/slow` is a page rental claims: a path no app claims is answered 404 (issue 41)
      routes: [{ path: '/rental' }, { path: '/slow' }],
      files: {
        'remoteEntry.js': 'r',
        'server/prerender.js': `exports.prerender = async (req) => {
          if (!req.url.startsWith('/slow')) return null;
          await new Promise((resolve) => setTimeout(resolve, ${Number(slowMs)}));
          return { app: 'rental', html: '<p>drawn slowly</p>', css: '', state: { queries: [] }, page: { lang: 'ru', dir: 'ltr' } };
        };`,
      },
    }),
  });
  const secrets = [
    path.join(root, 'shell', `${shell.version}-x`, 'secret.txt'),
    path.join(root, 'remotes', 'rental-x', 'secret.txt'),
    path.join(root, 'secret.txt'),
  ];
  for (const file of secrets) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, SECRET);
  }
  return { tmp, root, shellVersion: shell.version, rentalVersion: rental.version };
}

/**
 * `mart-deploy serve-app <name>` on a free port; resolves once it listens.
 * @param {string} root @param {string} name @param {Record<string, string>} [env]
 */
export async function startApp(root, name, env = {}) {
  const portVar = `MART_PORT_${name.toUpperCase().replace(/-/g, '_')}`;
  const child = spawn(process.execPath, [BIN, 'serve-app', name], {
    env: { ...process.env, MART_DEPLOY_DIR: root, [portVar]: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start: ${output}`)), 10_000);
    child.stdout.on('data', () => {
      const m = /listening on [^\s]+:(\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before listening: ${output}`)));
  });
  return {
    child,
    port,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
        child.once('exit', () => resolve(undefined));
        child.kill('SIGKILL');
      }),
  };
}

/**
 * @typedef {{ status: number | null, headers: Record<string, string>, body: string }} RawAnswer
 *   status null: the connection closed with no answer
 */

/**
 * Writes `head` (the request line and headers, `\r\n` separated, without the blank line) as it is, asks the server to
 * close after answering, and reads the whole answer.
 * @param {number} port @param {string | Buffer} head @returns {Promise<RawAnswer>}
 */
export function rawRequest(port, head) {
  return new Promise((resolve) => {
    const chunks = /** @type {Buffer[]} */ ([]);
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(Buffer.concat([Buffer.isBuffer(head) ? head : Buffer.from(head), Buffer.from('\r\n\r\n')]));
    });
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (c) => chunks.push(c));
    // a reset after the answer (the server closing a connection it refused) keeps what was read
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks).toString('utf8'))));
  });
}

/** @param {string} text @returns {RawAnswer} */
function parseAnswer(text) {
  const end = text.indexOf('\r\n\r\n');
  if (!text.startsWith('HTTP/') || end === -1) return { status: null, headers: {}, body: text };
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of lines) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(end + 4) };
}

/** A GET of `target` as sent, with a Host and `Connection: close`, plus any extra header lines. */
export const get = (/** @type {string} */ target, /** @type {string[]} */ extra = []) =>
  [`GET ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...extra].join('\r\n');
