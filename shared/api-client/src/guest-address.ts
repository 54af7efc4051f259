/**
 * SPEC §6 "Guest: … one local delivery address"; §3 "Guest contact info holds the same fields locally"; §4 "Address
 * form submit: … guest: stored locally, modal closes". The server keeps no guest addresses: a guest's one address
 * and contact live on this device, written by the address form (location picker), the store checkout and the vehicle
 * checkout, and read by each to fill itself in. One key, one shape, for every app.
 */
const GUEST_ADDRESS = 'mart.guest-contact';

/** The text of a delivery contact: what the guest's address keeps and what a checkout's contact form holds. */
export interface DeliveryContact {
  address: string;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string;
  road: string;
  house: string;
  floor: string;
  additional_information: string;
}

export interface GuestAddress extends DeliveryContact {
  /** where it is, when the address form set it (a checkout's typed address has no point of its own) */
  latitude?: number;
  longitude?: number;
  address_type?: string;
  address_label?: string | null;
}

const TEXT_FIELDS = [
  'address',
  'contact_person_name',
  'contact_person_number',
  'contact_person_email',
  'road',
  'house',
  'floor',
  'additional_information',
] as const;

/** The guest's address and contact kept on this device, every text field a string; null when none is kept. */
export function readGuestAddress(): GuestAddress | null {
  try {
    const raw = localStorage.getItem(GUEST_ADDRESS);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Record<string, unknown>>;
    const out = {} as GuestAddress;
    for (const key of TEXT_FIELDS) out[key] = typeof stored[key] === 'string' ? stored[key] : '';
    if (typeof stored.latitude === 'number' && typeof stored.longitude === 'number') {
      out.latitude = stored.latitude;
      out.longitude = stored.longitude;
    }
    if (typeof stored.address_type === 'string') out.address_type = stored.address_type;
    if (typeof stored.address_label === 'string') out.address_label = stored.address_label;
    return out;
  } catch {
    return null;
  }
}

/** Keeps `patch` over what is kept (a contact-only form leaves the address as it was). */
export function keepGuestAddress(patch: Partial<GuestAddress>): GuestAddress {
  const next = { ...emptyGuestAddress(), ...readGuestAddress(), ...definedOnly(patch) };
  try {
    localStorage.setItem(GUEST_ADDRESS, JSON.stringify(next));
  } catch {
    // storage full or blocked: the order still goes; next time the form starts empty
  }
  return next;
}

/** Forgets it (the guest signed in: their addresses are the account's now). */
export function forgetGuestAddress(): void {
  try {
    localStorage.removeItem(GUEST_ADDRESS);
  } catch {
    // nothing kept
  }
}

function emptyGuestAddress(): GuestAddress {
  const out = {} as GuestAddress;
  for (const key of TEXT_FIELDS) out[key] = '';
  return out;
}

function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}
