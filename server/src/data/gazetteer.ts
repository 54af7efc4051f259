import type { PlaceKind } from '../db/schema';
import type { Lang } from '../i18n';
import almaty from './gazetteer/almaty.json';
import astana from './gazetteer/astana.json';
import moscow from './gazetteer/moscow.json';

/**
 * The demo cities' gazetteer (streets and landmarks), compiled for Mart: see gazetteer/README.md for what it holds,
 * where it comes from and its terms. The seed writes it into the places table; place search indexes that table.
 */

export interface GazetteerPlace {
  placeId: string;
  kind: PlaceKind;
  /** the city's ru name, as the places table keeps it */
  city: string;
  name: Record<Lang, string>;
  /** the full address as shown to a customer; a street's is "<street>, <city>" */
  address: Record<Lang, string>;
  lat: number;
  lng: number;
}

type Names = Record<Lang, string>;
type Row = readonly (string | number | null)[];
interface CityFile {
  key: string;
  name: Names;
  streets: readonly Row[];
  landmarks: readonly Row[];
}

const text = (row: Row, i: number, where: string): string => {
  const value = row[i];
  if (typeof value !== 'string' || !value.trim()) throw new Error(`gazetteer ${where}: field ${i} must be text`);
  return value;
};
const optionalText = (row: Row, i: number, where: string): string | null =>
  row[i] === null ? null : text(row, i, where);
const coordinate = (row: Row, i: number, where: string): number => {
  const value = row[i];
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new Error(`gazetteer ${where}: field ${i} must be a number`);
  return value;
};

const slug = (en: string) =>
  en
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** One city file: street rows are [ru, en, kz|null, lat, lng], landmark rows [ru, en, kz|null, ru address, en address, lat, lng]. */
function cityPlaces(file: CityFile): GazetteerPlace[] {
  const city = file.name;
  const streets = file.streets.map((row, i): GazetteerPlace => {
    const where = `${file.key} street ${i + 1}`;
    const ru = text(row, 0, where);
    const en = text(row, 1, where);
    const kz = optionalText(row, 2, where) ?? ru;
    return {
      placeId: `${file.key}-${slug(en)}`,
      kind: 'street',
      city: city.ru,
      name: { ru, en, kz },
      address: { ru: `${ru}, ${city.ru}`, en: `${en}, ${city.en}`, kz: `${kz}, ${city.kz}` },
      lat: coordinate(row, 3, where),
      lng: coordinate(row, 4, where),
    };
  });
  const landmarks = file.landmarks.map((row, i): GazetteerPlace => {
    const where = `${file.key} landmark ${i + 1}`;
    const ru = text(row, 0, where);
    const en = text(row, 1, where);
    const address = text(row, 3, where);
    return {
      placeId: `${file.key}-${slug(en)}`,
      kind: 'landmark',
      city: city.ru,
      name: { ru, en, kz: optionalText(row, 2, where) ?? ru },
      // Kazakh readers get the Russian address line, as on the signs of these buildings
      address: { ru: address, en: text(row, 4, where), kz: address },
      lat: coordinate(row, 5, where),
      lng: coordinate(row, 6, where),
    };
  });
  return [...streets, ...landmarks];
}

let cached: GazetteerPlace[] | null = null;

/** Every place of the three demo cities, in file order; place ids are stable slugs of the English names. */
export function gazetteerPlaces(): GazetteerPlace[] {
  if (cached) return cached;
  const places = [almaty, astana, moscow].flatMap((file) => cityPlaces(file));
  const ids = new Set<string>();
  for (const place of places) {
    if (ids.has(place.placeId)) throw new Error(`gazetteer: duplicate place id ${place.placeId}`);
    ids.add(place.placeId);
  }
  cached = places;
  return places;
}
