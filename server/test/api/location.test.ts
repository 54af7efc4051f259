import { sql } from 'kysely';
import { down, up } from '../../src/db/migrations/0645_place_kinds';
import { pointInPolygon } from '../../src/infra/geo';
import { call, firstError, startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

describe('GET /api/v1/config/get-zone-id', () => {
  it.each([
    ['Almaty', 43.238, 76.945, 1],
    ['Astana', 51.128, 71.43, 2],
    ['Moscow', 55.754, 37.62, 3],
  ])('finds %s', async (_name, lat, lng, zone) => {
    const { status, body } = await call<{
      zone_id: string;
      zone_ids: number[];
      zone_data: { id: number; modules: { pivot: { delivery_charge_type: string } }[] }[];
    }>(t.app, { method: 'GET', url: `/api/v1/config/get-zone-id?lat=${lat}&lng=${lng}` });
    expect(status).toBe(200);
    expect(body.zone_id).toBe(`[${zone}]`);
    expect(body.zone_ids).toEqual([zone]);
    expect(body.zone_data[0]!.modules).toHaveLength(7);
    expect(new Set(body.zone_data[0]!.modules.map((m) => m.pivot.delivery_charge_type))).toEqual(
      new Set(['fixed', 'distance']),
    );
  });

  it("carries the zone's outline, which holds the point (the map picker draws it)", async () => {
    const { body } = await call<{ zone_data: { formated_coordinates: { lat: number; lng: number }[] }[] }>(t.app, {
      method: 'GET',
      url: '/api/v1/config/get-zone-id?lat=43.238&lng=76.945',
    });
    const outline = body.zone_data[0]!.formated_coordinates;
    expect(outline.length).toBeGreaterThanOrEqual(3);
    expect(pointInPolygon({ lat: 43.238, lng: 76.945 }, outline)).toBe(true);
  });

  it('answers 404 outside every zone', async () => {
    const { status, body } = await call(t.app, { method: 'GET', url: '/api/v1/config/get-zone-id?lat=0&lng=0' });
    expect(status).toBe(404);
    expect(firstError(body)).toEqual({ code: 'coordinates', message: 'Service not available in this area' });
  });

  it.each([
    ['lat=43.2', { code: 'lng', message: 'lng is required.' }],
    ['lat=91&lng=10', { code: 'lat', message: 'lat must be a number between -90 and 90.' }],
    ['lat=abc&lng=10', { code: 'lat', message: 'lat must be a number between -90 and 90.' }],
  ])('validates %s', async (query, error) => {
    const { status, body } = await call(t.app, { method: 'GET', url: `/api/v1/config/get-zone-id?${query}` });
    expect(status).toBe(400);
    expect(firstError(body)).toEqual(error);
  });
});

describe('geocode', () => {
  it('reverse-geocodes to the nearest gazetteer place', async () => {
    const { body } = await call<{ status: string; results: { formatted_address: string; place_id: string }[] }>(t.app, {
      method: 'GET',
      url: '/api/v1/config/geocode-api?lat=51.1283&lng=71.4305',
    });
    expect(body.status).toBe('OK');
    expect(body.results[0]).toMatchObject({
      formatted_address: 'бул. Нуржол 14, Астана',
      place_id: 'astana-bayterek-tower',
    });
  });

  it('gives ZERO_RESULTS far from every place', async () => {
    const { body } = await call(t.app, { method: 'GET', url: '/api/v1/config/geocode-api?lat=10&lng=10' });
    expect(body).toEqual({ status: 'ZERO_RESULTS', results: [] });
  });
});

type Suggestions = {
  data: { suggestions: { placePrediction: { placeId: string; place: string; text: { text: string } } }[] };
};
const ALMATY = { lat: 43.238, lng: 76.945 };
const ASTANA = { lat: 51.128, lng: 71.43 };

async function suggest(text: string, options: { lang?: string; near?: { lat: number; lng: number } } = {}) {
  const near = options.near ? `&lat=${options.near.lat}&lng=${options.near.lng}` : '';
  const { status, body } = await call<Suggestions>(t.app, {
    method: 'GET',
    url: `/api/v1/config/place-api-autocomplete?search_text=${encodeURIComponent(text)}${near}`,
    headers: options.lang ? { 'x-localization': options.lang } : {},
  });
  expect(status).toBe(200);
  return body.data.suggestions.map((s) => s.placePrediction);
}
const texts = async (text: string, options?: Parameters<typeof suggest>[1]) =>
  (await suggest(text, options)).map((p) => p.text.text);

describe('the gazetteer', () => {
  it('holds 150+ streets and the landmarks of each demo city, each inside its city zone', async () => {
    const counts = await t.db
      .selectFrom('places')
      .select(['city', 'kind', sql<number>`count(*)::int`.as('n')])
      .groupBy(['city', 'kind'])
      .orderBy('city')
      .orderBy('kind')
      .execute();
    const byCity = Object.fromEntries(
      ['Алматы', 'Астана', 'Москва'].map((city) => [
        city,
        Object.fromEntries(counts.filter((c) => c.city === city).map((c) => [c.kind, c.n])),
      ]),
    );
    for (const city of Object.values(byCity)) {
      expect(city.street).toBeGreaterThanOrEqual(150);
      expect(city.landmark).toBeGreaterThanOrEqual(15);
    }
    const zones = await t.db.selectFrom('zones').select(['name', 'display_name', 'polygon']).execute();
    const places = await t.db.selectFrom('places').select(['place_id', 'city', 'latitude', 'longitude']).execute();
    const misplaced = places.filter((p) => {
      const inside = zones.filter((z) => pointInPolygon({ lat: p.latitude, lng: p.longitude }, z.polygon));
      return inside.length !== 1 || inside[0]!.display_name !== p.city;
    });
    expect(misplaced).toEqual([]);
  });
});

describe('place search', () => {
  it('finds a street by its name in ru, kz, en and Latin spellings, labelled in the request language', async () => {
    for (const spelling of ['abay', 'Abai', 'Абая', 'абай', 'ABAY']) {
      expect((await suggest(spelling))[0]).toEqual({
        placeId: 'almaty-abay-avenue',
        place: 'places/almaty-abay-avenue',
        text: { text: 'проспект Абая, Алматы' },
      });
    }
    expect((await texts('abay', { lang: 'en' }))[0]).toBe('Abay Avenue, Almaty');
    expect((await texts('abay', { lang: 'kz' }))[0]).toBe('Абай даңғылы, Алматы');
    // Kazakh letters and their Russian or Latin look-alikes meet: Есіл / Есиль / Yesil / Esil
    for (const spelling of ['Есіл', 'ЕСИЛЬ', 'yesil', 'esil']) {
      expect(await texts(spelling, { lang: 'en' })).toContain('Yesil Embankment, Astana');
    }
    expect((await texts('Jibek Joly'))[0]).toBe('улица Жибек Жолы, Алматы');
    expect((await texts('тверская'))[0]).toBe('Тверская улица, Москва');
  });

  it('finds landmarks by name and address, with the address in the label', async () => {
    expect((await texts('bayterek', { lang: 'en' }))[0]).toBe('Bayterek Tower, 14 Nurzhol Blvd, Astana');
    expect(await texts('красная')).toContain('Красная площадь, Красная пл., Москва');
    expect(await texts('Розыбакиева 247')).toContain('ТРЦ Mega Alma-Ata, ул. Розыбакиева 247А, Алматы');
  });

  it('keeps a house number typed after a street, and gives that address in the details', async () => {
    const [first] = await suggest('Абая 150');
    expect(first).toEqual({
      placeId: 'almaty-abay-avenue~150',
      place: 'places/almaty-abay-avenue~150',
      text: { text: 'проспект Абая, 150, Алматы' },
    });
    expect((await texts('Abay Ave, 150а', { lang: 'en' }))[0]).toBe('150А Abay Avenue, Almaty');
    expect((await texts('Абая д. 12/1', { lang: 'kz' }))[0]).toBe('Абай даңғылы, 12/1, Алматы');
    const details = await call<{
      data: { id: string; displayName: { text: string }; formattedAddress: string; location: { latitude: number } };
    }>(t.app, { method: 'GET', url: `/api/v1/config/place-api-details?placeid=${encodeURIComponent(first!.placeId)}` });
    expect(details.status).toBe(200);
    expect(details.body.data).toEqual({
      id: 'almaty-abay-avenue~150',
      displayName: { text: 'проспект Абая, 150' },
      formattedAddress: 'проспект Абая, 150, Алматы',
      location: { latitude: 43.2405, longitude: 76.905 },
    });
    // a name that holds a number names its place outright before reading the number as a house
    expect((await texts('Аксай-4'))[0]).toBe('микрорайон Аксай-4, Алматы');
    expect((await texts('Самал-2 111'))[0]).toBe('микрорайон Самал-2, 111, Алматы');
  });

  it('ranks a name that starts with the text first, then places of the customer city', async () => {
    const abay = await texts('abay');
    expect(abay.slice(0, 2)).toEqual(['проспект Абая, Алматы', 'проспект Абая, Астана']);
    // "Кабанбай" only contains the text: after both avenues
    const kabanbay = abay.findIndex((text) => text.includes('Кабанбай'));
    expect(kabanbay).toBeGreaterThan(1);
    expect((await texts('abay', { near: ASTANA })).slice(0, 2)).toEqual([
      'проспект Абая, Астана',
      'проспект Абая, Алматы',
    ]);
    expect((await texts('Абая 150', { near: ASTANA }))[0]).toBe('проспект Абая, 150, Астана');
    expect((await texts('Кабанбай', { near: ALMATY }))[0]).toBe('улица Кабанбай батыра, Алматы');
    expect((await texts('Кабанбай', { near: ASTANA }))[0]).toBe('проспект Кабанбай батыра, Астана');
    // a street's kind word typed first still finds it, after the names that start with the text
    expect((await texts('ул'))[0]).toMatch(/^улица Ул/);
  });

  it('answers at most 8 suggestions', async () => {
    expect(await suggest('a')).toHaveLength(8);
  });

  it.each([['%'], ['   '], ["'; drop table places; --"], ['\t\n'], ['ﷺ🙂']])(
    'answers an empty list for text that names nothing: %j',
    async (text) => {
      expect(await suggest(text)).toEqual([]);
    },
  );

  it('refuses a missing, empty, over-long or control-character text, and a bad location, with a 400', async () => {
    const ask = (query: string) =>
      call(t.app, { method: 'GET', url: `/api/v1/config/place-api-autocomplete?${query}` });
    const cases: [string, { code: string; message: string }][] = [
      ['', { code: 'search_text', message: 'search_text is required.' }],
      ['search_text=', { code: 'search_text', message: 'search_text must be 1 to 100 characters.' }],
      [
        `search_text=${'абая'.repeat(250)}`,
        { code: 'search_text', message: 'search_text must be 1 to 100 characters.' },
      ],
      [
        'search_text=ab%00ay',
        { code: 'search_text', message: 'The search_text field must not contain control characters.' },
      ],
      ['search_text=abay&lat=abc&lng=76', { code: 'lat', message: 'lat must be a number between -90 and 90.' }],
      ['search_text=abay&lat=43&lng=500', { code: 'lng', message: 'lng must be a number between -180 and 180.' }],
    ];
    for (const [query, error] of cases) {
      const { status, body } = await ask(query);
      expect({ query, status, error: firstError(body) }).toEqual({ query, status: 400, error });
    }
  });

  it('gives place coordinates, and 404 for an unknown id or a house number that is not one', async () => {
    const found = await call<{ data: { location: { latitude: number; longitude: number } } }>(t.app, {
      method: 'GET',
      url: '/api/v1/config/place-api-details?placeid=moscow-red-square',
    });
    expect(found.body.data.location).toEqual({ latitude: 55.7539, longitude: 37.6208 });
    for (const id of [
      'nope',
      'moscow-red-square~3',
      'almaty-abay-avenue~abc',
      'almaty-abay-avenue~1~2',
      'almaty-abay-avenue~',
    ]) {
      const res = await call(t.app, {
        method: 'GET',
        url: `/api/v1/config/place-api-details?placeid=${encodeURIComponent(id)}`,
      });
      expect({ id, status: res.status }).toEqual({ id, status: 404 });
    }
    const missing = await call(t.app, { method: 'GET', url: '/api/v1/config/place-api-details' });
    expect(firstError(missing.body)).toEqual({ code: 'placeid', message: 'placeid is required.' });
  });
});

describe('migration 0645', () => {
  it('replaces the landmarks of an earlier seed with the gazetteer and keeps the places an operator added', async () => {
    await down(t.db as never);
    await t.db.deleteFrom('places').execute();
    await sql`insert into places (place_id, name, formatted_address, city, latitude, longitude, search_text) values
      ('mart-place-001', 'Площадь Республики', 'пр. Назарбаева, Алматы', 'Алматы', 43.238, 76.9452, 'площадь'),
      ('shop-depot', 'Склад', 'ул. Складская 1, Алматы', 'Алматы', 43.3, 76.9, 'склад')`.execute(t.db);
    await up(t.db as never);
    const ids = (await t.db.selectFrom('places').select(['place_id', 'kind']).execute()).map((p) => p.place_id);
    expect(ids).not.toContain('mart-place-001');
    expect(ids).toEqual(expect.arrayContaining(['shop-depot', 'almaty-abay-avenue', 'moscow-red-square']));
    expect(ids.length).toBeGreaterThan(500);
  });
});
