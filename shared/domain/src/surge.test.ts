import { activeSurge, checkSurgeRule, isSurgeRunning, type SurgeRule } from './surge';

// Almaty's clock: UTC+5. 2026-06-15 is a Monday.
const ALMATY = 300;
const at = (local: string) => new Date(new Date(`${local}:00Z`).getTime() - ALMATY * 60_000);

const rule = (over: Partial<SurgeRule> = {}): SurgeRule => ({
  id: 1,
  price_type: 'percent',
  price: 20,
  duration_type: 'daily',
  start_date: '2026-01-01',
  end_date: null,
  start_time: '18:00',
  end_time: '22:00',
  weekdays: [],
  dates: [],
  ...over,
});

describe('isSurgeRunning (the zone clock)', () => {
  test.each([
    ['2026-06-15T17:59', false],
    ['2026-06-15T18:00', true],
    ['2026-06-15T21:59', true],
    ['2026-06-15T22:00', false],
  ])('daily 18:00–22:00 at %s Almaty time: %p', (local, running) => {
    expect(isSurgeRunning(rule(), at(local), ALMATY)).toBe(running);
  });

  test('the same instant is 18:30 in Almaty but 16:30 in Moscow: the zone offset decides', () => {
    const instant = at('2026-06-15T18:30');
    expect(isSurgeRunning(rule(), instant, ALMATY)).toBe(true);
    expect(isSurgeRunning(rule(), instant, 180)).toBe(false);
  });

  test('a date range: not before its start date, not after its end date (inclusive)', () => {
    const r = rule({ start_date: '2026-06-10', end_date: '2026-06-15' });
    expect(isSurgeRunning(r, at('2026-06-09T19:00'), ALMATY)).toBe(false);
    expect(isSurgeRunning(r, at('2026-06-15T19:00'), ALMATY)).toBe(true);
    expect(isSurgeRunning(r, at('2026-06-16T19:00'), ALMATY)).toBe(false);
  });

  test('weekly: only on its ISO weekdays (Monday 1 … Sunday 7)', () => {
    const r = rule({ duration_type: 'weekly', weekdays: [5, 6] });
    expect(isSurgeRunning(r, at('2026-06-15T19:00'), ALMATY)).toBe(false); // Monday
    expect(isSurgeRunning(r, at('2026-06-19T19:00'), ALMATY)).toBe(true); // Friday
    expect(isSurgeRunning(r, at('2026-06-21T19:00'), ALMATY)).toBe(false); // Sunday
  });

  test('custom: only on its listed dates', () => {
    const r = rule({ duration_type: 'custom', dates: ['2026-12-31'] });
    expect(isSurgeRunning(r, at('2026-12-31T20:00'), ALMATY)).toBe(true);
    expect(isSurgeRunning(r, at('2026-12-30T20:00'), ALMATY)).toBe(false);
  });

  test('past midnight: a Friday 22:00–02:00 window runs at 01:00 on Saturday, not at 01:00 on Friday', () => {
    const r = rule({ duration_type: 'weekly', weekdays: [5], start_time: '22:00', end_time: '02:00' });
    expect(isSurgeRunning(r, at('2026-06-19T23:00'), ALMATY)).toBe(true);
    expect(isSurgeRunning(r, at('2026-06-20T01:00'), ALMATY)).toBe(true);
    expect(isSurgeRunning(r, at('2026-06-19T01:00'), ALMATY)).toBe(false);
    expect(isSurgeRunning(r, at('2026-06-20T02:00'), ALMATY)).toBe(false);
  });

  test('the last night of a range still ends after midnight; the night before the start does not count', () => {
    const r = rule({ start_time: '22:00', end_time: '02:00', start_date: '2026-06-15', end_date: '2026-06-15' });
    expect(isSurgeRunning(r, at('2026-06-15T01:00'), ALMATY)).toBe(false);
    expect(isSurgeRunning(r, at('2026-06-16T01:00'), ALMATY)).toBe(true);
  });

  test('equal times: the whole day; a rule switched off never runs', () => {
    expect(isSurgeRunning(rule({ start_time: '00:00', end_time: '00:00' }), at('2026-06-15T03:00'), ALMATY)).toBe(true);
    expect(isSurgeRunning(rule({ status: false }), at('2026-06-15T19:00'), ALMATY)).toBe(false);
  });
});

describe('activeSurge', () => {
  test('none running: null; several: the latest set (highest id)', () => {
    const rules = [rule({ id: 3 }), rule({ id: 7, price: 5 }), rule({ id: 5, start_time: '08:00', end_time: '09:00' })];
    expect(activeSurge(rules, at('2026-06-15T12:00'), ALMATY)).toBeNull();
    expect(activeSurge(rules, at('2026-06-15T19:00'), ALMATY)?.id).toBe(7);
    expect(activeSurge(rules, at('2026-06-15T08:30'), ALMATY)?.id).toBe(5);
  });
});

describe('checkSurgeRule', () => {
  const ok = { ...rule() } as Omit<SurgeRule, 'id'>;
  test('a good rule passes', () => expect(checkSurgeRule(ok)).toBeNull());
  test.each([
    ['price_type', { price_type: 'multiplier' }],
    ['price', { price: 0 }],
    ['price', { price: 150 }],
    ['duration_type', { duration_type: 'hourly' }],
    ['start_date', { start_date: '2026-02-30' }],
    ['end_date', { end_date: '2025-12-31' }],
    ['start_time', { start_time: '24:00' }],
    ['end_time', { end_time: '7pm' }],
    ['weekdays', { duration_type: 'weekly', weekdays: [] }],
    ['weekdays', { duration_type: 'weekly', weekdays: [0] }],
    ['dates', { duration_type: 'custom', dates: ['tomorrow'] }],
  ])('refuses a bad %s', (field, over) => {
    const problem = checkSurgeRule({ ...ok, ...over } as Omit<SurgeRule, 'id'>);
    expect(problem?.field).toBe(field);
    expect(problem?.error.message).toBe(`The surge rule field ${field} is not valid.`);
  });
  test('a fixed surge may be above 100', () => {
    expect(checkSurgeRule({ ...ok, price_type: 'fixed', price: 350 })).toBeNull();
  });
});
