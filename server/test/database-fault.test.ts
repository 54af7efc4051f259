/**
 * Which errors mean "the database is away" (issue 38): the ones a restart, a shutdown, a cut or refused connection
 * or a timeout raise, as pg, pg-pool, Kysely and Node raise them, and not a bad query or anything else that fails.
 * No database needed: the errors are pg's own error class or come from a real connection to a closed port.
 */
import net from 'node:net';
import pg from 'pg';
import { databaseFault } from '../src/db/unavailable';

/** An error as pg raises it for a server's ErrorResponse: SQLSTATE in `code`, a `severity`. */
function serverError(code: string, message: string, severity = 'ERROR'): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  Object.assign(error, { code, severity });
  return error;
}

test.each([
  ['57P01', 'terminating connection due to administrator command'],
  ['57P02', 'terminating connection because of crash of another server process'],
  ['57P03', 'the database system is shutting down'],
  ['57P03', 'the database system is starting up'],
  ['08006', 'connection failure'],
  ['08001', 'could not connect to server'],
  ['53300', 'sorry, too many clients already'],
])('SQLSTATE %s (%s) is the database away', (code, message) => {
  expect(databaseFault(serverError(code, message, 'FATAL'))).toBe('unavailable');
});

test.each([
  ['57014', 'canceling statement due to statement timeout'],
  ['25P03', 'terminating connection due to idle-in-transaction timeout'],
])('SQLSTATE %s (%s) is a timeout, not retried', (code, message) => {
  expect(databaseFault(serverError(code, message))).toBe('timeout');
});

test.each([
  ['23505', 'duplicate key value violates unique constraint "orders_pkey"'],
  ['22P02', 'invalid input syntax for type integer'],
  ['42P01', 'relation "no_such_table" does not exist'],
  ['40001', 'could not serialize access due to concurrent update'],
  ['P0001', 'Connection terminated unexpectedly'], // a RAISE in SQL that says so is still the query's own error
])('SQLSTATE %s (%s) is the query, not the database', (code, message) => {
  expect(databaseFault(serverError(code, message))).toBeNull();
});

test.each([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Postgres connection has been discarded',
  'Cannot use a pool after calling end on the pool',
])("pg's, pg-pool's and Kysely's own message %j is the database away", (message) => {
  expect(databaseFault(new Error(message))).toBe('unavailable');
});

/** A port nothing listens on now. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

test('a real connection refused (nothing listens on the port) is the database away, alone or among addresses', async () => {
  const port = await closedPort();
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'nobody', database: 'none' });
  const refused = await client.connect().then(
    () => null,
    (error: unknown) => error,
  );
  expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
  expect(databaseFault(refused)).toBe('unavailable');
  expect(databaseFault(new AggregateError([new Error('first address'), refused]))).toBe('unavailable');
});

test('anything else is not: plain errors, an unreachable provider behind fetch, non-errors', async () => {
  expect(databaseFault(new Error('Sorry'))).toBeNull();
  expect(databaseFault(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeNull();
  // fetch's own failure carries the socket error as its cause: a payment or sign-in provider, not the database
  const fetchFailed = await fetch(`http://127.0.0.1:${await closedPort()}/`).then(
    () => null,
    (error: unknown) => error,
  );
  expect(fetchFailed).toMatchObject({ message: 'fetch failed', cause: { code: 'ECONNREFUSED' } });
  expect(databaseFault(fetchFailed)).toBeNull();
  for (const value of [undefined, null, 'Connection terminated unexpectedly', 57, {}]) {
    expect(databaseFault(value)).toBeNull();
  }
});
