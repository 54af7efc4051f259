/** SPEC §6: a guest keeps one delivery address and contact on this device (@mart/api-client guest-address). */
import { keepGuestAddress, readGuestAddress } from '@mart/api-client';
import type { Contact } from './contact';

export function readGuestContact(): Partial<Contact> | null {
  return readGuestAddress();
}

/**
 * The guest's last contact and address; a take-away order keeps the address kept before. A delivery keeps the point
 * it went to with the typed address, so the location picker offers the two together.
 */
export function keepGuestContact(
  values: Contact,
  delivery: boolean,
  point: { latitude: number; longitude: number } | null = null,
) {
  keepGuestAddress({
    contact_person_name: values.contact_person_name,
    contact_person_number: values.contact_person_number,
    contact_person_email: values.contact_person_email,
    ...(delivery
      ? {
          address: values.address,
          road: values.road,
          house: values.house,
          floor: values.floor,
          additional_information: values.additional_information,
          ...(point ? { latitude: point.latitude, longitude: point.longitude } : {}),
        }
      : {}),
  });
}
