import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/app';
import { openDatabase, type Db } from '../../src/db/connect';
import { prepareDatabase } from '../../src/db/prepare';
import { call, testDatabase } from './helpers';

/**
 * Start-up on an empty store migrates and seeds; a restart keeps the data and neither migrates nor seeds again.
 * PGlite: a real data directory on disk. PostgreSQL (test:pg): a fresh database reopened through a new pool.
 */
describe('restart keeps data', () => {
  it('migrates + seeds once, then reopens with the data kept', async () => {
    const pgUrl = process.env.DATABASE_URL;
    const dir = mkdtempSync(join(tmpdir(), 'mart-pglite-'));
    let drop = async () => {};
    let open: () => Promise<Db>;
    if (pgUrl) {
      const fresh = await testDatabase();
      await fresh.db.destroy();
      drop = fresh.drop;
      open = () => openDatabase({ url: fresh.url! });
    } else {
      open = () => openDatabase({ dataDir: join(dir, 'pglite') });
    }
    try {
      const first = await open();
      expect(await prepareDatabase(first, { seed: true })).toEqual({
        migrated: expect.arrayContaining(['0001_initial']),
        seeded: true,
      });
      const app = await buildApp({ db: first });
      const signUp = await call<{ token: string }>(app, {
        method: 'POST',
        url: '/api/v1/auth/sign-up',
        payload: {
          name: 'Persist Me',
          email: 'persist@example.com',
          phone: '+77001234567',
          password: 'secret123',
          confirm_password: 'secret123',
        },
      });
      expect(signUp.status).toBe(200);
      await app.close();
      await first.destroy();

      const second = await open();
      expect(await prepareDatabase(second, { seed: true })).toEqual({ migrated: [], seeded: false });
      const again = await buildApp({ db: second });
      const modules = await call<unknown[]>(again, { method: 'GET', url: '/api/v1/module' });
      expect(modules.body).toHaveLength(7);
      const info = await call<{ email: string }>(again, {
        method: 'GET',
        url: '/api/v1/customer/info',
        headers: { authorization: `Bearer ${signUp.body.token}` },
      });
      expect(info.body.email).toBe('persist@example.com');
      await again.close();
      await second.destroy();
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await drop();
    }
    // on-disk PGlite: two cold starts plus every migration and the seed; slow when the machine is busy
  }, 300_000);

  it('SEED=0 leaves an empty database empty but migrated', async () => {
    const { db, drop } = await testDatabase();
    expect((await prepareDatabase(db, { seed: false })).seeded).toBe(false);
    const app = await buildApp({ db });
    expect((await call<unknown[]>(app, { method: 'GET', url: '/api/v1/module' })).body).toEqual([]);
    // config falls back to the built-in defaults so the storefront still boots
    expect((await call(app, { method: 'GET', url: '/api/v1/config' })).status).toBe(200);
    await app.close();
    await db.destroy();
    await drop();
  });
});
