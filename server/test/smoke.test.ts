import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';

test('migrates', async () => {
  const db = await openDatabase({ dataDir: 'memory://' });
  expect(await migrateToLatest(db)).toEqual(['0001_initial']);
  await db.destroy();
});
