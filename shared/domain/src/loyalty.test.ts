import { orderLoyaltyPoints, pointsToRevoke } from './loyalty';

describe('orderLoyaltyPoints', () => {
  test.each([
    [25_999, 1, 2], // 259.99 → two whole hundreds
    [10_000, 1, 1],
    [9_999, 1, 0],
    [5_940, 10, 5], // 59.40 at 10 per 100 → 5.94 → 5
    [123_456_789, 3, 37_037],
    [0, 5, 0],
    [-100, 5, 0],
    [10_000, 0, 0],
    [10_000, Number.NaN, 0],
  ])('%i minor at %d per 100 → %i points', (amount, rate, points) => {
    expect(orderLoyaltyPoints(amount, rate)).toBe(points);
  });
});

describe('pointsToRevoke', () => {
  test('takes back what the order earned', () => expect(pointsToRevoke(12, 40)).toBe(12));
  test('never more than the customer still has', () => expect(pointsToRevoke(12, 5)).toBe(5));
  test('nothing below zero', () => expect(pointsToRevoke(12, 0)).toBe(0));
});
