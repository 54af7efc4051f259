/**
 * SPEC §2/§6 checkout contact: the delivery address, the contact's name and phone (the national number after the
 * picked country's code when the picker is on), the guest's optional email and the courier's note. The texts are
 * the storefront's own (its i18n keys), so the caller passes them in.
 */
import { object, string, type InferType } from 'yup';
import { isEmail } from '../contact';
import { isNationalNumberValid, type Country } from '../countries';

/** SPEC §3 Address.additional_information: as long as the API keeps it (the saved-address limit). */
export const ADDITIONAL_INFO_MAX = 500;

export interface CheckoutContactMessages {
  addressRequired: string;
  nameRequired: string;
  phoneRequired: string;
  /** the picked country's national length, worded by the caller */
  phoneLength: string;
  emailInvalid: string;
}

export interface CheckoutContactRules {
  /** a delivery needs an address; take-away does not show one */
  delivery: boolean;
  /** only a guest gives an email (for the order's receipt) */
  guest: boolean;
  /** the picked country (config.country_picker_status 1): the number is national, of that country's length */
  country: Country | null;
}

const optional = () => string().optional();

export function checkoutContactSchema(m: CheckoutContactMessages, { delivery, guest, country }: CheckoutContactRules) {
  return object({
    address: delivery ? string().trim().required(m.addressRequired) : optional(),
    contact_person_name: string().trim().required(m.nameRequired),
    contact_person_number: string()
      .trim()
      .required(m.phoneRequired)
      .test('national-length', m.phoneLength, (v) => !country || !v || isNationalNumberValid(country, v)),
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
