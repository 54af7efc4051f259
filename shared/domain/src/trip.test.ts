import {
  DIRECTIONS_MODES,
  defaultPickupTime,
  distanceTripHours,
  estimateTripHours,
  findRoute,
  formatDateTime,
  formatKm,
  formatPickupDisplay,
  haversineMeters,
  isPickupInFuture,
  metersToKm,
  parseDateTime,
  parseDurationSeconds,
  pickupLabel,
  pushRecentDestination,
  tripHoldHours,
  tripHoldRange,
  tripHours,
  type DirectionsMode,
  type RouteAttempt,
} from './trip';
import { AVERAGE_TRIP_SPEED_KMH } from './constants';

describe('distance', () => {
  test('1° of longitude on the equator = 6378137 × π / 180 = 111319.49 m', () => {
    expect(haversineMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111319.49, 1);
    expect(haversineMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111319.49, 1);
  });

  test('half the equator = 6378137 × π = 20037508.34 m; the same point = 0', () => {
    expect(haversineMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(20037508.34, 1);
    expect(haversineMeters({ lat: 43.2389, lng: 76.8897 }, { lat: 43.2389, lng: 76.8897 })).toBe(0);
  });

  test.each([
    [12345.6, '12.346'],
    [500, '0.500'],
    [0, '0.000'],
    [1000, '1.000'],
  ])('%p m shows as %p km', (meters, text) => {
    expect(formatKm(meters)).toBe(text);
  });

  test('1500 m = 1.5 km', () => {
    expect(metersToKm(1500)).toBe(1.5);
  });
});

describe('trip hours = floor(seconds / 3600)', () => {
  test.each([
    [5400, 1],
    ['5400s', 1],
    [' 10800s ', 3],
    [3599, 0],
    [7199, 1],
    [7200, 2],
    ['abc', 0],
    [-5, 0],
  ])('%p → %p h', (duration, hours) => {
    expect(tripHours(duration)).toBe(hours);
  });

  test("'5400s' reads as 5400 seconds", () => {
    expect(parseDurationSeconds('5400s')).toBe(5400);
    expect(parseDurationSeconds(42)).toBe(42);
  });
});

describe('findRoute: driving, then walking, then bicycling, then the straight line', () => {
  const from = { lat: 0, lng: 0 };
  const to = { lat: 0, lng: 1 };
  const service = (answers: Partial<Record<DirectionsMode, RouteAttempt | Error>>) => {
    const asked: DirectionsMode[] = [];
    const ask = async (mode: DirectionsMode): Promise<RouteAttempt> => {
      asked.push(mode);
      const answer = answers[mode] ?? { status: 'ZERO_RESULTS' };
      if (answer instanceof Error) throw answer;
      return answer;
    };
    return { asked, ask };
  };

  test('the order', () => {
    expect(DIRECTIONS_MODES).toEqual(['DRIVING', 'WALKING', 'BICYCLING']);
  });

  test('driving answers: taken at once', async () => {
    const s = service({ DRIVING: { status: 'OK', distanceMeters: 1200, durationSeconds: 300 } });
    await expect(findRoute(from, to, s.ask)).resolves.toEqual({
      mode: 'DRIVING',
      distanceMeters: 1200,
      durationSeconds: 300,
    });
    expect(s.asked).toEqual(['DRIVING']);
  });

  test('no driving route: walking', async () => {
    const s = service({ WALKING: { status: 'OK', distanceMeters: 900 } });
    await expect(findRoute(from, to, s.ask)).resolves.toEqual({
      mode: 'WALKING',
      distanceMeters: 900,
      durationSeconds: null,
    });
    expect(s.asked).toEqual(['DRIVING', 'WALKING']);
  });

  test('ZERO_RESULTS everywhere: the straight line, 111319.49 m, duration unknown', async () => {
    const s = service({});
    const route = await findRoute(from, to, s.ask);
    expect(s.asked).toEqual(['DRIVING', 'WALKING', 'BICYCLING']);
    expect(route?.mode).toBe('STRAIGHT_LINE');
    expect(route?.distanceMeters).toBeCloseTo(111319.49, 1);
    expect(route?.durationSeconds).toBeNull();
  });

  test('another status or a failing call: no route', async () => {
    await expect(findRoute(from, to, service({ DRIVING: { status: 'REQUEST_DENIED' } }).ask)).resolves.toBeNull();
    await expect(findRoute(from, to, service({ WALKING: new Error('offline') }).ask)).resolves.toBeNull();
  });
});

describe('pickup time (local wall clock)', () => {
  const at = (y: number, mo: number, d: number, h: number, mi: number) => new Date(y, mo - 1, d, h, mi);

  test.each([
    [at(2026, 1, 5, 9, 7), '2026-01-05 09:07', '2026-01-05 09:07 AM'],
    [at(2026, 1, 5, 0, 30), '2026-01-05 00:30', '2026-01-05 12:30 AM'],
    [at(2026, 1, 5, 12, 5), '2026-01-05 12:05', '2026-01-05 12:05 PM'],
    [at(2026, 12, 31, 23, 59), '2026-12-31 23:59', '2026-12-31 11:59 PM'],
  ])('%p → %p / %p', (date, stored, shown) => {
    expect(formatDateTime(date)).toBe(stored);
    expect(formatPickupDisplay(date)).toBe(shown);
  });

  test.each([
    ['end of month', at(2026, 1, 31, 18, 45), '2026-02-01 18:45'],
    ['end of year', at(2026, 12, 31, 8, 0), '2027-01-01 08:00'],
    ['leap day', at(2028, 2, 28, 10, 0), '2028-02-29 10:00'],
  ])('default: the same time the next day (%s)', (_name, now, expected) => {
    expect(defaultPickupTime(now)).toBe(expected);
  });

  test.each([
    ['2026-02-01 18:45', at(2026, 2, 1, 18, 45)],
    ['2026-02-01T18:45:00', at(2026, 2, 1, 18, 45)],
    ['2026-02-30 10:00', null],
    ['2026-02-01 24:00', null],
    ['tomorrow', null],
  ])('parseDateTime(%p)', (text, date) => {
    expect(parseDateTime(text)).toEqual(date);
  });

  test('must be in the future: a minute later yes; now and earlier no', () => {
    const now = at(2026, 3, 1, 10, 0);
    expect(isPickupInFuture(at(2026, 3, 1, 10, 1), now)).toBe(true);
    expect(isPickupInFuture(now, now)).toBe(false);
    expect(isPickupInFuture(at(2026, 3, 1, 9, 59), now)).toBe(false);
  });

  test("past or now shows 'Pickup Now'; the future shows the time", () => {
    const now = at(2026, 3, 1, 10, 0);
    expect(pickupLabel(at(2026, 3, 1, 14, 30), now)).toBe('2026-03-01 02:30 PM');
    expect(pickupLabel(now, now)).toBe('Pickup Now');
    expect(pickupLabel(null, now)).toBe('Pickup Now');
    expect(pickupLabel(null, now, (key) => `t:${key}`)).toBe('t:pickupNow');
  });
});

describe('recent destinations: newest first, no duplicates, last 5', () => {
  const place = (name: string) => ({ location_name: name });

  test('a new place goes first', () => {
    expect(pushRecentDestination([place('B'), place('A')], place('C')).map((p) => p.location_name)).toEqual([
      'C',
      'B',
      'A',
    ]);
  });

  test('a repeated place moves to the front (names compared without case)', () => {
    const list = [place('C'), place('B'), place('A')];
    expect(pushRecentDestination(list, place('a')).map((p) => p.location_name)).toEqual(['a', 'C', 'B']);
  });

  test('only 5 are kept', () => {
    const list = ['E', 'D', 'C', 'B', 'A'].map(place);
    expect(pushRecentDestination(list, place('F')).map((p) => p.location_name)).toEqual(['F', 'E', 'D', 'C', 'B']);
  });

  test('unnamed places compare by coordinates', () => {
    const list = [
      { lat: 1, lng: 2 },
      { lat: 3, lng: 4 },
    ];
    expect(pushRecentDestination(list, { lat: 3, lng: 4 })).toEqual([
      { lat: 3, lng: 4 },
      { lat: 1, lng: 2 },
    ]);
  });
});

describe('vehicle holds', () => {
  test('a distance trip is held for its distance at the average speed, rounded up to whole hours, at least 1', () => {
    expect(AVERAGE_TRIP_SPEED_KMH).toBe(40);
    expect(estimateTripHours(0)).toBe(1);
    expect(estimateTripHours(12_345)).toBe(1);
    expect(estimateTripHours(40_000)).toBe(1);
    expect(estimateTripHours(40_001)).toBe(2);
    expect(estimateTripHours(100_000)).toBe(3);
  });

  test("a distance trip's hours: the route's whole hours when it has a duration, else the distance estimate; never 0", () => {
    // driving 2 h 10 min → 2; 40 min → 1, not 0
    expect(distanceTripHours(150_000, 7_800)).toBe(2);
    expect(distanceTripHours(20_000, 2_400)).toBe(1);
    // the straight line (offline, no directions service) has no duration: 100 km at 40 km/h → 3
    expect(distanceTripHours(100_000, null)).toBe(3);
    expect(distanceTripHours(12_345, null)).toBe(1);
    expect(distanceTripHours(100_000, 0)).toBe(3);
  });

  test('an hourly trip is held for its hours; the range is half-open from the pickup', () => {
    expect(tripHoldHours({ trip_type: 'hourly', estimated_hours: 5, distance_m: 900_000 })).toBe(5);
    expect(tripHoldHours({ trip_type: 'hourly', estimated_hours: 0, distance_m: 0 })).toBe(1);
    expect(tripHoldHours({ trip_type: 'distance_wise', estimated_hours: 9, distance_m: 100_000 })).toBe(3);
    const pickup = new Date(2026, 10, 23, 22, 30);
    const range = tripHoldRange(pickup, { trip_type: 'hourly', estimated_hours: 2, distance_m: 0 });
    expect(range.start).toBe(pickup);
    expect(range.end.getTime() - pickup.getTime()).toBe(2 * 3_600_000);
  });
});
