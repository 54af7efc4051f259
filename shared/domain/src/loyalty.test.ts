import { cancellationSettlement, orderLoyaltyPoints, pointsToMinor, pointsToRevoke } from './loyalty';

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

describe('cancellation settlement', () => {
  test('points still held are taken back and the whole payment is refunded', () => {
    expect(cancellationSettlement({ paidMinor: 6600, earnedPoints: 66, heldPoints: 500, exchangeRate: 10 })).toEqual({
      points: 66,
      withheldMinor: 0,
      refundMinor: 6600,
    });
  });
  test('converted points are settled from the refund at their conversion value, rounded up', () => {
    // 66 points at 10 per unit were worth 6.60: converted, they come out of the refund
    expect(cancellationSettlement({ paidMinor: 6600, earnedPoints: 66, heldPoints: 0, exchangeRate: 10 })).toEqual({
      points: 0,
      withheldMinor: 660,
      refundMinor: 5940,
    });
    // 7 points at 3 per unit: 2.333… → 2.34 withheld (a conversion paid 2.33)
    expect(cancellationSettlement({ paidMinor: 1000, earnedPoints: 7, heldPoints: 0, exchangeRate: 3 })).toMatchObject({
      withheldMinor: 234,
    });
    expect(pointsToMinor(7, 3)).toBe(233);
  });
  test('partly held: the held part is taken, the rest withheld; never more than was paid', () => {
    expect(cancellationSettlement({ paidMinor: 6600, earnedPoints: 66, heldPoints: 16, exchangeRate: 10 })).toEqual({
      points: 16,
      withheldMinor: 500,
      refundMinor: 6100,
    });
    expect(
      cancellationSettlement({ paidMinor: 100, earnedPoints: 66, heldPoints: 0, exchangeRate: 10 }).refundMinor,
    ).toBe(0);
  });
});
