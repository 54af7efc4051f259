import { deepLinkOf, moduleOfLink, outsideZone } from './deep-link';

const modules = [
  { id: 1, module_type: 'food', module_name: 'Еда' },
  { id: 2, module_type: 'grocery', module_name: 'Продукты' },
  { id: 6, module_type: 'rental', module_name: 'Аренда авто' },
];

test('a store link names its module and zone; a product link its module', () => {
  expect(deepLinkOf('/store/12', '?module_id=2&module_type=grocery&store_zone_id=3')).toEqual({
    moduleId: 2,
    moduleType: 'grocery',
    zoneId: 3,
  });
  expect(deepLinkOf('/product/40/', '?module_id=1')).toEqual({ moduleId: 1, moduleType: null, zoneId: null });
  expect(deepLinkOf('/home', '?search=category&id=4&module_id=2&data_type=category')).toMatchObject({ moduleId: 2 });
});

test('other pages, and links without those parameters, are not deep links', () => {
  expect(deepLinkOf('/checkout', '?module_id=2')).toBeNull();
  expect(deepLinkOf('/store/12/reviews', '?module_id=2')).toBeNull();
  expect(deepLinkOf('/store/12', '')).toBeNull();
  expect(deepLinkOf('/store/12', '?page=1')).toBeNull();
});

test('hostile or malformed values are ignored, not guessed', () => {
  expect(deepLinkOf('/store/12', '?module_id=-1&module_type=<b>&store_zone_id=1e3')).toBeNull();
  expect(deepLinkOf('/store/12', '?module_id=0&store_zone_id=99999999999999')).toBeNull();
});

test('the module is found by id, else by type; an unknown one selects nothing', () => {
  expect(moduleOfLink({ moduleId: 2, moduleType: 'food', zoneId: null }, modules)?.id).toBe(2);
  expect(moduleOfLink({ moduleId: 99, moduleType: 'rental', zoneId: null }, modules)?.id).toBe(6);
  expect(moduleOfLink({ moduleId: 99, moduleType: null, zoneId: null }, modules)).toBeNull();
  expect(moduleOfLink({ moduleId: null, moduleType: 'pharmacy', zoneId: null }, modules)).toBeNull();
});

test("the zone notice is for an address outside the store's zone only", () => {
  const link = { moduleId: 1, moduleType: null, zoneId: 3 };
  const at = (zoneIds: number[]) => ({ address: 'Абая 10', lat: 43.2, lng: 76.9, zoneIds });
  expect(outsideZone(link, at([1]))).toBe(true);
  expect(outsideZone(link, at([1, 3]))).toBe(false);
  expect(outsideZone(link, null)).toBe(false);
  expect(outsideZone({ ...link, zoneId: null }, at([1]))).toBe(false);
});
