/**
 * Store opening hours (issue 20): when a store takes an order. Hours are wall-clock 'HH:mm' on the store's zone
 * clock (a fixed UTC offset in minutes); a closing time before the opening time spans midnight, and equal times
 * mean open around the clock. The server enforces this at checkout; the storefront shows the same verdict first.
 */
import { clockOf } from './cart-item';
import { domainError, type DomainError, type Translate, translate } from './messages';

export interface StoreHours {
  opening_time: string;
  closing_time: string;
  /** the zone's offset from UTC, in minutes */
  utc_offset_minutes: number;
  /** whether the store takes orders for a later time */
  schedule_order: boolean | number;
}

const minutesOf = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return (((h * 60 + m) % 1440) + 1440) % 1440;
};

/** Minutes since midnight on the store's clock. */
const localMinutes = (at: Date, offset: number): number => {
  const local = new Date(at.getTime() + offset * 60_000);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
};

export const hoursText = (hours: Pick<StoreHours, 'opening_time' | 'closing_time'>): string =>
  `${clockOf(hours.opening_time)}–${clockOf(hours.closing_time)}`;

export function isStoreOpen(hours: Omit<StoreHours, 'schedule_order'>, at: Date): boolean {
  const start = minutesOf(hours.opening_time);
  const end = minutesOf(hours.closing_time);
  if (start === end) return true;
  const now = localMinutes(at, hours.utc_offset_minutes);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** The next moment (at or after `at`) the store opens; `at` itself when it is open. */
export function nextOpening(hours: Omit<StoreHours, 'schedule_order'>, at: Date): Date {
  if (isStoreOpen(hours, at)) return at;
  const wait = (minutesOf(hours.opening_time) - localMinutes(at, hours.utc_offset_minutes) + 1440) % 1440;
  const exact = new Date(at.getTime() + wait * 60_000);
  exact.setUTCSeconds(0, 0);
  return exact;
}

/**
 * When a closed store opens next, as the storefront says it ("Closed now · opens tomorrow at 08:00"): the opening
 * time on the store's clock, and whether that moment falls on the store's next calendar day. Null while open.
 */
export function openingHint(
  hours: Omit<StoreHours, 'schedule_order'>,
  at: Date,
): { time: string; tomorrow: boolean } | null {
  if (isStoreOpen(hours, at)) return null;
  const localDay = (d: Date) => Math.floor((d.getTime() + hours.utc_offset_minutes * 60_000) / 86_400_000);
  return { time: clockOf(hours.opening_time), tomorrow: localDay(nextOpening(hours, at)) > localDay(at) };
}

/**
 * Whether an order placed `now` for `scheduleAt` (null: as soon as possible) is taken. A closed store takes only
 * orders scheduled inside its hours, and only if it takes scheduled orders at all.
 */
export function checkStoreOrderTime(
  hours: StoreHours,
  now: Date,
  scheduleAt: Date | null,
  t: Translate = translate,
): DomainError | null {
  const scheduling = Boolean(Number(hours.schedule_order));
  if (scheduleAt) {
    if (!scheduling) return domainError('storeNoSchedule', undefined, t);
    return isStoreOpen(hours, scheduleAt) ? null : domainError('storeClosedAtTime', { hours: hoursText(hours) }, t);
  }
  if (isStoreOpen(hours, now)) return null;
  return domainError(scheduling ? 'storeClosedSchedule' : 'storeClosedNow', { time: clockOf(hours.opening_time) }, t);
}
