/**
 * The database layer survives its database (issue 38), on PostgreSQL (test:pg; PGlite is embedded and has no
 * connection to lose). A connection cut inside a transaction fails that transaction and nothing else; a read outside
 * a transaction cut mid-flight runs once more on a fresh connection; a write is never run twice; statements,
 * idle transactions and the wait for a connection are bounded by the configured timeouts.
 */
import { sql } from 'kysely';
import { openDatabase, type Db } from '../src/db/connect';
import { prepareDatabase } from '../src/db/prepare';
import { databaseFault } from '../src/db/unavailable';
import { testDatabase } from './api/helpers';
import { ConnectionCutter, POOL_APP } from './connection-loss';

const onPostgres = process.env.DATABASE_URL ? test : test.skip;

// a type, not an interface: withTables wants an indexable one
type Probe = {
  probe: { id: number; n: number };
};

const withProbe = (d: Db) => d.withTables<Probe>();
let testDb: Awaited<ReturnType<typeof testDatabase>>;
let db: ReturnType<typeof withProbe>;
let cutter: ConnectionCutter;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  testDb = await testDatabase();
  db = withProbe(testDb.db);
  await sql`create table probe (id integer primary key, n integer not null)`.execute(db);
  await db.insertInto('probe').values({ id: 1, n: 0 }).execute();
  cutter = await ConnectionCutter.open(testDb.url!);
});
afterAll(async () => {
  if (!process.env.DATABASE_URL) return;
  await cutter.close();
  await testDb.db.destroy();
  await testDb.drop();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

onPostgres(
  'a connection cut between two statements of a transaction fails that transaction, not the process',
  async () => {
    const outcome = failure(
      db.transaction().execute(async (tx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx);
        await cutter.terminate([rows[0]!.pid]);
        // the client hears of it while it sits idle in the transaction: no statement of its own is running
        await new Promise((r) => setTimeout(r, 300));
        await tx.updateTable('probe').set({ n: 99 }).where('id', '=', 1).execute();
      }),
    );
    expect(databaseFault(await outcome)).toBe('unavailable');
    // the pool carries on with a new connection; nothing of the transaction was kept
    expect(await db.selectFrom('probe').select('n').where('id', '=', 1).executeTakeFirstOrThrow()).toEqual({ n: 0 });
  },
);

onPostgres('a read outside a transaction cut mid-flight runs once more on a fresh connection and answers', async () => {
  await cutter.lock('probe');
  const read = db.selectFrom('probe').select('n').where('id', '=', 1).execute();
  const first = await cutter.waiter();
  await cutter.terminate([first]);
  await cutter.waiter([first]); // the retry, on another connection, waits for the lock too
  await cutter.unlock();
  expect(await read).toEqual([{ n: 0 }]);
});

onPostgres('a write cut mid-flight is not run again: it fails, and ran at most once', async () => {
  await cutter.lock('probe');
  const write = failure(
    db
      .updateTable('probe')
      .set((eb) => ({ n: eb('n', '+', 1) }))
      .where('id', '=', 1)
      .execute(),
  );
  await cutter.terminate([await cutter.waiter()]);
  await new Promise((r) => setTimeout(r, 300));
  expect(await cutter.backends(POOL_APP, true)).toEqual([]); // nothing tried it again
  await cutter.unlock();
  expect(databaseFault(await write)).toBe('unavailable');
  expect(await db.selectFrom('probe').select('n').where('id', '=', 1).executeTakeFirstOrThrow()).toEqual({ n: 0 });
});

onPostgres('a read inside a transaction cut mid-flight is not run again: the transaction fails', async () => {
  await cutter.lock('probe');
  const inTransaction = failure(
    db.transaction().execute((tx) => tx.selectFrom('probe').select('n').where('id', '=', 1).execute()),
  );
  await cutter.terminate([await cutter.waiter()]);
  await new Promise((r) => setTimeout(r, 300));
  expect(await cutter.backends(POOL_APP, true)).toEqual([]);
  await cutter.unlock();
  expect(databaseFault(await inTransaction)).toBe('unavailable');
});

onPostgres('a statement past statement_timeout is canceled: a timeout, not retried', async () => {
  const slow = await openDatabase({ url: testDb.url!, statementTimeoutMs: 200 });
  try {
    const started = Date.now();
    const error = await failure(sql`select pg_sleep(3)`.execute(slow));
    expect(databaseFault(error)).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  } finally {
    await slow.destroy();
  }
});

onPostgres('a transaction left idle past its timeout is ended by the server; the process goes on', async () => {
  const idle = withProbe(await openDatabase({ url: testDb.url!, idleInTransactionTimeoutMs: 200 }));
  try {
    const error = await failure(
      idle.transaction().execute(async (tx) => {
        await tx.updateTable('probe').set({ n: 42 }).where('id', '=', 1).execute();
        await new Promise((r) => setTimeout(r, 800));
        await tx.selectFrom('probe').selectAll().execute();
      }),
    );
    expect(databaseFault(error)).not.toBeNull();
    // rolled back, and the next statement gets a working connection
    expect(await idle.selectFrom('probe').select('n').where('id', '=', 1).executeTakeFirstOrThrow()).toEqual({ n: 0 });
  } finally {
    await idle.destroy();
  }
});

onPostgres('waiting for a connection from a busy pool ends after the connect timeout', async () => {
  const busy = await openDatabase({ url: testDb.url!, poolMax: 1, connectTimeoutMs: 300 });
  let release!: () => void;
  const held = busy.transaction().execute(() => new Promise<void>((r) => (release = r)));
  try {
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const error = await failure(sql`select 1`.execute(busy));
    expect(databaseFault(error)).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(2_000);
  } finally {
    release();
    await held;
    await busy.destroy();
  }
});

onPostgres(
  "start-up's session waits and migrates without the timeouts; its connection goes back with them",
  async () => {
    const fresh = await testDatabase();
    await fresh.db.destroy();
    const one = await openDatabase({ url: fresh.url!, poolMax: 1, statementTimeoutMs: 1_234 });
    try {
      const outcome = await prepareDatabase(one, { seed: false });
      expect(outcome.migrated.length).toBeGreaterThan(0);
      const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(one);
      expect(rows).toEqual([{ statement_timeout: '1234ms' }]);
    } finally {
      await one.destroy();
      await fresh.drop();
    }
  },
);
