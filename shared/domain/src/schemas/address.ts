/**
 * SPEC §5 address form: address, contact name and contact number required; label optional; the guest's email
 * has no rule.
 */
import { object, string, type InferType } from 'yup';
import { translate, type Translate } from '../messages';

export function addressSchema(t: Translate = translate) {
  return object({
    address: string().trim().required(t('addressRequired')),
    contact_person_name: string().trim().required(t('nameRequired')),
    contact_person_number: string().trim().required(t('contactPhoneRequired')),
    address_label: string().trim().optional(),
    contact_person_email: string().trim().optional(),
  });
}
export type AddressValues = InferType<ReturnType<typeof addressSchema>>;
