import { useMemo } from 'react';
import { Button, Input, Typography } from 'antd';
import { Formik } from 'formik';
import { otpSignInSchema, sanitizePhoneInput, withLeadingPlus } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { FormikField, FormikForm } from '@mart/ui/formik-field';
import { domainT } from '@mart/ui';

/** SPEC §4: a social sign-in without a usable account asks for a phone, then repeats the call with it. */
export function PhoneModalView({ onSubmit }: { onSubmit: (phone: string) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const schema = useMemo(() => otpSignInSchema(domainT), []);
  return (
    <div>
      <Typography.Title level={3} className="mart-mt-0">
        {t('phoneModalTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('phoneModalText')}</Typography.Paragraph>
      <Formik
        initialValues={{ phone: '' }}
        validationSchema={schema}
        onSubmit={(v) => onSubmit(withLeadingPlus(v.phone))}
      >
        {(f) => (
          <FormikForm label={t('phoneModalTitle')}>
            <FormikField name="phone" label={t('phone')} parse={sanitizePhoneInput}>
              <Input type="tel" autoComplete="tel" placeholder={t('phonePlaceholder')} />
            </FormikField>
            <Button type="primary" htmlType="submit" block loading={f.isSubmitting}>
              {t('continue')}
            </Button>
          </FormikForm>
        )}
      </Formik>
    </div>
  );
}
