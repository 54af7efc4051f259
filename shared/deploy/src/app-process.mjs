// @ts-check
// One app of the page server per process (issue 38.4): the child's side (`mart-deploy serve-app <name>`: serve,
// say ready, drain on a stop signal) and the list of programs the supervisor runs (`mart-deploy serve`).
import { fileURLToPath } from 'node:url';
import { serveApp } from './serve.mjs';
import { APPS } from './topology.mjs';

const BIN = fileURLToPath(new URL('../bin/mart-deploy.mjs', import.meta.url));

/** The address the page server listens on (MART_SERVE_HOST): loopback unless a deployment says otherwise. */
export function serveHost(v = process.env.MART_SERVE_HOST) {
  return v || '127.0.0.1';
}

/**
 * Serves one app until a stop signal: SIGTERM (or SIGINT, or the supervisor going away) closes the port at once,
 * lets the requests in flight finish, each on a connection that closes after it (a browser's keep-alive
 * connection would otherwise hold the process for its idle timeout), and exits 0; connections still open after
 * `graceMs` are cut.
 * @param {string} name @param {{ root?: string, graceMs?: number }} [o]
 */
export async function runApp(name, { root, graceMs = 10_000 } = {}) {
  const server = await serveApp(name, { root, host: serveHost() });
  let closing = false;
  /** @type {Set<import('node:http').ServerResponse>} */
  const inFlight = new Set();
  /** @param {import('node:http').ServerResponse} res */
  const lastOnItsConnection = (res) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    else res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
  };
  // before the app's own listener, which may answer at once
  server.prependListener('request', (_req, res) => {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    if (closing) lastOnItsConnection(res);
  });
  const close = () => {
    if (closing) return;
    closing = true;
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    for (const res of inFlight) lastOnItsConnection(res);
    setTimeout(() => server.closeAllConnections(), graceMs).unref();
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
  // a supervisor that died (even by SIGKILL) leaves no page server behind holding its port
  process.on('disconnect', close);
  // ready only once a stop signal would be handled: the supervisor may send one as soon as it hears this
  process.send?.({ ready: true });
}

/**
 * The supervisor's programs: every app (or the named ones) as `node mart-deploy.mjs serve-app <name>`, with source
 * maps on. @param {string[]} [names] @returns {import('./supervise.mjs').Program[]}
 */
export function pagePrograms(names = Object.keys(APPS)) {
  return names.map((name) => ({
    name,
    command: process.execPath,
    args: ['--enable-source-maps', BIN, 'serve-app', name],
  }));
}
