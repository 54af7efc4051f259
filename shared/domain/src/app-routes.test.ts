import { remoteForModule } from './app-routes';

test('every store module type is answered by store-modules; vehicles by their own remote; no module by none', () => {
  for (const t of ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel'])
    expect(remoteForModule(t)).toBe('store-modules');
  expect(remoteForModule('rental')).toBe('rental');
  expect(remoteForModule('carmarket')).toBe('carmarket');
  expect(remoteForModule(null)).toBeNull();
});
