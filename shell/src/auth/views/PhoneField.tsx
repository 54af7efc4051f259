import { sanitizePhoneInput } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { CountryPhoneInput, type usePhoneCountry } from '@mart/ui/country-phone';
import { FormikField } from '@mart/ui/formik-field';
import { TextInput } from '@mart/ui';

/**
 * The sign-in and sign-up phone: the number after a picked country code while the site shows the country picker
 * (config.country_picker_status 1), else the whole number with its +code typed in.
 */
export function PhoneField({ phone }: { phone: ReturnType<typeof usePhoneCountry> }) {
  const { t } = useTranslation('auth');
  return phone.picker ? (
    <FormikField name="phone" label={t('phone')}>
      <CountryPhoneInput picker country={phone.country} onCountryChange={phone.setCountry} />
    </FormikField>
  ) : (
    <FormikField name="phone" label={t('phone')} parse={sanitizePhoneInput}>
      <TextInput type="tel" autoComplete="tel" placeholder={t('phonePlaceholder')} />
    </FormikField>
  );
}
