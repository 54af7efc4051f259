import type { Db } from './connect';
import { migrateToLatest } from './migrate';
import { isSeeded, seedDemoData } from './seed';
import type { ScryptCost } from '../services/passwords';

/** Start-up: apply pending migrations, then load the demo data into an empty database unless told not to. */
export async function prepareDatabase(
  db: Db,
  options: { seed: boolean; now?: Date; passwordCost?: ScryptCost },
): Promise<{ migrated: string[]; seeded: boolean }> {
  const migrated = await migrateToLatest(db);
  const seeded = options.seed && !(await isSeeded(db));
  if (seeded) await seedDemoData(db, options.now, options.passwordCost);
  return { migrated, seeded };
}
