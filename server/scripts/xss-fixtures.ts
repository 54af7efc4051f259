/**
 * Test-only data for the browser XSS gate (e2e/tests/quality-xss.spec.ts): the API has no admin routes, so the e2e
 * set-up runs this against the e2e data folder before the API starts. It adds (never changes) rows whose
 * customer-facing text is a corpus of script payloads: a food store (name), an item in it (name and description),
 * a rental vehicle (description, the one field the
 * vehicle pages render as HTML, through an allowlist sanitiser) and reviews of both (reviewer name and comment).
 * The other journeys' demo data stay as they were; the probes live in the Almaty zone like the demo stores.
 * Usage: DATA_DIR=… tsx scripts/xss-fixtures.ts   (idempotent)
 */
import { mkdirSync } from 'node:fs';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/connect';
import { prepareDatabase } from '../src/db/prepare';
import { readEnv } from '../src/env';

export const XSS_PAYLOADS = [
  '<img src=x onerror="window.__xss=(window.__xss||0)+1;alert(1)">',
  '<script>window.__xss=(window.__xss||0)+1;alert(2)</script>',
  '<svg onload="window.__xss=(window.__xss||0)+1;alert(3)"></svg>',
  '<a href="javascript:window.__xss=(window.__xss||0)+1;alert(4)">javascript link</a>',
  '<iframe src="javascript:alert(5)"></iframe>',
  '"><img src=x onerror=alert(6)>',
  "'><svg/onload=alert(7)>",
  '<details open ontoggle=alert(8)>',
  '<body onload=alert(9)>',
  '{{constructor.constructor("alert(10)")()}}',
];

const STORE_SLUG = 'xss-probe-store';
const probe = (what: string) => `XSS probe ${what} ${XSS_PAYLOADS.join(' ')}`;

const env = readEnv();
if (!env.databaseUrl) mkdirSync(env.dataDir, { recursive: true });
const db = await openDatabase(env.databaseUrl ? { url: env.databaseUrl } : { dataDir: env.dataDir });
await prepareDatabase(db, { seed: true });

const done = await db.selectFrom('stores').select('id').where('slug', '=', STORE_SLUG).executeTakeFirst();
if (!done) {
  await db.transaction().execute(async (trx) => {
    const modules = await trx.selectFrom('modules').select(['id', 'module_type']).execute();
    const food = modules.find((m) => m.module_type === 'food');
    const rental = modules.find((m) => m.module_type === 'rental');
    if (!food || !rental) throw new Error('the demo data has no food or rental module');
    const model = await trx
      .selectFrom('stores')
      .select(['id', 'zone_id'])
      .where('module_id', '=', food.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const storeName = `XSS probe store ${XSS_PAYLOADS[0]} ${XSS_PAYLOADS[2]}`;
    const i18nName = JSON.stringify({ en: { name: storeName }, kz: { name: storeName } });
    // a copy of the first food store with the probe's name (JSON round trip keeps every other column as it is)
    await sql`
      insert into stores
      select (jsonb_populate_record(null::stores, to_jsonb(s) || jsonb_build_object(
        'id', (select max(id) + 1 from stores), 'slug', ${STORE_SLUG}::text, 'name', ${storeName}::text,
        'i18n', ${i18nName}::jsonb, 'featured', true))).*
      from stores s where s.id = ${model.id}`.execute(trx);
    const store = await trx.selectFrom('stores').select('id').where('slug', '=', STORE_SLUG).executeTakeFirstOrThrow();
    const item = await trx
      .selectFrom('items')
      .select('id')
      .where('store_id', '=', model.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const itemName = `XSS probe item ${XSS_PAYLOADS[1]}`;
    const itemText = probe('item');
    const itemI18n = JSON.stringify({
      en: { name: itemName, description: itemText },
      kz: { name: itemName, description: itemText },
    });
    await sql`
      insert into items
      select (jsonb_populate_record(null::items, to_jsonb(i) || jsonb_build_object(
        'id', (select max(id) + 1 from items), 'slug', 'xss-probe-item', 'name', ${itemName}::text,
        'description', ${itemText}::text, 'i18n', ${itemI18n}::jsonb, 'store_id', ${store.id}::int,
        'recommended', 1))).*
      from items i where i.id = ${item.id}`.execute(trx);
    for (const table of ['stores', 'items']) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        trx,
      );
    }
    const probeItem = await trx
      .selectFrom('items')
      .select('id')
      .where('slug', '=', 'xss-probe-item')
      .executeTakeFirstOrThrow();
    // the last rental vehicle: its description becomes the corpus (the journeys use the first vehicles)
    const vehicle = await trx
      .selectFrom('vehicles')
      .select(['id', 'provider_id'])
      .where('module_id', '=', rental.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const vehicleText = probe('vehicle');
    await trx
      .updateTable('vehicles')
      .set({
        description: vehicleText,
        i18n: JSON.stringify({ en: { description: vehicleText }, kz: { description: vehicleText } }),
      })
      .where('id', '=', vehicle.id)
      .execute();
    const now = new Date();
    await trx
      .insertInto('reviews')
      .values([
        {
          user_id: null,
          customer_name: `XSS ${XSS_PAYLOADS[0]}`,
          store_id: store.id,
          item_id: probeItem.id,
          vehicle_id: null,
          rating: 5,
          comment: probe('item review'),
          created_at: now,
        },
        {
          user_id: null,
          customer_name: `XSS ${XSS_PAYLOADS[2]}`,
          store_id: vehicle.provider_id,
          item_id: null,
          vehicle_id: vehicle.id,
          rating: 5,
          comment: probe('vehicle review'),
          created_at: now,
        },
      ])
      .execute();
  });
}
await db.destroy();
console.log('xss fixtures ready');
