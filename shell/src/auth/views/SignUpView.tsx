import { useMemo } from 'react';
import { Formik } from 'formik';
import { e164Phone, signUpSchema } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { usePhoneCountry } from '@mart/ui/country-phone';
import { FormikField, FormikForm, NewPasswordFields } from '@mart/ui/formik-field';
import { NameEmailFields } from './NameEmailFields';
import { Button, Checkbox, domainT, Stack, Text, TextInput, Title } from '@mart/ui';
import { PhoneField } from './PhoneField';
import '../auth.css';

export interface SignUpValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirm_password: string;
  ref_code: string;
}

/** SPEC §5 sign-up: submit stays disabled until the terms are accepted; refer code only with wallet + referral. */
export function SignUpView({
  referral,
  onSubmit,
  toSignIn,
}: {
  referral: boolean;
  onSubmit: (v: SignUpValues) => Promise<void>;
  toSignIn: () => void;
}) {
  const { t } = useTranslation('auth');
  // with the country picker (config.country_picker_status 1) the field is the number after the picked code
  const phone = usePhoneCountry();
  const schema = useMemo(() => signUpSchema(domainT, phone.rule), [phone.rule]);
  return (
    <div>
      <Title level={3} className="mart-mt-0">
        {t('signUpTitle')}
      </Title>
      <Formik
        initialValues={{
          name: '',
          email: '',
          phone: '',
          password: '',
          confirm_password: '',
          ref_code: '',
          terms: false,
        }}
        validationSchema={schema}
        onSubmit={({ terms: _terms, ...v }) =>
          onSubmit({
            ...v,
            phone: e164Phone(v.phone, phone.rule),
            email: v.email.trim(),
            name: v.name.trim(),
          })
        }
      >
        {(f) => (
          <FormikForm label={t('signUp')}>
            <NameEmailFields />
            <PhoneField phone={phone} />
            <NewPasswordFields
              label={t('password')}
              placeholder={t('passwordPlaceholder')}
              confirmLabel={t('confirmPassword')}
            />
            {referral && (
              <FormikField name="ref_code" label={t('refCode')}>
                <TextInput />
              </FormikField>
            )}
            <FormikField name="terms" valueProp="checked">
              <Checkbox>
                {t('acceptTerms')}{' '}
                <a href="/terms-and-conditions" target="_blank" rel="noreferrer">
                  {t('termsLink')}
                </a>
              </Checkbox>
            </FormikField>
            <Button
              variant="primary"
              htmlType="submit"
              block
              disabled={!f.values.terms}
              loading={f.isSubmitting}
              data-testid="sign-up-submit"
            >
              {t('signUp')}
            </Button>
          </FormikForm>
        )}
      </Formik>
      <Stack align="center" className="auth-switch">
        <Text>{t('haveAccount')}</Text>
        <Button variant="link" onClick={toSignIn} className="mart-p-0" data-testid="to-sign-in">
          {t('signIn')}
        </Button>
      </Stack>
    </div>
  );
}
