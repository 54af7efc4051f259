import { tripFlavourOf } from './trip-flavour';
import { routeLiveRegistry } from '../test/live-registry';

beforeAll(routeLiveRegistry);

test.each([
  // the route's owner decides, whatever module was picked before
  ['/rental/vehicle-details/3', 'grocery', 'rental'],
  ['/rental/vehicle-search', undefined, 'rental'],
  ['/my-trips', 'food', 'rental'],
  ['/carmarket/provider-details/2', 'rental', 'carmarket'],
  ['/store/4', 'rental', null],
  ['/checkout', 'carmarket', null],
  ['/settings', 'rental', null],
  // a module's home follows the module
  ['/home', 'carmarket', 'carmarket'],
  ['/home', 'pharmacy', null],
  // the module picker, before any module is picked
  ['/home', undefined, null],
])('%s with module %s → %s', (path, moduleType, expected) => {
  expect(tripFlavourOf(path, moduleType)).toBe(expected);
});
