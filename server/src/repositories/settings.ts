/** Stored settings documents (business, landing, rewards…) and the module types the storefront offers. */
import type { Executor } from '../db/connect';

/** The stored document under `key`, if any (read through the caller's transaction when given one). */
async function value(db: Executor, key: string): Promise<unknown> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

const activeModuleTypes = async (db: Executor) =>
  (await db.selectFrom('modules').select('module_type').distinct().where('status', '=', true).execute()).map(
    (m) => m.module_type,
  );

export const settingsRepository = () => ({ value, activeModuleTypes });
export type SettingsRepository = ReturnType<typeof settingsRepository>;
