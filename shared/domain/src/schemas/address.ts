/**
 * SPEC §5 address form: address, contact name and contact number required; label optional; the guest's email
 * has no rule. Given the site's phone rule (issue 40.7), the number must be a mobile of its countries, as the API
 * checks it.
 */
import { object, string, type InferType } from 'yup';
import { translate, type Translate } from '../messages';
import { checkPhone, phoneRuleMessage, type PhoneRule } from '../phone';

export function addressSchema(t: Translate = translate, phone?: PhoneRule) {
  return object({
    address: string().trim().required(t('addressRequired')),
    contact_person_name: string().trim().required(t('nameRequired')),
    contact_person_number: string()
      .trim()
      .required(t('contactPhoneRequired'))
      .test('phone-country', phone ? phoneRuleMessage(t, phone) : '', (v) => !phone || !v || checkPhone(v, phone).ok),
    address_label: string().trim().optional(),
    contact_person_email: string().trim().optional(),
  });
}
export type AddressValues = InferType<ReturnType<typeof addressSchema>>;
