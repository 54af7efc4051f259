import { useMemo, useState } from 'react';
import { Formik } from 'formik';
import { profileApi, type CustomerInfo, type UpdateProfileFields } from '@mart/api-client';
import { bus, useBusValue } from '@mart/bus';
import { e164Phone, profileSchema, sanitizePhoneInput } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { Button, domainT, showApiErrors, Stack, Tag, TextInput, toast } from '@mart/ui';
import { CountryPhoneInput, useStoredPhone } from '@mart/ui/country-phone';
import { FormikField, FormikForm, NewPasswordFields } from '@mart/ui/formik-field';
import { accountFlags } from '../../lib/config';
import { ContactOtpModal, type ProofStep } from './ContactOtpModal';
import { ProfilePhoto } from './ProfilePhoto';

interface Pending {
  /** the form as sent, with the codes of the steps already passed */
  fields: UpdateProfileFields;
  step: ProofStep;
  channel: 'phone' | 'email';
  target: string;
  sessionInfo?: string;
  demoOtp?: string;
}

/**
 * SPEC §2 Edit Personal Details; §4 profile update with the OTP steps. A new e-mail, phone or password proves the
 * person (issue 37.1): the current password, or a code to the current contact; a new contact then gets a code too.
 */
export function EditProfileForm({ profile, onDone }: { profile: CustomerInfo; onDone: () => void }) {
  const { t } = useTranslation('account');
  const flags = accountFlags(useBusValue('config'));
  // an account made with a password must give it to set a new one (the API checks it and signs out other sessions)
  const hasPassword = profile.login_medium === 'manual';
  // SPEC §9 country picker: the stored number shown as its country and the rest; a changed one must be a mobile of
  // the site's countries (issue 40.7), the stored one passes as it is
  const phone = useStoredPhone(profile.phone);
  const phoneLocked = profile.is_phone_verified === 1;
  // a verified number is shown whole and not changed
  const shownPhone = phoneLocked ? (profile.phone ?? '') : phone.initial;
  const schema = useMemo(
    () =>
      profileSchema(domainT, {
        manualLogin: flags.manualLogin,
        currentPassword: hasPassword,
        phone: { rule: phone.rule, stored: shownPhone },
      }),
    [flags.manualLogin, hasPassword, phone.rule, shownPhone],
  );
  const [image, setImage] = useState<File | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const initial = {
    name: [profile.f_name, profile.l_name].filter(Boolean).join(' '),
    email: profile.email ?? '',
    phone: shownPhone,
    password: '',
    confirm_password: '',
    current_password: '',
  };

  const submit = async (fields: UpdateProfileFields) => {
    try {
      const res = await profileApi.update(fields);
      if (res.otp_send && res.verification_on) {
        const channel = res.verification_on;
        setPending({
          fields,
          step: res.verification_step ?? 'new_contact',
          channel,
          target: res.verification_target ?? (channel === 'phone' ? fields.phone : fields.email) ?? '',
          sessionInfo: res.session_info,
          demoOtp: res.demo_otp,
        });
        return;
      }
      setPending(null);
      toast.success(t('profile.updated'));
      bus.request({ type: 'refresh', what: 'profile' });
      onDone();
    } catch (e) {
      showApiErrors(e);
    }
  };

  return (
    <>
      <ProfilePhoto current={profile.image_full_url} file={image} onFile={setImage} />
      <Formik
        initialValues={initial}
        validationSchema={schema}
        onSubmit={(v) =>
          submit({
            name: v.name.trim(),
            email: v.email.trim(),
            // an unchanged number is sent as stored; a changed one in E.164, as the rule read it
            ...(phoneLocked
              ? {}
              : { phone: v.phone.trim() === shownPhone ? (profile.phone ?? '') : e164Phone(v.phone, phone.rule) }),
            ...(flags.manualLogin && v.password ? { password: v.password, confirm_password: v.confirm_password } : {}),
            // the proof of a new e-mail, phone or password; left empty, the API sends a code to the current contact
            ...(hasPassword && v.current_password ? { current_password: v.current_password } : {}),
            image,
            button_type: 'profile',
          })
        }
      >
        {(f) => (
          <FormikForm
            label={t('profile.edit')}
            onReset={() => {
              f.handleReset();
              setImage(null);
            }}
          >
            <FormikField name="name" label={t('profile.name')}>
              <TextInput autoComplete="name" />
            </FormikField>
            <FormikField name="email" label={t('profile.email')}>
              <TextInput type="email" autoComplete="email" />
            </FormikField>
            {phone.picker && !phoneLocked ? (
              <FormikField name="phone" label={t('profile.phone')}>
                <CountryPhoneInput picker country={phone.country} onCountryChange={phone.setCountry} />
              </FormikField>
            ) : (
              <FormikField name="phone" label={t('profile.phone')} parse={sanitizePhoneInput}>
                <TextInput
                  type="tel"
                  autoComplete="tel"
                  disabled={phoneLocked}
                  suffix={phoneLocked ? <Tag color="green">{t('profile.notChangeable')}</Tag> : undefined}
                />
              </FormikField>
            )}
            {hasPassword && (
              <FormikField name="current_password" label={t('profile.currentPassword')} help={t('profile.proofHint')}>
                <TextInput type="password" autoComplete="current-password" />
              </FormikField>
            )}
            {flags.manualLogin && (
              <>
                <NewPasswordFields
                  label={t('profile.password')}
                  placeholder={t('profile.passwordPlaceholder')}
                  confirmLabel={t('profile.confirmPassword')}
                />
              </>
            )}
            <Stack wrap>
              <Button onClick={onDone}>{t('profile.goBack')}</Button>
              <Button htmlType="reset">{t('profile.reset')}</Button>
              <Button variant="primary" htmlType="submit" loading={f.isSubmitting} data-testid="profile-submit">
                {t('profile.update')}
              </Button>
            </Stack>
          </FormikForm>
        )}
      </Formik>
      {pending && (
        <ContactOtpModal
          // a new step starts with empty code boxes and its own resend countdown
          key={pending.step}
          step={pending.step}
          channel={pending.channel}
          // SPEC §4: phone provider flow when firebase_otp_verification is 1, else the server's code dialog
          via={flags.firebaseOtp && pending.channel === 'phone' ? 'phone-provider' : 'server'}
          target={pending.target}
          demoOtp={pending.demoOtp}
          onClose={() => setPending(null)}
          onResend={() => submit(pending.fields)}
          onVerify={(code) =>
            submit(
              pending.step === 'current_contact'
                ? { ...pending.fields, current_contact_otp: code }
                : {
                    ...pending.fields,
                    otp: code,
                    verification_on: pending.channel,
                    verification_medium: pending.channel,
                    session_info: pending.sessionInfo,
                  },
            )
          }
        />
      )}
    </>
  );
}
