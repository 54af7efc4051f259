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

describe('geocode and places', () => {
  it('reverse-geocodes to the nearest gazetteer place', async () => {
    const { body } = await call<{ status: string; results: { formatted_address: string }[] }>(t.app, {
      method: 'GET',
      url: '/api/v1/config/geocode-api?lat=51.1284&lng=71.4306',
    });
    expect(body.status).toBe('OK');
    expect(body.results[0]!.formatted_address).toBe('бул. Нуржол 14, Астана');
  });

  it('gives ZERO_RESULTS far from every place', async () => {
    const { body } = await call(t.app, { method: 'GET', url: '/api/v1/config/geocode-api?lat=10&lng=10' });
    expect(body).toEqual({ status: 'ZERO_RESULTS', results: [] });
  });

  it('autocompletes in Russian and English', async () => {
    const ru = await call<{
      data: { suggestions: { placePrediction: { placeId: string; text: { text: string } } }[] };
    }>(t.app, {
      method: 'GET',
      url: `/api/v1/config/place-api-autocomplete?search_text=${encodeURIComponent('красная')}`,
    });
    expect(ru.body.data.suggestions[0]!.placePrediction.text.text).toContain('Красная площадь');
    const en = await call<{ data: { suggestions: { placePrediction: { text: { text: string } } }[] } }>(t.app, {
      method: 'GET',
      url: '/api/v1/config/place-api-autocomplete?search_text=bayterek',
      headers: { 'x-localization': 'en' },
    });
    expect(en.body.data.suggestions[0]!.placePrediction.text.text).toBe('Bayterek Tower, 14 Nurzhol Blvd, Astana');
    const none = await call<{ data: { suggestions: unknown[] } }>(t.app, {
      method: 'GET',
      url: '/api/v1/config/place-api-autocomplete?search_text=%25',
    });
    expect(none.body.data.suggestions).toEqual([]);
  });

  it('requires search_text', async () => {
    const { status, body } = await call(t.app, { method: 'GET', url: '/api/v1/config/place-api-autocomplete' });
    expect(status).toBe(400);
    expect(firstError(body)).toEqual({ code: 'search_text', message: 'search_text is required.' });
  });

  it('gives place coordinates, 404 for an unknown id, 400 without one', async () => {
    const found = await call<{ data: { location: { latitude: number; longitude: number } } }>(t.app, {
      method: 'GET',
      url: '/api/v1/config/place-api-details?placeid=mart-place-025',
    });
    expect(found.body.data.location).toEqual({ latitude: 55.7539, longitude: 37.6208 });
    expect((await call(t.app, { method: 'GET', url: '/api/v1/config/place-api-details?placeid=nope' })).status).toBe(
      404,
    );
    const missing = await call(t.app, { method: 'GET', url: '/api/v1/config/place-api-details' });
    expect(firstError(missing.body)).toEqual({ code: 'placeid', message: 'placeid is required.' });
  });
});
