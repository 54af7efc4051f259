import { findRoute, type DirectionsMode } from '@mart/domain';
import { directionsServiceOn, routeAttemptOf, type DirectionsAnswer, type MapsDirectionsApi } from './directions';

const from = { lat: 43.238, lng: 76.945 };
const to = { lat: 43.352, lng: 77.04 };

/** A stand-in for google.maps answering per travel mode, recording what it was asked. */
function fakeMaps(answers: Partial<Record<DirectionsMode, [DirectionsAnswer | null, string]>>) {
  const asked: DirectionsMode[] = [];
  const api: MapsDirectionsApi = {
    DirectionsService: class {
      route(
        request: { travelMode: DirectionsMode },
        callback: (answer: DirectionsAnswer | null, status: string) => void,
      ) {
        asked.push(request.travelMode);
        const [answer, status] = answers[request.travelMode] ?? [null, 'ZERO_RESULTS'];
        callback(answer, status);
      }
    },
  };
  return { api, asked };
}

const legs = (...l: [number, number][]): DirectionsAnswer => ({
  routes: [{ legs: l.map(([m, s]) => ({ distance: { value: m }, duration: { value: s } })) }],
});

test('a Directions answer reads as its first route, legs summed; OK without a route is ZERO_RESULTS', () => {
  expect(routeAttemptOf('OK', legs([1000, 60], [2500, 240]))).toEqual({
    status: 'OK',
    distanceMeters: 3500,
    durationSeconds: 300,
  });
  expect(routeAttemptOf('OK', { routes: [] })).toEqual({ status: 'ZERO_RESULTS' });
  expect(routeAttemptOf('REQUEST_DENIED', null)).toEqual({ status: 'REQUEST_DENIED' });
});

test('through the Maps API: no driving route, so walking answers; bicycling is never asked', async () => {
  const walking = fakeMaps({ DRIVING: [{ routes: [] }, 'ZERO_RESULTS'], WALKING: [legs([17_000, 12_600]), 'OK'] });
  const route = await findRoute(from, to, (mode) => directionsServiceOn(async () => walking.api)(from, to, mode));
  expect(route).toEqual({ mode: 'WALKING', distanceMeters: 17_000, durationSeconds: 12_600 });
  expect(walking.asked).toEqual(['DRIVING', 'WALKING']);
});

test('no mode has a route: all three asked in order, then the straight line', async () => {
  const none = fakeMaps({});
  const route = await findRoute(from, to, (mode) => directionsServiceOn(async () => none.api)(from, to, mode));
  expect(none.asked).toEqual(['DRIVING', 'WALKING', 'BICYCLING']);
  expect(route?.mode).toBe('STRAIGHT_LINE');
  expect(route?.durationSeconds).toBeNull();
});

test('the Maps API failing to load is no route (SPEC §8), not a straight line passed off as driving', async () => {
  const route = await findRoute(from, to, (mode) =>
    directionsServiceOn(() => Promise.reject(new Error('offline')))(from, to, mode),
  );
  expect(route).toBeNull();
});
