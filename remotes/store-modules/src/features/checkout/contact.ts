/** The checkout's contact form: its values, their first state and its messages (the domain's rules, the page's words). */
import { phoneCountryMessage, type CheckoutContactMessages, type Country } from '@mart/domain';
import { domainT } from '@mart/ui';
import { useTranslation } from '@mart/i18n';
import { useMemo } from 'react';
import type { DeliveryContact } from '@mart/api-client';

export type Contact = DeliveryContact;

/** The fields in the order they are drawn: the first invalid one is the one a failed submit focuses. */
export const CONTACT_FIELDS: readonly (keyof Contact)[] = [
  'address',
  'contact_person_name',
  'contact_person_number',
  'contact_person_email',
  'road',
  'house',
  'floor',
  'additional_information',
];

const EMPTY: Contact = {
  address: '',
  contact_person_name: '',
  contact_person_number: '',
  contact_person_email: '',
  road: '',
  house: '',
  floor: '',
  additional_information: '',
};

/** Every field a string (formik's inputs are controlled), whatever a kept or saved contact left out. */
export function contactValues(from: Partial<Record<keyof Contact, string | null | undefined>>): Contact {
  const values = { ...EMPTY };
  for (const key of CONTACT_FIELDS) values[key] = from[key] ?? '';
  return values;
}

/** The store's own words for the rules of @mart/domain's checkout contact (its i18n keys). */
export function useContactMessages(expected: Country): CheckoutContactMessages {
  const { t, i18n } = useTranslation('store');
  return useMemo(
    () => ({
      addressRequired: t('msg.addressRequired'),
      nameRequired: t('msg.nameRequired'),
      phoneRequired: t('msg.phoneRequired'),
      phoneCountry: phoneCountryMessage(domainT, expected, i18n.language),
      emailInvalid: t('journey.emailInvalid'),
    }),
    // the language is in the key: the messages are made again when it changes

    [t, i18n.language, expected],
  );
}
