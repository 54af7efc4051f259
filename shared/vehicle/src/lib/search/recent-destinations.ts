import { RECENT_DESTINATIONS_MAX, pushRecentDestination } from '@mart/domain';
import type { TripPlace } from '@mart/api-client';

/** SPEC §3 browser key: the last 5 destinations, newest first. */
export const DESTINATION_KEY = 'destination_location';

export function recentDestinations(): TripPlace[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(DESTINATION_KEY) ?? '[]');
    return Array.isArray(list) ? (list as TripPlace[]).slice(0, RECENT_DESTINATIONS_MAX) : [];
  } catch {
    return [];
  }
}

export function rememberDestination(place: TripPlace): void {
  localStorage.setItem(DESTINATION_KEY, JSON.stringify(pushRecentDestination(recentDestinations(), place)));
}
