import { useMemo, useState } from 'react';
import { Formik } from 'formik';
import { detectContactType, e164Phone, otpSignInSchema, signInSchema, withLeadingPlus } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { Button, Checkbox, Divider, domainT, linkClick, Stack, Text, TextInput, Title } from '@mart/ui';
import { usePhoneCountry } from '@mart/ui/country-phone';
import { FormikField, FormikForm } from '@mart/ui/formik-field';
import { signInLayout, type LoginConfig } from '../login-config';
import { rememberMe } from '../session';
import { SocialButtons } from '../social/SocialButtons';
import type { SocialCredential } from '../social/sdk';
import { PhoneField } from './PhoneField';
import '../auth.css';

export interface SignInHandlers {
  manual: (
    v: { email_or_phone: string; password: string; field_type: 'email' | 'phone' },
    remember: boolean,
  ) => Promise<void>;
  otp: (phone: string) => Promise<void>;
  social: (c: SocialCredential) => void;
  toSignUp: () => void;
  onForgot: () => void;
}

function ManualForm({ on }: { on: SignInHandlers }) {
  const { t } = useTranslation('auth');
  const schema = useMemo(() => signInSchema(domainT), []);
  const saved = rememberMe.read();
  const [remember, setRemember] = useState(saved !== null);
  return (
    <Formik
      initialValues={{ email_or_phone: saved ?? '', password: '' }}
      validationSchema={schema}
      onSubmit={async (v) => {
        const type = detectContactType(v.email_or_phone) === 'email' ? 'email' : 'phone';
        const value = type === 'phone' ? withLeadingPlus(v.email_or_phone) : v.email_or_phone.trim();
        await on.manual({ email_or_phone: value, password: v.password, field_type: type }, remember);
      }}
    >
      {(f) => (
        <FormikForm label={t('signIn')}>
          <FormikField name="email_or_phone" label={t('emailOrPhone')}>
            <TextInput autoComplete="username" placeholder={t('emailOrPhonePlaceholder')} />
          </FormikField>
          <FormikField name="password" label={t('password')}>
            <TextInput type="password" autoComplete="current-password" placeholder={t('passwordPlaceholder')} />
          </FormikField>
          <div className="auth-remember">
            <Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)}>
              {t('rememberMe')}
            </Checkbox>
            <a
              href="/forgot-password"
              onClick={(e) => {
                linkClick(e);
                on.onForgot();
              }}
            >
              {t('forgotPassword')}
            </a>
          </div>
          <Button variant="primary" htmlType="submit" block loading={f.isSubmitting} data-testid="sign-in-submit">
            {t('signIn')}
          </Button>
        </FormikForm>
      )}
    </Formik>
  );
}

function OtpForm({ on }: { on: SignInHandlers }) {
  const { t } = useTranslation('auth');
  // with the country picker (config.country_picker_status 1) the field is the number after the picked code
  const phone = usePhoneCountry();
  const schema = useMemo(() => otpSignInSchema(domainT, phone.rule), [phone.rule]);
  return (
    <Formik
      initialValues={{ phone: '' }}
      validationSchema={schema}
      onSubmit={(v) => on.otp(e164Phone(v.phone, phone.rule))}
    >
      {(f) => (
        <FormikForm label={t('otpSignIn')}>
          <PhoneField phone={phone} />
          <Button variant="primary" htmlType="submit" block loading={f.isSubmitting} data-testid="otp-submit">
            {t('getOtp')}
          </Button>
        </FormikForm>
      )}
    </Formik>
  );
}

/** SPEC §2 sign-in layouts: all, otp, manual, social, otp_manual, otp_social, manual_social. */
export function SignInView({ cfg, on }: { cfg: LoginConfig; on: SignInHandlers }) {
  const { t } = useTranslation('auth');
  const layout = signInLayout(cfg);
  const hasManual = cfg.manual;
  const hasOtp = cfg.otp;
  // with both manual and OTP, manual shows first and OTP is one click away (with Go Back); OTP-only has no Go Back
  const [otpMode, setOtpMode] = useState(!hasManual && hasOtp);
  const social = cfg.social.length > 0 && (
    <SocialButtons providers={cfg.social} clientIds={cfg.clientIds} onCredential={on.social} />
  );
  return (
    <div data-testid={`sign-in-layout-${layout}`}>
      <Title level={3} className="mart-mt-0">
        {t('signInTitle')}
      </Title>
      {otpMode ? <OtpForm on={on} /> : hasManual && <ManualForm on={on} />}
      {hasManual && hasOtp && (
        <Button variant="link" block onClick={() => setOtpMode(!otpMode)} className="mart-mt-8">
          {otpMode ? t('goBack') : t('otpSignIn')}
        </Button>
      )}
      {social && (hasManual || hasOtp) && <Divider>{t('or')}</Divider>}
      {social}
      {hasManual && (
        <Stack align="center" className="auth-switch">
          <Text>{t('noAccount')}</Text>
          <Button variant="link" onClick={on.toSignUp} className="mart-p-0" data-testid="to-sign-up">
            {t('signUp')}
          </Button>
        </Stack>
      )}
    </div>
  );
}
