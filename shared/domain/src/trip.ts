/**
 * Trip maths (SPEC §7 directions, §9 distance/duration, dates, recent destinations; §5 pickup time).
 *
 * Dates here are wall-clock times in the customer's local time zone (the pickup time is what the customer typed),
 * so they are read and written with the local getters, never through UTC.
 */
import { AVERAGE_TRIP_SPEED_KMH, EARTH_RADIUS_M, RECENT_DESTINATIONS_MAX } from './constants';
import { minorToDecimalString } from './money';
import { translate, type Translate } from './messages';

export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle distance in metres (haversine) on a sphere of EARTH_RADIUS_M (SPEC §7 straight-line fallback). */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** SPEC §9: km = metres / 1000. */
export function metersToKm(meters: number): number {
  return meters / 1000;
}

/** SPEC §9: km shown to 3 decimals, i.e. to the metre: 12345.6 m → "12.346". */
export function formatKm(meters: number): string {
  return minorToDecimalString(Math.round(meters), 3);
}

/**
 * A directions duration in seconds: a number of seconds (Directions API `duration.value`) or the string form
 * '5400s' (Routes API) with the trailing 's' stripped. NaN when it is neither.
 */
export function parseDurationSeconds(duration: number | string): number {
  return typeof duration === 'number' ? duration : Number(duration.trim().replace(/s$/, ''));
}

/**
 * The whole-hour figure sent as estimated hours and as destination_time: floor(seconds / 3600).
 *
 * Reading of SPEC §9 ("hours = metres / 3600 floored (duration string variant: seconds with 's' stripped,
 * divided by 1000)"): taken literally it derives hours from a distance (10 km → 2 "hours") and, for the string
 * variant, divides seconds by 1000, neither of which is a number of hours. We read both as describing the
 * original client's unit slips: the figure is the trip's duration in hours, from seconds in both variants
 * (5400 or '5400s' → 1). Anything unreadable gives 0 hours.
 */
export function tripHours(duration: number | string): number {
  const seconds = parseDurationSeconds(duration);
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds / 3600) : 0;
}

// ── Directions ──────────────────────────────────────────────────────────────

/** SPEC §7: the directions service is asked in this order. */
export const DIRECTIONS_MODES = ['DRIVING', 'WALKING', 'BICYCLING'] as const;
export type DirectionsMode = (typeof DIRECTIONS_MODES)[number];

export interface RouteAttempt {
  /** Directions status: 'OK', 'ZERO_RESULTS', or an error status. */
  status: string;
  distanceMeters?: number;
  durationSeconds?: number;
}

export interface Route {
  mode: DirectionsMode | 'STRAIGHT_LINE';
  distanceMeters: number;
  /** Unknown for the straight line. */
  durationSeconds: number | null;
}

/**
 * Tries each mode in order while the service answers ZERO_RESULTS; when all three do, falls back to the straight
 * line. Any other status, or a failing call, means no route (null), which the map shows as no route (SPEC §8).
 */
export async function findRoute(
  origin: LatLng,
  destination: LatLng,
  ask: (mode: DirectionsMode) => Promise<RouteAttempt>,
): Promise<Route | null> {
  for (const mode of DIRECTIONS_MODES) {
    let attempt: RouteAttempt;
    try {
      attempt = await ask(mode);
    } catch {
      return null;
    }
    if (attempt.status === 'OK' && attempt.distanceMeters !== undefined) {
      return { mode, distanceMeters: attempt.distanceMeters, durationSeconds: attempt.durationSeconds ?? null };
    }
    if (attempt.status !== 'ZERO_RESULTS') return null;
  }
  return { mode: 'STRAIGHT_LINE', distanceMeters: haversineMeters(origin, destination), durationSeconds: null };
}

// ── Pickup time ─────────────────────────────────────────────────────────────

const pad = (n: number) => String(n).padStart(2, '0');

