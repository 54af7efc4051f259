// @ts-check
// What stands between a request and the page server's handlers (issue 37.4): a request no file or page can answer
// (bad percent-encoding, NUL, dot segments, a foreign method, a malformed Host) gets its 4xx before any handler
// runs, a throw inside a handler is a 500 for that request alone, and the parser's own refusals (huge headers,
// garbage) are answered too. One request never takes the process down, and every answer carries the static
// security headers.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { errorText } from './messages.mjs';
import { observe, requestIdOf } from './observe.mjs';

/** On every answer of the page server: pages, scripts, the registry, errors (nothing is sniffed into a script). */
export const SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
});

/** The methods the page server answers; anything else is 405. */
const METHODS = ['GET', 'HEAD'];

/** Longer request targets are 414: nginx's default buffer, far beyond any page link with its query. */
const MAX_TARGET_LENGTH = 8192;

/** A Host header: a DNS name or an IP literal, an optional port (stricter than RFC 3986; no browser sends more). */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(?::(\d{1,5}))?$/;

/**
 * The decoded path of a request, or the status that refuses it: the target must be a path (origin form), percent-
 * encoded validly as UTF-8, and, decoded, hold no control character, no backslash, no empty segment inside and no
 * `.` or `..` segment, so no spelling of a path (`%2F`, `%2e%2e`, `\`) can leave the folder it names.
 * @param {string} target the request target as sent @returns {{ path: string } | { status: number }}
 */
function requestPath(target) {
  if (target.length > MAX_TARGET_LENGTH) return { status: 414 };
  if (!target.startsWith('/')) return { status: 400 };
  const end = target.search(/[?#]/);
  let decoded;
  try {
    decoded = decodeURIComponent(end === -1 ? target : target.slice(0, end));
  } catch {
    return { status: 400 };
  }
  if (/[\p{Cc}\\]/u.test(decoded)) return { status: 400 };
  const segments = decoded.split('/').slice(1);
  const last = segments.length - 1;
  if (segments.some((s, i) => s === '.' || s === '..' || (s === '' && i !== last))) return { status: 400 };
  return { path: decoded };
}

/** Whether a Host header (absent is fine for HTTP/1.0) is well-formed. @param {http.IncomingMessage} req */
function hostAllowed(req) {
  const host = req.headers.host;
  if (host === undefined) return req.httpVersion === '1.0';
  const m = HOST.exec(host);
  return m !== null && (m[1] === undefined || Number(m[1]) <= 65535);
}

/**
 * The file `urlPath` names inside `base`, or null when it would be outside: compared by `path.relative`, so a
 * sibling folder sharing base's name as a prefix (`rental-x` beside `rental`) is outside too.
 * @param {string} base @param {string} urlPath a path from `requestPath`
 */
export function fileIn(base, urlPath) {
  const file = path.resolve(base, `.${urlPath}`);
  const rel = path.relative(base, file);
  return rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel) ? null : file;
}

/**
 * An error answer in the customer's language (the page cookie), never cached.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {number} status
 * @param {Record<string, string>} [headers]
 */
export function fail(req, res, status, headers = {}) {
  // the request's id under the text: what a customer quotes to support
  const body = Buffer.from(`${errorText(status, req.headers.cookie)}\n${requestIdOf(req)}\n`);
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
    'Access-Control-Allow-Origin': '*',
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A handler's failure: logged, and a 500 for this request (cut short when its answer had already begun). */
function failed(
  /** @type {http.IncomingMessage} */ req,
  /** @type {http.ServerResponse} */ res,
  /** @type {unknown} */ e,
) {
  console.error(`[mart] ${req.method} ${String(req.url).slice(0, 200)} failed: [request ${requestIdOf(req)}]`, e);
  if (!res.headersSent) fail(req, res, 500);
  else res.destroy();
}

/**
 * @typedef {(req: http.IncomingMessage, res: http.ServerResponse, path: string) => void | Promise<void>} PageHandler
 *   called only for a well-formed GET or HEAD, with its decoded path
 */

/**
 * A request listener that checks the request before `handler` sees it and turns whatever the handler throws
 * (at once or later) into a 500 for that request. Every request is named and counted (observe.mjs) as `app`'s.
 * @param {PageHandler} handler @param {string} [app] @returns {http.RequestListener}
 */
export function guarded(handler, app = 'page') {
  return (req, res) => {
    const target = requestPath(req.url ?? '');
    observe(app, req, res, METHODS.includes(req.method ?? '') && 'path' in target ? target.path : null);
    if (!METHODS.includes(req.method ?? '')) return fail(req, res, 405, { Allow: METHODS.join(', ') });
    if (!hostAllowed(req)) return fail(req, res, 400);
    if ('status' in target) return fail(req, res, target.status);
    try {
      const done = handler(req, res, target.path);
      if (done) done.catch((e) => failed(req, res, e));
    } catch (e) {
      failed(req, res, e);
    }
  };
}

/**
 * A file's bytes as the answer's body; a file that disappears or fails to read cuts this answer, nothing else.
 * @param {http.ServerResponse} res @param {string} file
 */
export function streamFile(res, file) {
  pipeline(fs.createReadStream(file), res, (e) => {
    // a client that went away is not an error of ours
    if (e && e.code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error(`[mart] ${file} could not be read:`, e);
  });
}

/**
 * The raw answer to a request the parser refused (no request object exists): its status and headers only.
 * @param {number} status @param {Record<string, string>} [extra]
 */
function rawAnswer(status, extra = {}) {
  const headers = Object.entries({ ...SECURITY_HEADERS, ...extra }).map(([k, v]) => `${k}: ${v}\r\n`);
  return `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n${headers.join('')}\r\n`;
}

/**
 * An HTTP server for one app's guarded listener: the Host check is the listener's (Node's own answer carries none
 * of our headers), and what never reaches a listener is answered too: a request the parser refuses (431 for
 * headers past the size limit, 408 for a request too slow to arrive, 400 otherwise), a CONNECT (405).
 * @param {http.RequestListener} listener from `guarded`
 */
export function createPageServer(listener) {
  const server = http.createServer({ requireHostHeader: false }, listener);
  server.on('clientError', (error, socket) => {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    // an answer already on its way (a pipelined request after it was bad) cannot be followed by another
    const inProgress = /** @type {{ _httpMessage?: http.ServerResponse }} */ (socket)._httpMessage?.headersSent;
    if (code === 'ECONNRESET' || !socket.writable || inProgress) return socket.destroy();
    const status = code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    socket.end(rawAnswer(status));
  });
  server.on('connect', (_req, socket) => socket.end(rawAnswer(405, { Allow: METHODS.join(', ') })));
  return server;
}
