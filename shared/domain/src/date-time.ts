/**
 * Moments as customers read them (issue 40.5): always through Intl in the site language's format, on the clock of
 * the zone they belong to. A zone's clock is a fixed offset from UTC (zones.utc_offset_minutes: Almaty +300); with
 * no offset given, the browser's own clock (the customer's own events: a wallet entry, a message). Timestamps are
 * never cut as strings: a test (no-timestamp-slicing.test.ts) refuses `.slice`, `.replace('T'…)` and the like on them.
 */
import { formatLocale } from './constants';

export type MomentParts = 'date-time' | 'date' | 'time';

const OPTIONS: Record<MomentParts, Intl.DateTimeFormatOptions> = {
  'date-time': { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
};

const shifted = (at: Date, utcOffsetMinutes: number) => new Date(at.getTime() + utcOffsetMinutes * 60_000);

/**
 * `at` on a zone's clock (`utcOffsetMinutes`) or the browser's, in `language` (a site code: ru, kz, en):
 * "29 нояб. 2026 г., 14:30", "2026 ж. 29 қар., 14:30", "Nov 29, 2026, 2:30 PM".
 */
export function formatMoment(
  at: string | Date,
  language: string,
  o: { utcOffsetMinutes?: number; parts?: MomentParts } = {},
): string {
  const moment = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(moment.getTime())) return '';
  const options = OPTIONS[o.parts ?? 'date-time'];
  // a fixed-offset clock is UTC's, moved by the offset (Intl takes no "+05:00" zone on every engine yet)
  if (o.utcOffsetMinutes === undefined) return new Intl.DateTimeFormat(formatLocale(language), options).format(moment);
  return new Intl.DateTimeFormat(formatLocale(language), { ...options, timeZone: 'UTC' }).format(
    shifted(moment, o.utcOffsetMinutes),
  );
}

/** A zone's clock named by its offset: "UTC+5", "UTC+5:30", "UTC−3", "UTC". */
export function utcOffsetLabel(utcOffsetMinutes: number): string {
  if (utcOffsetMinutes === 0) return 'UTC';
  const abs = Math.abs(utcOffsetMinutes);
  const minutes = abs % 60;
  return `UTC${utcOffsetMinutes > 0 ? '+' : '−'}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The wall-clock fields of `at` on a zone's clock (or the browser's): what <input type="datetime-local"> shows and
 * the calendar date a rule compares ("2026-11-29T14:30", date "2026-11-29").
 */
export function wallClock(at: Date, utcOffsetMinutes?: number): { date: string; input: string } {
  const local = utcOffsetMinutes === undefined ? null : shifted(at, utcOffsetMinutes);
  const [y, mo, d, h, mi] = local
    ? [local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate(), local.getUTCHours(), local.getUTCMinutes()]
    : [at.getFullYear(), at.getMonth() + 1, at.getDate(), at.getHours(), at.getMinutes()];
  const date = `${y}-${pad(mo)}-${pad(d)}`;
  return { date, input: `${date}T${pad(h)}:${pad(mi)}` };
}

/** UTC's calendar date of `at` ("2026-11-29"), for rules that compare dates kept in UTC. */
export const utcDate = (at: Date): string => wallClock(at, 0).date;

/**
 * The moment a datetime-local value ("2026-11-29T14:30") names on a zone's clock (or the browser's); null when it
 * is no real date and time.
 */
export function fromWallClock(input: string, utcOffsetMinutes?: number): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(input.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const at =
    utcOffsetMinutes === undefined
      ? new Date(y, mo - 1, d, h, mi)
      : new Date(Date.UTC(y, mo - 1, d, h, mi) - utcOffsetMinutes * 60_000);
  return wallClock(at, utcOffsetMinutes).input === input.trim() ? at : null;
}
