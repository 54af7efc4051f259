import { Formik } from 'formik';
import { useTranslation } from '@mart/i18n';
import { FormikField, FormikForm } from '@mart/ui/formik-field';
import { NameEmailFields } from './NameEmailFields';
import { Button, Paragraph, TextInput, Title } from '@mart/ui';

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
      <Title level={3} className="mart-mt-0">
        {t('userInfoTitle')}
      </Title>
      <Paragraph type="secondary">{t('userInfoText')}</Paragraph>
      <Formik initialValues={{ name: '', email: '', ref_code: '' }} onSubmit={onSubmit}>
        {(f) => (
          <FormikForm label={t('userInfoTitle')}>
            <NameEmailFields />
            {referral && (
              <FormikField name="ref_code" label={t('refCode')}>
                <TextInput />
              </FormikField>
            )}
            <Button variant="primary" htmlType="submit" block loading={f.isSubmitting} data-testid="user-info-submit">
              {t('continue')}
            </Button>
          </FormikForm>
        )}
      </Formik>
    </div>
  );
}
