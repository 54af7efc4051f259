/**
 * Tells a database that is away from a request that is wrong (issue 38). A restart, a shutdown, a dropped or
 * refused connection, a pool with no connection to give within its timeout, a statement past its timeout: none is
 * the client's fault nor a bug, and all pass. Such a request is answered 503 with Retry-After (errors.ts), and a
 * read outside a transaction is tried once more on a fresh connection (connect.ts).
 *
 * Read from pg's errors (the SQLSTATE in `code` beside a `severity`), Node's socket errors (`code` E...), and the
 * messages pg, pg-pool and Kysely raise themselves, which carry no code.
 */

export type DatabaseFault =
  /** the connection or the server is gone: the same statement may work on a fresh connection */
  | 'unavailable'
  /** the statement or the transaction ran past its timeout: trying again at once would only add load */
  | 'timeout';

/**
 * SQLSTATEs of a database that is away: class 08 (connection exception); 57P01 admin shutdown (`pg_ctl stop -m
 * fast`, pg_terminate_backend), 57P02 crash shutdown, 57P03 cannot connect now (starting up, shutting down),
 * 57P05 idle session timeout; 53300 too many connections.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);
/** 57014 query canceled (statement_timeout), 25P03 idle-in-transaction session timeout. */
const TIMEOUT_STATES = new Set(['57014', '25P03']);

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What pg (client and pool) and Kysely's driver say when a connection is lost, cannot be had or cannot be used. */
const LOST_MESSAGES = [
  /^Connection terminated/, // "... unexpectedly", "... due to connection timeout"
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/, // "Client has encountered a connection error and is not queryable", "Client was closed ..."
  /^Postgres connection has been discarded$/,
  /^Cannot use a pool after calling end on the pool$/,
];

function faultOf(error: object, depth: number): DatabaseFault | null {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (TIMEOUT_STATES.has(code)) return 'timeout';
    if (UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || SOCKET_CODES.has(code)) return 'unavailable';
  }
  // the server's own errors say it by SQLSTATE: only the client side's are read by their text
  const fromServer = 'severity' in error;
  if (!fromServer && typeof message === 'string' && LOST_MESSAGES.some((pattern) => pattern.test(message)))
    return 'unavailable';
  // Node's connect tries every address of a host name and throws their errors together. (A `cause` is not
  // followed: fetch's "fetch failed" carries its socket error there, and a payment or sign-in provider that is
  // unreachable is not the database.)
  const { errors } = error as { errors?: unknown };
  if (depth >= 2 || !Array.isArray(errors)) return null;
  for (const inner of errors as unknown[]) {
    const fault = inner && typeof inner === 'object' ? faultOf(inner, depth + 1) : null;
    if (fault) return fault;
  }
  return null;
}

/** Whether `error` says the database is away (or too slow); null for anything else, a bad query included. */
export function databaseFault(error: unknown): DatabaseFault | null {
  return error && typeof error === 'object' ? faultOf(error, 0) : null;
}
