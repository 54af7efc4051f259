import { call, firstError, startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

type Vehicle = Record<string, unknown> & {
  id: number;
  hourly_price: number;
  distance_price: number;
  seating_capacity: number;
  air_condition: number;
  avg_rating: number;
  provider_id: number;
  category_id: number;
  brand_id: number;
};
interface VehicleList {
  total_size: number;
  vehicles: Vehicle[];
}

const VEHICLE_FIELDS = [
  'id',
  'name',
  'description',
  'thumbnail_full_url',
  'images_full_url',
  'provider',
  'total_vehicle_count',
  'total_vehicles',
  'total_reviews',
  'avg_rating',
  'new_tag',
  'seating_capacity',
  'type',
  'air_condition',
  'transmission_type',
  'fuel_type',
  'hourly_price',
  'distance_price',
  'discount_price',
  'discount_type',
];

describe.each([
  { flavour: 'rental', hourly: 'trip_hourly', distance: 'trip_distance', other: 'order_hourly' },
  { flavour: 'carmarket', hourly: 'order_hourly', distance: 'order_distance', other: 'trip_hourly' },
])('/api/v1/$flavour', ({ flavour, hourly, distance, other }) => {
  const search = (query = '') =>
    call<VehicleList>(t.app, { method: 'GET', url: `/api/v1/${flavour}/vehicle/search?limit=100&${query}` });

  it('search returns vehicles with every SPEC field and the flavour pricing flags', async () => {
    const { status, body } = await search();
    expect(status).toBe(200);
    expect(body.total_size).toBeGreaterThan(8);
    for (const v of body.vehicles) {
      for (const field of [...VEHICLE_FIELDS, hourly, distance]) expect(v).toHaveProperty(field);
      expect(v).not.toHaveProperty(other);
      expect(v.provider).toHaveProperty('discount');
    }
    // the seed covers hourly only, distance only and both, AC and not, new_tag, percent and amount discounts
    const combos = new Set(body.vehicles.map((v) => `${v[hourly]}${v[distance]}`));
    expect(combos).toEqual(new Set(['11', '10', '01']));
    expect(new Set(body.vehicles.map((v) => v.air_condition))).toEqual(new Set([0, 1]));
    expect(new Set(body.vehicles.map((v) => v.new_tag))).toEqual(new Set([0, 1]));
    expect(new Set(body.vehicles.map((v) => v.discount_type))).toEqual(new Set(['percent', 'amount']));
  });

  it('filters by category, brands, seats, type, fuel, transmission, AC, trip type and price', async () => {
    const all = (await search()).body.vehicles;
    const v = all[0]!;
    expect(
      (await search(`category_id=${v.category_id}`)).body.vehicles.every((x) => x.category_id === v.category_id),
    ).toBe(true);
    expect((await search(`brand_ids=${v.brand_id},999`)).body.vehicles.every((x) => x.brand_id === v.brand_id)).toBe(
      true,
    );
    expect((await search('min_seats=7')).body.vehicles.every((x) => x.seating_capacity >= 7)).toBe(true);
    expect((await search('max_seats=5')).body.vehicles.every((x) => x.seating_capacity <= 5)).toBe(true);
    expect((await search('type=suv')).body.vehicles.every((x) => x.type === 'suv')).toBe(true);
    expect((await search('fuel_type=electric')).body.vehicles.every((x) => x.fuel_type === 'electric')).toBe(true);
    expect(
      (await search('transmission_type=manual')).body.vehicles.every((x) => x.transmission_type === 'manual'),
    ).toBe(true);
    expect((await search('air_condition=0')).body.vehicles.every((x) => x.air_condition === 0)).toBe(true);
    expect((await search('trip_type=hourly')).body.vehicles.every((x) => x[hourly] === 1)).toBe(true);
    expect((await search('trip_type=distance_wise')).body.vehicles.every((x) => x[distance] === 1)).toBe(true);
    const priced = (await search('trip_type=hourly&min_price=3000&max_price=5000')).body.vehicles;
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.every((x) => x.hourly_price >= 3000 && x.hourly_price <= 5000)).toBe(true);
    const named = (await search('name=tesla')).body.vehicles;
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((x) => String(x.name).includes('Tesla'))).toBe(true);
  });

  it('sorts and pages', async () => {
    const low = (await search('sort_by=price_low')).body.vehicles;
    const start = (x: Vehicle) =>
      Math.min(...[x[hourly] ? x.hourly_price : Infinity, x[distance] ? x.distance_price : Infinity]);
    const starts = low.map(start);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    const p1 = await call<VehicleList>(t.app, {
      method: 'GET',
      url: `/api/v1/${flavour}/vehicle/search?offset=1&limit=3`,
    });
    const p2 = await call<VehicleList>(t.app, {
      method: 'GET',
      url: `/api/v1/${flavour}/vehicle/search?offset=2&limit=3`,
    });
    expect(p1.body.vehicles).toHaveLength(3);
    expect(p1.body.vehicles.map((x) => x.id)).not.toEqual(expect.arrayContaining(p2.body.vehicles.map((x) => x.id)));
    // past the last page: the counted total, no vehicles
    const past = await call<VehicleList>(t.app, {
      method: 'GET',
      url: `/api/v1/${flavour}/vehicle/search?offset=1000&limit=3`,
    });
    expect(past.body).toEqual({ total_size: p1.body.total_size, limit: 3, offset: 1000, vehicles: [] });
  });

  it('validates search parameters', async () => {
    const cases: [string, { code: string; message: string }][] = [
      [
        'sort_by=cheap',
        { code: 'sort_by', message: 'sort_by must be price_low, price_high, rating, newest, name or popular.' },
      ],
      ['trip_type=daily', { code: 'trip_type', message: 'trip_type must be hourly or distance_wise.' }],
      ['air_condition=2', { code: 'air_condition', message: 'air_condition must be 0 or 1.' }],
      ['brand_ids=a,b', { code: 'brand_ids', message: 'brand_ids must be comma-separated ids.' }],
      ['min_price=-1', { code: 'min_price', message: 'min_price must be a number of at least 0.' }],
    ];
    for (const [query, error] of cases) {
      const { status, body } = await call(t.app, { method: 'GET', url: `/api/v1/${flavour}/vehicle/search?${query}` });
      expect(status).toBe(400);
      expect(firstError(body)).toEqual(error);
    }
  });

  it('top-rated is sorted by rating', async () => {
    const { body } = await call<VehicleList>(t.app, {
      method: 'GET',
      url: `/api/v1/${flavour}/vehicle/top-rated?limit=50`,
    });
    const ratings = body.vehicles.map((v) => v.avg_rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  });

  it('category and brand lists carry counts', async () => {
    const cats = await call<{ name: string; vehicles_count: number }[]>(t.app, {
      method: 'GET',
      url: `/api/v1/${flavour}/vehicle/category-list`,
    });
    expect(cats.body.map((c) => c.name)).toEqual(['Седан', 'Внедорожник', 'Минивэн', 'Электромобиль']);
    const brands = await call<{ name: string; vehicles_count: number }[]>(t.app, {
      method: 'GET',
      url: `/api/v1/${flavour}/vehicle/brand-list`,
    });
    // eight brands of the first fleets and five of the city catalog's (BYD, Chery, Haval, Skoda, Zeekr)
    expect(brands.body.length).toBe(13);
    expect(brands.body.reduce((n, b) => n + b.vehicles_count, 0)).toBe((await search()).body.total_size);
  });

  it('vehicle details: found, other flavour 404, missing id 400', async () => {
    const first = (await search()).body.vehicles[0]!;
    const ok = await call<Vehicle>(t.app, {
      method: 'GET',
      url: `/api/v1/${flavour}/vehicle/get-vehicle-details?vehicle_id=${first.id}`,
    });
    expect(ok.body.id).toBe(first.id);
    const otherFlavour = flavour === 'rental' ? 'carmarket' : 'rental';
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/v1/${otherFlavour}/vehicle/get-vehicle-details?vehicle_id=${first.id}`,
        })
      ).status,
    ).toBe(404);
    const missing = await call(t.app, { method: 'GET', url: `/api/v1/${flavour}/vehicle/get-vehicle-details` });
    expect(firstError(missing.body)).toEqual({ code: 'vehicle_id', message: 'vehicle_id is required.' });
  });

  it('provider details, vehicles and reviews', async () => {
    const first = (await search()).body.vehicles[0]!;
    const provider = await call<{ id: number; total_vehicles: number; discount: unknown }>(t.app, {
      method: 'GET',
      url: `/api/v1/${flavour}/provider/get-provider-details?provider_id=${first.provider_id}`,
    });
    expect(provider.body.id).toBe(first.provider_id);
    const vehicles = await call<VehicleList>(t.app, {
      method: 'GET',
      url: `/api/v1/${flavour}/vehicle/get-provider-vehicles?provider_id=${first.provider_id}`,
    });
    expect(vehicles.body.total_size).toBe(provider.body.total_vehicles);
    expect(vehicles.body.vehicles.every((v) => v.provider_id === first.provider_id)).toBe(true);
    const reviews = await call<{ total_size: number }>(t.app, {
      method: 'GET',
      url: `/api/v1/${flavour}/provider/get-provider-reviews?provider_id=${first.provider_id}`,
    });
    expect(reviews.body.total_size).toBeGreaterThan(0);
    const list = await call<{ providers: { id: number }[] }>(t.app, {
      method: 'GET',
      url: `/api/v1/${flavour}/provider/get-providers`,
    });
    expect(list.body.providers.map((p) => p.id)).toContain(first.provider_id);
    // a grocery store is not a provider
    for (const url of [
      `/api/v1/${flavour}/provider/get-provider-details?provider_id=3`,
      `/api/v1/${flavour}/vehicle/get-provider-vehicles?provider_id=3`,
      `/api/v1/${flavour}/provider/get-provider-reviews?provider_id=3`,
    ]) {
      expect((await call(t.app, { method: 'GET', url })).status).toBe(404);
    }
  });

  it('banners are the flavour module banners', async () => {
    const { body } = await call<{ type: string }[]>(t.app, { method: 'GET', url: `/api/v1/${flavour}/banners` });
    expect(body.length).toBeGreaterThan(0);
    expect(new Set(body.map((b) => b.type))).toEqual(new Set(['vehicle_wise', 'provider_wise']));
  });
});
