import { sql } from 'kysely';
import { vehicleWorld, type VehicleWorld } from './vehicle-cart-fixtures';

let w: VehicleWorld;
const square = (lat: number, lng: number, d = 0.5) =>
  JSON.stringify([
    { lat: lat - d, lng: lng - d },
    { lat: lat - d, lng: lng + d },
    { lat: lat + d, lng: lng + d },
    { lat: lat + d, lng: lng - d },
  ]);
const AIRPORT = { lat: 43.352, lng: 77.04 }; // in zone A (Almaty): provider A
const ASTANA = { lat: 51.128, lng: 71.43 }; // in zone B: provider B
beforeAll(async () => {
  w = await vehicleWorld();
  // read before the first zone lookup, so the locator's one-minute cache holds these shapes
  await sql`update zones set polygon = ${square(43.3, 76.95)}::jsonb where id = ${w.ids.rental.zone}`.execute(w.db);
  await sql`update zones set polygon = ${square(51.13, 71.43)}::jsonb where id = ${w.ids.rental.otherZone}`.execute(
    w.db,
  );
});
afterAll(async () => {
  await w.close();
});

describe.each(['rental', 'carmarket'] as const)('%s search by pickup zone', (flavour) => {
  const names = async (query: string, headers: Record<string, string> = {}) => {
    const res = await w.app.inject({ method: 'GET', url: `/api/v1/${flavour}/vehicle/search?${query}`, headers });
    expect(res.statusCode).toBe(200);
    return (res.json() as { vehicles: { name: string }[] }).vehicles.map((v) => v.name).sort();
  };

  test('pickup at the airport lists only the Almaty zone provider, whatever zone the customer is in', async () => {
    const at = `pickup_lat=${AIRPORT.lat}&pickup_lng=${AIRPORT.lng}`;
    expect(await names(at)).toEqual(['Camry', 'Sonata']);
    // the customer's location is Astana, the pickup is Almaty: the pickup decides
    expect(await names(at, { zoneId: `[${w.ids[flavour].otherZone}]` })).toEqual(['Camry', 'Sonata']);
    expect(await names(`pickup_lat=${ASTANA.lat}&pickup_lng=${ASTANA.lng}`)).toEqual(['Rio']);
  });

  test('a pickup outside every zone lists nothing; without a pickup the zone header still applies', async () => {
    expect(await names('pickup_lat=0&pickup_lng=0')).toEqual([]);
    expect(await names('', { zoneId: `[${w.ids[flavour].otherZone}]` })).toEqual(['Rio']);
    expect(await names('')).toEqual(['Camry', 'Rio', 'Sonata']);
  });

  test.each(['pickup_lat=43.3', 'pickup_lng=77', 'pickup_lat=91&pickup_lng=0', 'pickup_lat=x&pickup_lng=1'])(
    'a half or hostile pickup point %p is a 400 with an error list',
    async (query) => {
      const res = await w.app.inject({ method: 'GET', url: `/api/v1/${flavour}/vehicle/search?${query}` });
      expect(res.statusCode).toBe(400);
      expect(Array.isArray(res.json().errors)).toBe(true);
    },
  );
});
