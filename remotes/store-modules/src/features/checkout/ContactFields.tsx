import { useTranslation } from '@mart/i18n';
import { ADDITIONAL_INFO_MAX } from '@mart/domain';
import { Checkbox, TextArea, TextInput } from '@mart/ui';
import { CountryPhoneInput, type usePhoneCountry } from '@mart/ui/country-phone';
import { FormikField } from '@mart/ui/formik-field';
import { useFormikContext } from 'formik';
import type { Contact } from './contact';

/**
 * The checkout's contact form (SPEC §2/§6): the address and its parts for a delivery, the contact's name and
 * phone, a guest's email, the courier's note, and "Save this Address" for a signed-in customer typing a new one.
 */
export function ContactFields({
  delivery,
  guest,
  phone,
  canSaveAddress,
  saveAddress,
  onSaveAddress,
}: {
  delivery: boolean;
  guest: boolean;
  phone: ReturnType<typeof usePhoneCountry>;
  canSaveAddress: boolean;
  saveAddress: boolean;
  onSaveAddress: (keep: boolean) => void;
}) {
  const { t } = useTranslation('store');
  const { values } = useFormikContext<Contact>();
  return (
    <>
      {delivery && (
        <FormikField name="address" label={t('checkout.addressField')} required>
          <TextInput autoComplete="street-address" />
        </FormikField>
      )}
      <FormikField name="contact_person_name" label={t('checkout.name')} required>
        <TextInput autoComplete="name" />
      </FormikField>
      <FormikField name="contact_person_number" label={t('checkout.phone')} required>
        {phone.picker ? (
          <CountryPhoneInput picker country={phone.country} onCountryChange={phone.setCountry} />
        ) : (
          <TextInput type="tel" autoComplete="tel" inputMode="tel" />
        )}
      </FormikField>
      {guest && (
        <FormikField name="contact_person_email" label={t('journey.email')}>
          <TextInput type="email" autoComplete="email" inputMode="email" />
        </FormikField>
      )}
      {delivery && (
        <div className="mart-row checkout__address-parts">
          <FormikField name="road" label={t('checkout.street')}>
            <TextInput />
          </FormikField>
          <FormikField name="house" label={t('checkout.house')}>
            <TextInput />
          </FormikField>
          <FormikField name="floor" label={t('checkout.floor')}>
            <TextInput />
          </FormikField>
        </div>
      )}
      {delivery && (
        <FormikField name="additional_information" label={t('checkout.additionalInfo')}>
          <TextArea
            value={values.additional_information}
            maxLength={ADDITIONAL_INFO_MAX}
            showCount
            placeholder={t('checkout.additionalInfoHint')}
          />
        </FormikField>
      )}
      {/* SPEC §2: hidden for take-away; a saved address is already kept */}
      {delivery && canSaveAddress && (
        <Checkbox checked={saveAddress} onChange={(e) => onSaveAddress(e.target.checked)}>
          {t('checkout.saveAddress')}
        </Checkbox>
      )}
    </>
  );
}
