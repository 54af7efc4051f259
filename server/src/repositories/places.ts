/** The gazetteer of places (cities, streets, landmarks) behind place search and reverse geocoding. */
import type { Executor } from '../db/connect';

const all = (db: Executor) => db.selectFrom('places').selectAll().orderBy('id').execute();

/** Places inside a box around a point (a cheap prefilter before the exact distance). */
const inBox = (db: Executor, center: { lat: number; lng: number }, half: { lat: number; lng: number }) =>
  db
    .selectFrom('places')
    .selectAll()
    .where('latitude', '>', center.lat - half.lat)
    .where('latitude', '<', center.lat + half.lat)
    .where('longitude', '>', center.lng - half.lng)
    .where('longitude', '<', center.lng + half.lng)
    .execute();

export const placesRepository = () => ({ all, inBox });
export type PlacesRepository = ReturnType<typeof placesRepository>;
