/**
 * A guest's trip contact (SPEC §3 "Guest contact info holds the same fields locally", §6): the name, phone and e-mail
 * kept on this device with the guest's address (@mart/api-client guest-address, the store checkout's key and shape),
 * checked by the store checkout's rules (@mart/domain checkoutContactSchema, without an address) and its phone by the
 * site's country rule (issue 40.7).
 */
import { useMemo, useState } from 'react';
import { keepGuestAddress, readGuestAddress } from '@mart/api-client';
import { checkoutContactSchema, e164Phone, phoneCountryMessage } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { domainT } from '@mart/ui';
import { useStoredPhone } from '@mart/ui/country-phone';

export interface TripContact {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string;
}

/** The form's first values (the kept contact, its phone as the picker shows it), its rules and what to book with. */
export function useGuestTripContact() {
  const { t, i18n } = useTranslation('vehicle');
  const [kept] = useState(readGuestAddress);
  const phone = useStoredPhone(kept?.contact_person_number);
  const initial: TripContact = {
    contact_person_name: kept?.contact_person_name ?? '',
    contact_person_number: phone.initial,
    contact_person_email: kept?.contact_person_email ?? '',
  };
  const expected = phone.rule.picked ?? phone.country;
  const schema = useMemo(
    () =>
      checkoutContactSchema(
        {
          addressRequired: '',
          nameRequired: t('checkout.nameRequired'),
          phoneRequired: t('checkout.phoneRequired'),
          phoneCountry: phoneCountryMessage(domainT, expected, i18n.language),
          emailInvalid: t('checkout.emailInvalid'),
        },
        { delivery: false, guest: true, phone: phone.rule },
      ),
    // the language is in the key: the messages are made again when it changes
    [t, i18n.language, expected, phone.rule],
  );
  /** The contact to book with, its phone in E.164 as the rule read it. */
  const toBook = (values: TripContact): TripContact => ({
    contact_person_name: values.contact_person_name.trim(),
    contact_person_number: e164Phone(values.contact_person_number, phone.rule),
    contact_person_email: values.contact_person_email.trim(),
  });
  return { phone, initial, schema, toBook };
}

/** A booked trip's contact, kept for the guest's next checkout (a contact only: the kept address stays). */
export function keepTripContact(contact: TripContact): void {
  keepGuestAddress(contact);
}
