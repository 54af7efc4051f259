/**
 * SPEC §2/§6 checkout contact: the delivery address, the contact's name and phone (the national number after the
 * picked country's code when the picker is on), the guest's optional email and the courier's note. The texts are
 * the storefront's own (its i18n keys), so the caller passes them in.
 */
import { object, string, type InferType } from 'yup';
import { isEmail } from '../contact';
import { checkPhone, type PhoneRule } from '../phone';

/** SPEC §3 Address.additional_information: as long as the API keeps it (the saved-address limit). */
export const ADDITIONAL_INFO_MAX = 500;

export interface CheckoutContactMessages {
  addressRequired: string;
  nameRequired: string;
  phoneRequired: string;
  /** not a mobile number of the expected country (@mart/domain phoneCountryMessage), worded by the caller */
  phoneCountry: string;
  emailInvalid: string;
}

export interface CheckoutContactRules {
  /** a delivery needs an address; take-away does not show one */
  delivery: boolean;
  /** only a guest gives an email (for the order's receipt) */
  guest: boolean;
  /** the site's phone rule (issue 40.7): the picked country's national number, or a number of its countries */
  phone: Pick<PhoneRule, 'picked' | 'allowed'>;
}

const optional = () => string().optional();

export function checkoutContactSchema(m: CheckoutContactMessages, { delivery, guest, phone }: CheckoutContactRules) {
  return object({
    address: delivery ? string().trim().required(m.addressRequired) : optional(),
    contact_person_name: string().trim().required(m.nameRequired),
    contact_person_number: string()
      .trim()
      .required(m.phoneRequired)
      .test('phone-country', m.phoneCountry, (v) => !v || checkPhone(v, phone).ok),
    contact_person_email: guest
      ? string()
          .trim()
          .test('email', m.emailInvalid, (v) => !v || isEmail(v))
      : optional(),
    road: optional(),
    house: optional(),
    floor: optional(),
    additional_information: string().max(ADDITIONAL_INFO_MAX).optional(),
  });
}
export type CheckoutContact = InferType<ReturnType<typeof checkoutContactSchema>>;
