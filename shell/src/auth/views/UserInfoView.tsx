import { Button, Input, Typography } from 'antd';
import { Formik } from 'formik';
import { useTranslation } from '@mart/i18n';
import { FormikField, FormikForm } from '@mart/ui/formik-field';
import { NameEmailFields } from './NameEmailFields';

export interface UserInfoValues {
  name: string;
  email: string;
  ref_code: string;
}

/** SPEC §5: the user-info form has no rules of its own; the API answers for a missing name. */
export function UserInfoView({
  referral,
  onSubmit,
}: {
  referral: boolean;
  onSubmit: (v: UserInfoValues) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  return (
    <div>
      <Typography.Title level={3} className="mart-mt-0">
        {t('userInfoTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('userInfoText')}</Typography.Paragraph>
      <Formik initialValues={{ name: '', email: '', ref_code: '' }} onSubmit={onSubmit}>
        {(f) => (
          <FormikForm label={t('userInfoTitle')}>
            <NameEmailFields />
            {referral && (
              <FormikField name="ref_code" label={t('refCode')}>
                <Input />
              </FormikField>
            )}
            <Button type="primary" htmlType="submit" block loading={f.isSubmitting} data-testid="user-info-submit">
              {t('continue')}
            </Button>
          </FormikForm>
        )}
      </Formik>
    </div>
  );
}
