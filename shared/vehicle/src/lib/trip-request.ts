import { distanceTripHours, isPickupInFuture, parseDateTime } from '@mart/domain';
import type { TripRequest } from '@mart/api-client';
import type { Flavour } from '../flavour';
import type { SearchState } from './search-state';

/** The cart's trip details from the search (SPEC §7 add-to-cart / update-user-data fields). */
export function tripRequest(flavour: Flavour, s: SearchState, now = new Date()): TripRequest {
  const at = parseDateTime(s.selectedDate);
  const hours =
    s.tripType === 'hourly'
      ? s.duration
      : s.distanceData
        ? distanceTripHours(s.distanceData.distanceMeters, s.distanceData.duration)
        : 0;
  return {
    pickup_location: s.pickup_location,
    destination_location: s.destination_location,
    [flavour.rules.typeField]: s.tripType,
    estimated_hours: hours,
    // past or now is "Pickup Now" (SPEC §5): sent as no time
    pickup_time: at && isPickupInFuture(at, now) ? s.selectedDate : null,
    destination_time: hours,
    distance: Math.round(s.distanceData?.distanceMeters ?? 0) / 1000,
    // SPEC §3 user_data: the form's duration and date as set, so the trip is edited from them in another tab
    durationValue: s.tripType === 'hourly' ? s.duration : null,
    dateValue: s.selectedDate || null,
  };
}
