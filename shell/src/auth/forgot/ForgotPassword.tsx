import { useMemo, useState, type ReactNode } from 'react';
import { Formik, type FormikConfig, type FormikValues } from 'formik';
import { authApi, type Channel } from '@mart/api-client';
import { bus, useBusValue } from '@mart/bus';
import { forgotPasswordEmailSchema, forgotPasswordPhoneSchema, e164Phone, newPasswordSchema } from '@mart/domain';
import { registerTranslations, useTranslation } from '@mart/i18n';
import {
  Button,
  Card,
  CodeEntry,
  domainT,
  PageFrame,
  Paragraph,
  Segmented,
  showApiErrors,
  StatusPanel,
  Steps,
  TextInput,
  Title,
  toast,
} from '@mart/ui';
import { CountryPhoneInput, usePhoneCountry } from '@mart/ui/country-phone';
import { FormikField, FormikForm, NewPasswordFields } from '@mart/ui/formik-field';
import { authTranslations } from '../locales';
import { loginConfig } from '../login-config';
import { RecaptchaUnavailable, withRecaptcha } from '../recaptcha';

// the page can render before the header's auth host registers the namespace
registerTranslations('auth', authTranslations);

interface Contact {
  channel: Channel;
  value: string;
  /** the code's session (forgot-password's answer): a phone's code is checked by it at verify-phone */
  session?: string;
  demoOtp?: string;
}

const contactBody = (c: Contact) => (c.channel === 'phone' ? { phone: c.value } : { email: c.value });

/** Sends a reset code to the contact (first time and resend); the contact comes back with the demo code, if any. */
async function sendResetCode(c: Contact, recaptchaSiteKey: string | null): Promise<Contact> {
  const res = await authApi.forgotPassword({
    ...contactBody(c),
    verification_method: c.channel,
    ...(await withRecaptcha(recaptchaSiteKey)),
  });
  toast.success(res.message);
  return { ...c, session: res.session_info, demoOtp: res.demo_otp };
}

/** One channel's request form: its field, then Send code. */
function SendCodeForm<V extends FormikValues>({
  label,
  initialValues,
  validationSchema,
  onSubmit,
  children,
}: Pick<FormikConfig<V>, 'initialValues' | 'validationSchema' | 'onSubmit'> & { label: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={onSubmit}>
      {(f) => (
        <FormikForm label={label}>
          {children}
          <Button variant="primary" htmlType="submit" block loading={f.isSubmitting} data-testid="forgot-send">
            {t('sendCode')}
          </Button>
        </FormikForm>
      )}
    </Formik>
  );
}

function RequestStep({
  channels,
  recaptchaSiteKey,
  onSent,
}: {
  channels: Channel[];
  recaptchaSiteKey: string | null;
  onSent: (c: Contact) => void;
}) {
  const { t } = useTranslation('auth');
  const [channel, setChannel] = useState<Channel>(channels[0] ?? 'phone');
  // the national number after the picked country's code (the site's country when the picker is off): SPEC §5's
  // 10 digits for +7, the country's own length elsewhere
  const phone = usePhoneCountry();
  // the field is always national here (the code is a fixed prefix with the picker off)
  const rule = useMemo(() => ({ ...phone.rule, picked: phone.country }), [phone.rule, phone.country]);
  const phoneSchema = useMemo(() => forgotPasswordPhoneSchema(domainT, rule), [rule]);
  const emailSchema = useMemo(() => forgotPasswordEmailSchema(domainT), []);
  const send = async (c: Contact) => {
    try {
      onSent(await sendResetCode(c, recaptchaSiteKey));
    } catch (e) {
      if (e instanceof RecaptchaUnavailable) toast.error(t('recaptchaUnavailable'));
      else showApiErrors(e);
    }
  };
  return (
    <>
      {channels.length > 1 && (
        <Segmented
          block
          value={channel}
          onChange={(v) => setChannel(v as Channel)}
          options={[
            { value: 'phone', label: t('forgotByPhone') },
            { value: 'email', label: t('forgotByEmail') },
          ]}
          className="mart-mb-16"
        />
      )}
      <Paragraph type="secondary">{t(channel === 'phone' ? 'forgotPhoneHint' : 'forgotEmailHint')}</Paragraph>
      {channel === 'phone' ? (
        <SendCodeForm
          key="phone"
          label={t('forgotByPhone')}
          initialValues={{ phone: '' }}
          validationSchema={phoneSchema}
          onSubmit={(v) => send({ channel: 'phone', value: e164Phone(v.phone, rule) })}
        >
          <FormikField name="phone" label={t('phone')}>
            <CountryPhoneInput
              picker={phone.picker}
              country={phone.country}
              onCountryChange={phone.setCountry}
              placeholder="7010000000"
            />
          </FormikField>
        </SendCodeForm>
      ) : (
        <SendCodeForm
          key="email"
          label={t('forgotByEmail')}
          initialValues={{ email: '' }}
          validationSchema={emailSchema}
          onSubmit={(v) => send({ channel: 'email', value: v.email.trim() })}
        >
          <FormikField name="email" label={t('email')}>
            <TextInput type="email" autoComplete="email" />
          </FormikField>
        </SendCodeForm>
      )}
    </>
  );
}

