/** The checkout's contact form state: formik with the domain's rules, the phone's country, the prefills. */
import type { Address } from '@mart/api-client';
import { e164Phone, splitPhone } from '@mart/domain';
import { usePhoneCountry } from '@mart/ui/country-phone';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { CONTACT_FIELDS, contactValues, useContactMessages, type Contact } from './contact';
import { readGuestContact } from './guest-contact';

export function useContactForm({
  delivery,
  signedIn,
  address,
}: {
  delivery: boolean;
  signedIn: boolean;
  /** the chosen location's address, the address field's first value */
  address: string | undefined;
}) {
  // SPEC §6: a guest keeps one delivery address and contact on this device, filled in next time
  const [guestContact] = useState(() => (signedIn ? null : readGuestContact()));
  // SPEC §9 country picker (config.country_picker_status 1): the field holds the number after the picked code
  const phone = usePhoneCountry();
  const messages = useContactMessages(phone.rule.picked ?? phone.country);
  // a signed-in customer's take-away needs no contact: the account's is used
  const checked = delivery || !signedIn;
  const formik = useFormik<Contact>({
    initialValues: contactValues(guestContact ?? { address: address ?? '' }),
    validate: async (values) => {
      if (!checked) return {};
      const { contactErrors } = await import('./contact-rules');
      return contactErrors(values, messages, { delivery, guest: !signedIn, phone: phone.rule });
    },
    onSubmit: () => undefined,
  });
  const formRef = useRef<HTMLFormElement>(null);

  /** A stored (international) number as the field shows it: with the picker, its country picked and the rest. */
  const showNumber = (stored: string) => {
    if (!phone.picker) return stored;
    const split = splitPhone(stored, phone.country);
    phone.setCountry(split.country);
    return split.national;
  };
  useEffect(() => {
    // a kept guest number is international: shown as its country and the rest once the picker is known
    if (phone.picker && guestContact?.contact_person_number)
      void formik.setFieldValue('contact_person_number', showNumber(guestContact.contact_person_number));
    // once, when the picker setting arrives
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phone.picker]);

  /** A saved address picked above the form fills it. */
  const fill = (a: Address) =>
    formik.setValues(contactValues({ ...a, contact_person_number: showNumber(a.contact_person_number) }), checked);

  /**
   * The values to order with (the phone international), or null when a rule fails: every message is shown and the
   * first field in error takes the focus, so a screen reader reads its name and its message.
   */
  const validated = async (): Promise<Contact | null> => {
    const errors = checked ? await formik.validateForm() : {};
    const first = CONTACT_FIELDS.find((f) => errors[f]);
    if (first) {
      // drawn before the focus moves, so the field is announced with its message
      flushSync(() => void formik.setTouched(Object.fromEntries(CONTACT_FIELDS.map((f) => [f, true])), false));
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return null;
    }
    const values = formik.values;
    // in E.164, as the rule read it (issue 40.7)
    return { ...values, contact_person_number: e164Phone(values.contact_person_number, phone.rule) };
  };

  return { formik, formRef, phone, fill, validated };
}
