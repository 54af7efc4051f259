/** SPEC §6: a guest keeps one delivery address and contact on this device (the server keeps no guest addresses). */
import type { Contact } from './contact';

const GUEST_CONTACT = 'mart.guest-contact';

export function readGuestContact(): Partial<Contact> | null {
  try {
    const raw = localStorage.getItem(GUEST_CONTACT);
    return raw ? (JSON.parse(raw) as Partial<Contact>) : null;
  } catch {
    return null;
  }
}

/** The guest's last contact and address; a take-away order keeps the address kept before. */
export function keepGuestContact(values: Contact, delivery: boolean) {
  const keep: Partial<Contact> = {
    contact_person_name: values.contact_person_name,
    contact_person_number: values.contact_person_number,
    contact_person_email: values.contact_person_email,
    address: (delivery ? values.address : readGuestContact()?.address) ?? '',
    road: values.road,
    house: values.house,
    floor: values.floor,
    additional_information: values.additional_information,
  };
  localStorage.setItem(GUEST_CONTACT, JSON.stringify(keep));
}