function CodeStep({
  contact,
  recaptchaSiteKey,
  onVerified,
  onResent,
}: {
  contact: Contact;
  recaptchaSiteKey: string | null;
  onVerified: (resetToken: string) => void;
  onResent: (c: Contact) => void;
}) {
  const { t } = useTranslation('auth');
  const verify = async (code: string) => {
    try {
      // SPEC §7: a phone's code goes to verify-phone with is_reset_token, which spends it and answers a one-use
      // reset token; an e-mail's code is checked at verify-token and is itself the proof reset-password takes
      if (contact.channel === 'phone' && contact.session) {
        const res = await authApi.verifyPhone({
          phoneNumber: contact.value,
          sessionInfo: contact.session,
          code,
          is_reset_token: 1,
        });
        if (res.reset_token) onVerified(res.reset_token);
        return;
      }
      await authApi.verifyResetToken({
        ...contactBody(contact),
        reset_token: code,
        verification_method: contact.channel,
      });
      onVerified(code);
    } catch (e) {
      showApiErrors(e);
    }
  };
  const resend = async () => {
    try {
      onResent(await sendResetCode(contact, recaptchaSiteKey));
      return true;
    } catch (e) {
      if (e instanceof RecaptchaUnavailable) toast.error(t('recaptchaUnavailable'));
      else showApiErrors(e);
      return false;
    }
  };
  return (
    <CodeEntry
      target={contact.value}
      demoCode={contact.demoOtp}
      verifyTestId="code-verify"
      onVerify={verify}
      onResend={resend}
    />
  );
}

function ResetStep({ contact, proof, onDone }: { contact: Contact; proof: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const schema = useMemo(() => newPasswordSchema(domainT), []);
  return (
    <Formik
      initialValues={{ password: '', confirm_password: '' }}
      validationSchema={schema}
      onSubmit={async (v) => {
        try {
          const res = await authApi.resetPassword({
            ...contactBody(contact),
            ...v,
            reset_token: proof,
            verification_method: contact.channel,
          });
          toast.success(res.message);
          onDone();
        } catch (e) {
          showApiErrors(e);
        }
      }}
    >
      {(f) => (
        <FormikForm label={t('newPasswordTitle')}>
          <NewPasswordFields
            label={t('newPassword')}
            placeholder={t('passwordPlaceholder')}
            confirmLabel={t('confirmPassword')}
          />
          <Button variant="primary" htmlType="submit" block loading={f.isSubmitting} data-testid="reset-submit">
            {t('changePassword')}
          </Button>
        </FormikForm>
      )}
    </Formik>
  );
}

/** SPEC §4 forgot password: 0 request, 1 verify the 6-digit code, 2 reset; by the channels the site has active. */
export function ForgotPassword() {
  const { t } = useTranslation('auth');
  const cfg = loginConfig(useBusValue('config'));
  const [step, setStep] = useState(0);
  const [contact, setContact] = useState<Contact | null>(null);
  // what reset-password takes: verify-phone's reset token, or the e-mail's verified code
  const [proof, setProof] = useState('');
  // SPEC §4: sms active gives phone (or both), only mail gives email
  const channels: Channel[] = [
    ...(cfg.smsActive ? (['phone'] as const) : []),
    ...(cfg.mailActive ? (['email'] as const) : []),
  ];
  if (channels.length === 0) {
    return <StatusPanel status="500" title={t('sorryTitle')} text={t('sorryText')} help />;
  }
  return (
    // inside the page's one <main> (index.html): a section, never a second main landmark
    <PageFrame width="form" aria-labelledby="forgot-title">
      <Card>
        <Title level={2} id="forgot-title" className="mart-mt-0">
          {t('forgotTitle')}
        </Title>
        <Steps
          size="small"
          current={step}
          items={[{ title: t('steps.request') }, { title: t('steps.code') }, { title: t('steps.reset') }]}
          className="mart-mb-24"
        />
        {step === 0 && (
          <RequestStep
            channels={channels}
            recaptchaSiteKey={cfg.recaptchaSiteKey}
            onSent={(c) => {
              setContact(c);
              setStep(1);
            }}
          />
        )}
        {step === 1 && contact && (
          <CodeStep
            contact={contact}
            recaptchaSiteKey={cfg.recaptchaSiteKey}
            onResent={setContact}
            onVerified={(p) => {
              setProof(p);
              setStep(2);
            }}
          />
        )}
        {step === 2 && contact && (
          <ResetStep
            contact={contact}
            proof={proof}
            onDone={() => bus.request({ type: 'open-sign-in', view: 'sign-in' })}
          />
        )}
      </Card>
    </PageFrame>
  );
}
