import { sanitizePhoneInput } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { Col, TextInput } from '@mart/ui';
import { FormikField } from '@mart/ui/formik-field';

/** The blank values of PersonFields. */
export const PERSON_VALUES = { f_name: '', l_name: '', email: '', phone: '', password: '' };

/** Name, email, phone and password: the person part both registration forms ask for, as grid columns. */
export function PersonFields() {
  const { t } = useTranslation('account');
  return (
    <>
      <Col xs={24} md={12}>
        <FormikField name="f_name" label={t('registration.fName')}>
          <TextInput autoComplete="given-name" />
        </FormikField>
      </Col>
      <Col xs={24} md={12}>
        <FormikField name="l_name" label={t('registration.lName')}>
          <TextInput autoComplete="family-name" />
        </FormikField>
      </Col>
      <Col xs={24} md={12}>
        <FormikField name="email" label={t('profile.email')}>
          <TextInput type="email" autoComplete="email" />
        </FormikField>
      </Col>
      <Col xs={24} md={12}>
        <FormikField name="phone" label={t('profile.phone')} parse={sanitizePhoneInput}>
          <TextInput type="tel" autoComplete="tel" />
        </FormikField>
      </Col>
      <Col xs={24} md={12}>
        <FormikField name="password" label={t('profile.password')}>
          <TextInput type="password" autoComplete="new-password" />
        </FormikField>
      </Col>
    </>
  );
}
