import { canAdvance, nextStatuses } from './order-status';

test('an order moves only forward, skipping allowed, never out of a final state', () => {
  expect(canAdvance('order', 'pending', 'confirmed')).toBe(true);
  expect(canAdvance('order', 'confirmed', 'delivered')).toBe(true);
  expect(canAdvance('order', 'processing', 'confirmed')).toBe(false);
  expect(canAdvance('order', 'delivered', 'delivered')).toBe(false);
  expect(canAdvance('order', 'canceled', 'confirmed')).toBe(false);
  expect(canAdvance('order', 'pending', 'ongoing')).toBe(false);
  expect(nextStatuses('order', 'handover')).toEqual(['picked_up', 'delivered']);
  expect(nextStatuses('order', 'failed')).toEqual([]);
});

test('a trip moves pending → confirmed → ongoing → completed', () => {
  expect(canAdvance('trip', 'confirmed', 'ongoing')).toBe(true);
  expect(canAdvance('trip', 'completed', 'ongoing')).toBe(false);
  expect(nextStatuses('trip', 'pending')).toEqual(['confirmed', 'ongoing', 'completed']);
});
