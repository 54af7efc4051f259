import { useMemo } from 'react';
import { Formik } from 'formik';
import { e164Phone, otpSignInSchema } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { usePhoneCountry } from '@mart/ui/country-phone';
import { FormikForm } from '@mart/ui/formik-field';
import { Button, domainT, Paragraph, Title } from '@mart/ui';
import { PhoneField } from './PhoneField';

/**
 * SPEC §4: a social sign-in without a usable account asks for a phone, then repeats the call with it. The phone is
 * the OTP sign-in's: a mobile of the site's countries (issue 40.7), sent in E.164.
 */
export function PhoneModalView({ onSubmit }: { onSubmit: (phone: string) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const phone = usePhoneCountry();
  const schema = useMemo(() => otpSignInSchema(domainT, phone.rule), [phone.rule]);
  return (
    <div>
      <Title level={3} className="mart-mt-0">
        {t('phoneModalTitle')}
      </Title>
      <Paragraph type="secondary">{t('phoneModalText')}</Paragraph>
      <Formik
        initialValues={{ phone: '' }}
        validationSchema={schema}
        onSubmit={(v) => onSubmit(e164Phone(v.phone, phone.rule))}
      >
        {(f) => (
          <FormikForm label={t('phoneModalTitle')}>
            <PhoneField phone={phone} />
            <Button variant="primary" htmlType="submit" block loading={f.isSubmitting}>
              {t('continue')}
            </Button>
          </FormikForm>
        )}
      </Formik>
    </div>
  );
}
