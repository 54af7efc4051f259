import { checkStoreOrderTime, isStoreOpen, nextOpening, openingHint } from './store-hours';

// Almaty, UTC+5: 09:00Z is 14:00 on the store's clock
const at = (utc: string) => new Date(`2026-06-15T${utc}:00Z`);
const hours = (opening: string, closing: string, schedule = true) => ({
  opening_time: opening,
  closing_time: closing,
  utc_offset_minutes: 300,
  schedule_order: schedule,
});

describe('isStoreOpen', () => {
  test.each([
    ['08:00', '23:00', '09:00', true],
    ['08:00', '23:00', '02:59', false], // 07:59 local
    ['08:00', '23:00', '03:00', true], // 08:00 local: opening minute counts
    ['08:00', '23:00', '18:00', false], // 23:00 local: closing minute does not
    ['18:00', '02:00', '20:30', true], // 01:30 local, spanning midnight
    ['18:00', '02:00', '09:00', false],
    ['00:00', '00:00', '09:00', true], // around the clock
  ])('%s–%s at %sZ → %s', (opening, closing, utc, open) => {
    expect(isStoreOpen(hours(opening, closing), at(utc))).toBe(open);
  });
});

test('nextOpening is the next opening minute on the store clock, or now when open', () => {
  expect(nextOpening(hours('16:00', '22:00'), at('09:00')).toISOString()).toBe('2026-06-15T11:00:00.000Z');
  expect(nextOpening(hours('08:00', '12:00'), at('09:00')).toISOString()).toBe('2026-06-16T03:00:00.000Z');
  expect(nextOpening(hours('08:00', '23:00'), at('09:00'))).toEqual(at('09:00'));
});

describe('openingHint', () => {
  test.each([
    ['08:00', '23:00', '09:00', null], // open
    ['16:00', '22:00', '09:00', { time: '16:00', tomorrow: false }], // 14:00 local: later today
    ['08:00', '23:00', '18:30', { time: '08:00', tomorrow: true }], // 23:30 local: after closing
    ['08:00', '23:00', '20:00', { time: '08:00', tomorrow: false }], // 01:00 local: the new day has begun
    ['10:00', '02:00', '22:00', { time: '10:00', tomorrow: false }], // 03:00 local, after a night past midnight
    ['10:00', '02:00', '04:30', { time: '10:00', tomorrow: false }], // 09:30 local
    ['00:00', '00:00', '18:30', null], // around the clock
  ])('%s–%s at %sZ → %j', (opening, closing, utc, hint) => {
    expect(openingHint(hours(opening, closing), at(utc))).toEqual(hint);
  });

  test("the day is the store's: in Moscow 00:30 is a new day while in UTC it is not", () => {
    const moscow = { opening_time: '08:00', closing_time: '23:00', utc_offset_minutes: 180 };
    // 23:30 in Moscow is 20:30Z; 00:30 is 21:30Z, a new day there though not in UTC
    expect(openingHint(moscow, at('20:30'))).toEqual({ time: '08:00', tomorrow: true });
    expect(openingHint(moscow, at('21:30'))).toEqual({ time: '08:00', tomorrow: false });
  });
});

describe('checkStoreOrderTime', () => {
  test('an open store takes an order now', () => {
    expect(checkStoreOrderTime(hours('08:00', '23:00'), at('09:00'), null)).toBeNull();
  });
  test('a closed store refuses an order now and says when it opens, and whether scheduling helps', () => {
    expect(checkStoreOrderTime(hours('16:00', '22:00'), at('09:00'), null)).toEqual({
      code: 'storeClosedSchedule',
      message: 'The store is closed now. It opens at 16:00; you can schedule the order for its opening hours.',
      params: { time: '16:00' },
    });
    expect(checkStoreOrderTime(hours('16:00', '22:00', false), at('09:00'), null)?.code).toBe('storeClosedNow');
  });
  test('a scheduled order must fall inside the hours, and the store must take scheduled orders', () => {
    expect(checkStoreOrderTime(hours('16:00', '22:00'), at('09:00'), at('12:00'))).toBeNull();
    expect(checkStoreOrderTime(hours('16:00', '22:00'), at('09:00'), at('17:30'))?.message).toBe(
      'The store is closed at the chosen time. It is open 16:00–22:00.',
    );
    expect(checkStoreOrderTime(hours('16:00', '22:00', false), at('09:00'), at('12:00'))?.code).toBe('storeNoSchedule');
  });
});
