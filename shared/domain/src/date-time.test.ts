import { formatMoment, fromWallClock, utcDate, utcOffsetLabel, wallClock } from './date-time';

// 09:30 UTC is 14:30 in Almaty (UTC+5) and 12:30 in Moscow (UTC+3)
const AT = '2026-11-29T09:30:00.000Z';

test('a moment on its zone clock, in each language, whatever the machine zone', () => {
  expect(formatMoment(AT, 'ru', { utcOffsetMinutes: 300 })).toBe('29 нояб. 2026 г., 14:30');
  expect(formatMoment(AT, 'en', { utcOffsetMinutes: 300 })).toBe('Nov 29, 2026, 2:30 PM');
  expect(formatMoment(AT, 'kz', { utcOffsetMinutes: 300 })).toMatch(/14:30/);
  expect(formatMoment(AT, 'kz', { utcOffsetMinutes: 300 })).toMatch(/2026/);
  expect(formatMoment(AT, 'ru', { utcOffsetMinutes: 180, parts: 'time' })).toBe('12:30');
  // across midnight the date follows the zone: 21:30 UTC is already the next day in Almaty
  expect(formatMoment('2026-11-29T21:30:00Z', 'ru', { utcOffsetMinutes: 300, parts: 'date' })).toBe('30 нояб. 2026 г.');
  expect(formatMoment('not a date', 'ru')).toBe('');
});

test('the zone named by its offset', () => {
  expect([300, 180, 330, -180, 0].map(utcOffsetLabel)).toEqual(['UTC+5', 'UTC+3', 'UTC+5:30', 'UTC−3', 'UTC']);
});

test('wall clock and back: a datetime-local value on the store clock names one moment', () => {
  const at = new Date(AT);
  expect(wallClock(at, 300)).toEqual({ date: '2026-11-29', input: '2026-11-29T14:30' });
  expect(fromWallClock('2026-11-29T14:30', 300)?.toISOString()).toBe(AT);
  expect(fromWallClock('2026-11-29T12:30', 180)?.toISOString()).toBe(AT);
  // the browser's own clock when no zone is known: round trip
  const local = fromWallClock('2026-11-29T14:30');
  expect(local && wallClock(local).input).toBe('2026-11-29T14:30');
  expect(fromWallClock('2026-02-30T10:00', 300)).toBeNull();
  expect(fromWallClock('14:30', 300)).toBeNull();
  expect(utcDate(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-29');
});

test("Kazakh's formats, or Kazakhstan's Russian ones where the engine has no Kazakh data", () => {
  jest.isolateModules(() => {
    const { formatLocale } = jest.requireActual<typeof import('./constants')>('./constants');
    // Node carries full ICU: Kazakh itself
    expect(formatLocale('kz')).toBe('kk');
    expect(formatLocale('ru')).toBe('ru');
  });
  jest.isolateModules(() => {
    // an engine that knows the code but formats it as the root locale (a decimal point)
    const parts = jest.spyOn(Intl.NumberFormat.prototype, 'formatToParts').mockReturnValue([
      { type: 'integer', value: '0' },
      { type: 'decimal', value: '.' },
      { type: 'fraction', value: '5' },
    ]);
    const { formatLocale } = jest.requireActual<typeof import('./constants')>('./constants');
    expect(formatLocale('kz')).toBe('ru-KZ');
    parts.mockRestore();
  });
});
