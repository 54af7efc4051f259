/**
 * Store and deliveryman registration forms. The SPEC names the pages only; decided here: the owner's contact
 * follows the sign-up rules (name, valid email ≤ 255, phone ≥ 10 digits, password ≥ 6), plus what each
 * application needs (store name, address, module and zone; zone, vehicle and an identity document).
 */
import { number, object, string, type InferType } from 'yup';
import { PASSWORD_MIN, PHONE_DIGITS } from '../constants';
import { translate, type Translate } from '../messages';
import { emailField, phoneField } from './rules';

function ownerFields(t: Translate) {
  return {
    f_name: string().trim().required(t('firstNameRequired')),
    l_name: string().trim().optional(),
    email: emailField(t, 'emailInvalid', 'emailRequired'),
    phone: phoneField(t, 'phoneRequired', 'phoneTooShort', { min: PHONE_DIGITS }),
    password: string().required(t('passwordRequired')).min(PASSWORD_MIN, t('passwordTooShort')),
  };
}

export function storeRegistrationSchema(t: Translate = translate) {
  return object({
    store_name: string().trim().required(t('storeNameRequired')),
    store_address: string().trim().required(t('addressRequired')),
    module_id: number().typeError(t('moduleRequired')).required(t('moduleRequired')),
    zone_id: number().typeError(t('zoneRequired')).required(t('zoneRequired')),
    tin: string().trim().optional(),
    ...ownerFields(t),
  });
}
export type StoreRegistrationValues = InferType<ReturnType<typeof storeRegistrationSchema>>;

export function deliverymanRegistrationSchema(t: Translate = translate) {
  return object({
    ...ownerFields(t),
    zone_id: number().typeError(t('zoneRequired')).required(t('zoneRequired')),
    vehicle: string().oneOf(['bicycle', 'motorbike', 'car']).required(t('vehicleRequired')),
    identity_type: string().oneOf(['passport', 'driving_license', 'nid']).required(t('identityRequired')),
    identity_number: string().trim().required(t('identityRequired')),
  });
}
export type DeliverymanRegistrationValues = InferType<ReturnType<typeof deliverymanRegistrationSchema>>;
