import { useMemo, useState } from 'react';
import { Button, Input, Space, Tag } from 'antd';
import { Formik } from 'formik';
import { profileApi, type CustomerInfo, type UpdateProfileFields } from '@mart/api-client';
import { bus, useBusValue } from '@mart/bus';
import { profileSchema, sanitizePhoneInput, withLeadingPlus } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { toast, domainT, showApiErrors } from '@mart/ui';
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
  const schema = useMemo(
    () => profileSchema(domainT, { manualLogin: flags.manualLogin, currentPassword: hasPassword }),
    [flags.manualLogin, hasPassword],
  );
  const [image, setImage] = useState<File | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const phoneLocked = profile.is_phone_verified === 1;
  const initial = {
    name: [profile.f_name, profile.l_name].filter(Boolean).join(' '),
    email: profile.email ?? '',
    phone: profile.phone ?? '',
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
            ...(phoneLocked ? {} : { phone: withLeadingPlus(v.phone) }),
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
              <Input autoComplete="name" />
            </FormikField>
            <FormikField name="email" label={t('profile.email')}>
              <Input type="email" autoComplete="email" />
            </FormikField>
            <FormikField name="phone" label={t('profile.phone')} parse={sanitizePhoneInput}>
              <Input
                type="tel"
                autoComplete="tel"
                disabled={phoneLocked}
                suffix={phoneLocked ? <Tag color="green">{t('profile.notChangeable')}</Tag> : undefined}
              />
            </FormikField>
            {hasPassword && (
              <FormikField name="current_password" label={t('profile.currentPassword')} help={t('profile.proofHint')}>
                <Input.Password autoComplete="current-password" />
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
            <Space wrap>
              <Button onClick={onDone}>{t('profile.goBack')}</Button>
              <Button htmlType="reset">{t('profile.reset')}</Button>
              <Button type="primary" htmlType="submit" loading={f.isSubmitting} data-testid="profile-submit">
                {t('profile.update')}
              </Button>
            </Space>
          </FormikForm>
        )}
      </Formik>
      {pending && (
        <ContactOtpModal
          // a new step starts with empty code boxes and its own resend countdown
          key={pending.step}
          step={pending.step}
          channel={pending.channel}
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
