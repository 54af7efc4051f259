import type { Kysely } from 'kysely';
import { gazetteerPlaces } from '../../data/gazetteer';
import type { Database } from '../schema';

/** The gazetteer as places rows: ru in the base columns, en and kz in i18n (name, formatted_address). */
export function gazetteerRows() {
  return gazetteerPlaces().map((p) => ({
    place_id: p.placeId,
    kind: p.kind,
    name: p.name.ru,
    i18n: JSON.stringify({
      en: { name: p.name.en, formatted_address: p.address.en },
      kz: { name: p.name.kz, formatted_address: p.address.kz },
    }),
    formatted_address: p.address.ru,
    city: p.city,
    latitude: p.lat,
    longitude: p.lng,
  }));
}

/** Writes the gazetteer in chunks (one statement of ~550 rows would pass PostgreSQL's parameter limit on growth). */
export async function insertGazetteer(db: Kysely<Database>): Promise<void> {
  const rows = gazetteerRows();
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('places')
      .values(rows.slice(i, i + 200))
      .execute();
}
