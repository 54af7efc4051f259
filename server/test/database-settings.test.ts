/**
 * The PostgreSQL pool's settings (issue 38): defaults, values read as given, and a value the server cannot use
 * stops the start naming the variable, like every other setting.
 */
import { POSTGRES_DEFAULTS } from '../src/db/connect';
import { ConfigError, readEnv } from '../src/env';

test('defaults: 10 connections, 15 s statements and idle transactions, 5 s to get a connection', () => {
  expect(readEnv({}).postgres).toEqual({
    poolMax: 10,
    statementTimeoutMs: 15_000,
    idleInTransactionTimeoutMs: 15_000,
    connectTimeoutMs: 5_000,
  });
  expect(readEnv({}).postgres).toEqual(POSTGRES_DEFAULTS);
});

test('values as given; 0 turns a timeout off', () => {
  expect(
    readEnv({
      DB_POOL_MAX: '25',
      DB_STATEMENT_TIMEOUT_MS: '0',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '60000',
      DB_CONNECT_TIMEOUT_MS: '1500',
    }).postgres,
  ).toEqual({ poolMax: 25, statementTimeoutMs: 0, idleInTransactionTimeoutMs: 60_000, connectTimeoutMs: 1_500 });
});

test.each([
  ['DB_STATEMENT_TIMEOUT_MS', '-1'],
  ['DB_STATEMENT_TIMEOUT_MS', '15s'],
  ['DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', '1.5'],
  ['DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', '3600001'],
  ['DB_CONNECT_TIMEOUT_MS', 'soon'],
  ['DB_POOL_MAX', '0'],
])('%s=%s stops the start with a message naming it', (name, value) => {
  expect(() => readEnv({ [name]: value })).toThrow(ConfigError);
  expect(() => readEnv({ [name]: value })).toThrow(new RegExp(`${name}=`));
});
