/**
 * Cutting an API's PostgreSQL connections on purpose, as a restart or an administrator does (`pg_terminate_backend`),
 * at a moment a test chooses: the statement to cut waits on a table lock the test holds, so it is in flight when cut.
 */
import pg from 'pg';

/** Application names of an instance's connections (db/connect.ts). */
export const POOL_APP = 'mart-api pool';
export const LISTEN_APP = 'mart-api listen';

export class ConnectionCutter {
  private constructor(
    private readonly admin: pg.Client,
    private readonly locker: pg.Client,
  ) {}

  /** `url`: the test database (its pg_stat_activity rows are found by its name). */
  static async open(url: string): Promise<ConnectionCutter> {
    const admin = new pg.Client({ connectionString: url });
    const locker = new pg.Client({ connectionString: url });
    await admin.connect();
    await locker.connect();
    return new ConnectionCutter(admin, locker);
  }

  /** Holds an exclusive lock on `table` until `unlock`: every statement on it waits meanwhile. */
  async lock(table: string): Promise<void> {
    await this.locker.query('begin');
    await this.locker.query(`lock table ${pg.escapeIdentifier(table)} in access exclusive mode`);
  }

  async unlock(): Promise<void> {
    await this.locker.query('rollback');
  }

  /** Backends of this database's `application` connections, optionally only those waiting on a lock. */
  async backends(application: string, waiting = false): Promise<number[]> {
    const { rows } = await this.admin.query<{ pid: number }>(
      `select pid from pg_stat_activity
        where datname = current_database() and application_name = $1 and ($2 = false or wait_event_type = 'Lock')`,
      [application, waiting],
    );
    return rows.map((r) => r.pid);
  }

  /** Waits until a pool connection other than `except` waits on the lock; its pid. */
  async waiter(except: number[] = []): Promise<number> {
    for (let i = 0; i < 400; i++) {
      const pid = (await this.backends(POOL_APP, true)).find((p) => !except.includes(p));
      if (pid !== undefined) return pid;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('no statement came to wait on the lock');
  }

  /** Ends these backends as `pg_ctl stop -m fast` would (57P01 to each). */
  async terminate(pids: number[]): Promise<void> {
    await this.admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
  }

  async close(): Promise<void> {
    await this.locker.end();
    await this.admin.end();
  }
}