function datePart(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** SPEC §9 stored format 'YYYY-MM-DD HH:mm' (24-hour). */
export function formatDateTime(d: Date): string {
  return `${datePart(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** SPEC §9 display format 'YYYY-MM-DD hh:mm AM/PM' (12-hour: 00:30 → 12:30 AM, 12:05 → 12:05 PM). */
export function formatPickupDisplay(d: Date): string {
  const h = d.getHours();
  return `${datePart(d)} ${pad(h % 12 === 0 ? 12 : h % 12)}:${pad(d.getMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A datetime-local input's value as the SPEC's 'YYYY-MM-DD HH:mm' text; empty when it holds no date and time. */
export function pickupText(input: string): string {
  const at = parseDateTime(input);
  return at ? formatDateTime(at) : '';
}

/** Reads 'YYYY-MM-DD HH:mm' (seconds allowed, 'T' too) as local time; null when malformed or not a real date. */
export function parseDateTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(y, mo - 1, d, h, mi, s);
  const roundTrips = date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d;
  return roundTrips && h < 24 && mi < 60 && s < 60 ? date : null;
}

/** SPEC §9 next-day default: the same wall-clock time tomorrow, 'YYYY-MM-DD HH:mm'. */
export function defaultPickupTime(now: Date): string {
  const next = new Date(now.getTime());
  next.setDate(next.getDate() + 1);
  return formatDateTime(next);
}

/** SPEC §5: a pickup time must be in the future; now counts as past. */
export function isPickupInFuture(pickup: Date, now: Date): boolean {
  return pickup.getTime() > now.getTime();
}

/** What the trip details show: the display time when in the future, otherwise 'Pickup Now'. */
export function pickupLabel(pickup: Date | null | undefined, now: Date, t: Translate = translate): string {
  return pickup && isPickupInFuture(pickup, now) ? formatPickupDisplay(pickup) : t('pickupNow');
}

// ── Vehicle holds ───────────────────────────────────────────────────────────

/** Hours a distance trip keeps its vehicles: distance at AVERAGE_TRIP_SPEED_KMH, rounded up, at least 1. */
export function estimateTripHours(distanceMeters: number): number {
  const km = Math.max(0, distanceMeters) / 1000;
  return Math.max(1, Math.ceil(km / AVERAGE_TRIP_SPEED_KMH));
}

export interface TripLength {
  trip_type: 'hourly' | 'distance_wise';
  estimated_hours: number;
  distance_m: number;
}

/** Whole hours a booked trip holds its vehicles: its hours (hourly), else the distance estimate; at least 1. */
export function tripHoldHours(trip: TripLength): number {
  return trip.trip_type === 'hourly'
    ? Math.max(1, Math.ceil(trip.estimated_hours))
    : estimateTripHours(trip.distance_m);
}

/**
 * The hours a distance trip is booked for (estimated_hours and destination_time): the route's duration in whole hours
 * (tripHours) when the directions service gave one, else — the straight line has no duration — the distance at
 * AVERAGE_TRIP_SPEED_KMH. A trip is never 0 hours: at least 1, as the vehicles are held for at least an hour.
 */
export function distanceTripHours(distanceMeters: number, durationSeconds: number | null): number {
  return durationSeconds !== null && durationSeconds > 0
    ? Math.max(1, tripHours(durationSeconds))
    : estimateTripHours(distanceMeters);
}

/** The half-open time range [start, end) a trip holds its vehicles, from its pickup. */
export function tripHoldRange(pickup: Date, trip: TripLength): { start: Date; end: Date } {
  return { start: pickup, end: new Date(pickup.getTime() + tripHoldHours(trip) * 3_600_000) };
}

// ── Recent destinations ─────────────────────────────────────────────────────

export interface DestinationLike {
  location_name?: string | null;
  lat?: number | string | null;
  lng?: number | string | null;
}

/** Same place: same name, or, without a name, the same coordinates. */
export function destinationKey(d: DestinationLike): string {
  return d.location_name ? `name:${d.location_name.trim().toLowerCase()}` : `at:${d.lat},${d.lng}`;
}

/** Newest first, no duplicates (a repeated place moves to the front), at most `max`. */
export function pushRecentDestination<T extends DestinationLike>(
  list: readonly T[],
  entry: T,
  max: number = RECENT_DESTINATIONS_MAX,
): T[] {
  const key = destinationKey(entry);
  return [entry, ...list.filter((d) => destinationKey(d) !== key)].slice(0, max);
}
