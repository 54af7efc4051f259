/** Delivery zones and the modules each zone offers (module_zones: the module's delivery terms in that zone). */
import type { Executor } from '../db/connect';

/** Active zones' outlines, for locating a point. */
const activeShapes = (db: Executor) =>
  db.selectFrom('zones').select(['id', 'name', 'polygon']).where('status', '=', true).orderBy('id').execute();

/** Active zones as the storefront lists them. */
const active = (db: Executor) =>
  db
    .selectFrom('zones')
    .select(['id', 'name', 'display_name', 'i18n'])
    .where('status', '=', true)
    .orderBy('id')
    .execute();

const isActive = async (db: Executor, id: number) =>
  (await db.selectFrom('zones').select('id').where('id', '=', id).where('status', '=', true).executeTakeFirst()) !==
  undefined;

const byIds = (db: Executor, ids: number[]) =>
  db.selectFrom('zones').selectAll().where('id', 'in', ids).orderBy('id').execute();

/** The active modules offered in these zones, with their terms there. */
const modulesIn = (db: Executor, zoneIds: number[]) =>
  db
    .selectFrom('module_zones')
    .innerJoin('modules', 'modules.id', 'module_zones.module_id')
    .selectAll('module_zones')
    .select(['modules.module_type', 'modules.module_name', 'modules.i18n'])
    .where('module_zones.zone_id', 'in', zoneIds)
    .where('modules.status', '=', true)
    .orderBy('modules.id')
    .execute();

/** Every (module, zone) pair. */
const moduleZonePairs = (db: Executor) => db.selectFrom('module_zones').select(['module_id', 'zone_id']).execute();

/** The module's terms in the first (lowest id) of these zones that offers it. */
const moduleTermsIn = (db: Executor, moduleId: number, zoneIds: number[]) =>
  db
    .selectFrom('module_zones')
    .select(['zone_id', 'maximum_cod_order_amount_minor'])
    .where('module_id', '=', moduleId)
    .where('zone_id', 'in', zoneIds)
    .orderBy('zone_id')
    .executeTakeFirst();

export const zonesRepository = () => ({
  activeShapes,
  active,
  isActive,
  byIds,
  modulesIn,
  moduleZonePairs,
  moduleTermsIn,
});
export type ZonesRepository = ReturnType<typeof zonesRepository>;
