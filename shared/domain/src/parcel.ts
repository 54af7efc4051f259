/**
 * Parcel module (SPEC §1, §7, §9): a parcel's charge by straight-line distance and the form's rules. The UI shows
 * what these give; the server recomputes them and charges what it computes.
 */
import { phoneDigitsOf } from './contact';
import { domainError, type DomainError } from './messages';
import { multiplyMinor } from './money';
import { haversineMeters, type LatLng } from './trip';

export interface ParcelRate {
  /** charge per km, minor units */
  per_km_charge_minor: number;
  /** the least a parcel of this category costs, minor units */
  minimum_charge_minor: number;
}

export interface ParcelPoint {
  address: string;
  latitude: number;
  longitude: number;
  contact_person_name: string;
  contact_person_number: string;
}

/** Digits a parcel contact phone needs at least (SPEC §9 sign-in phone minimum). */
export const PARCEL_PHONE_MIN_DIGITS = 10;

/**
 * Straight-line distance between sender and receiver in km, to the metre (SPEC §7 fallback: haversine on a sphere of
 * 6378137 m; SPEC §9 km = metres / 1000, 3 decimals).
 */
export function parcelDistanceKm(from: LatLng, to: LatLng): number {
  return Math.round(haversineMeters(from, to)) / 1000;
}

/** Charge = per-km charge × km, never below the category's minimum; rounded to the minor unit. */
export function parcelCharge(rate: ParcelRate, distanceKm: number): number {
  const byDistance = multiplyMinor(rate.per_km_charge_minor, Math.max(0, distanceKm));
  return Math.max(byDistance, rate.minimum_charge_minor);
}

export interface ParcelQuote {
  distanceKm: number;
  chargeMinor: number;
}

export function quoteParcel(rate: ParcelRate, sender: LatLng, receiver: LatLng): ParcelQuote {
  const distanceKm = parcelDistanceKm(sender, receiver);
  return { distanceKm, chargeMinor: parcelCharge(rate, distanceKm) };
}

export interface ParcelForm {
  category_id?: number | null;
  sender?: Partial<ParcelPoint> | null;
  receiver?: Partial<ParcelPoint> | null;
}

/** A failed parcel rule with the field it belongs to (`sender.address`, `receiver.contact_person_number`, …). */
export interface ParcelProblem {
  field: string;
  error: DomainError;
}

const hasPoint = (p: Partial<ParcelPoint>) =>
  typeof p.latitude === 'number' &&
  typeof p.longitude === 'number' &&
  Number.isFinite(p.latitude) &&
  Number.isFinite(p.longitude);

/**
 * The first broken rule of a parcel form, in the order the form shows them: sender (address with its point, name,
 * phone), receiver (the same), category, then sender and receiver not at the same point. null when it is valid.
 */
export function validateParcel(form: ParcelForm): ParcelProblem | null {
  for (const side of ['sender', 'receiver'] as const) {
    const p = form[side] ?? {};
    if (!p.address?.trim() || !hasPoint(p)) return { field: `${side}.address`, error: domainError('addressRequired') };
    if (!p.contact_person_name?.trim())
      return { field: `${side}.contact_person_name`, error: domainError('nameRequired') };
    const phone = phoneDigitsOf(p.contact_person_number);
    if (!phone) return { field: `${side}.contact_person_number`, error: domainError('contactPhoneRequired') };
    if (phone.length < PARCEL_PHONE_MIN_DIGITS)
      return {
        field: `${side}.contact_person_number`,
        error: domainError('phoneTooShort', { min: PARCEL_PHONE_MIN_DIGITS }),
      };
  }
  if (!form.category_id) return { field: 'category_id', error: domainError('parcelCategoryRequired') };
  const s = form.sender!;
  const r = form.receiver!;
  if (parcelDistanceKm({ lat: s.latitude!, lng: s.longitude! }, { lat: r.latitude!, lng: r.longitude! }) === 0)
    return { field: 'receiver.address', error: domainError('parcelSameAddress') };
  return null;
}
