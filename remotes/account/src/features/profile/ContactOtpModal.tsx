import { useEffect } from 'react';
import { useTranslation } from '@mart/i18n';
import { CodeEntry, Dialog, PhoneProviderStatus, usePhoneProvider } from '@mart/ui';

export type ProofStep = 'current_contact' | 'new_contact';

const TEXTS = {
  current_contact: {
    phone: ['otp.confirmTitle', 'otp.confirmPhoneText'],
    email: ['otp.confirmTitle', 'otp.confirmEmailText'],
  },
  new_contact: { phone: ['otp.phoneTitle', 'otp.newPhoneText'], email: ['otp.emailTitle', 'otp.newEmailText'] },
} as const;

/**
 * SPEC §4 profile update, issue 37.1: a change of e-mail, phone or password without the current password answers
 * otp_send with a code to the current contact ("confirm it is you"); a new contact then gets a code of its own.
 * This modal takes the step's code and the form is sent again with it. Resend sends the form again (the API issues
 * a fresh code after 60 s).
 * SPEC §4: with firebase_otp_verification on, a phone's code goes the phone provider's way (`via`): the provider's
 * script must load first; while it loads the dialog says so, and when it cannot (offline, blocked) it says the code
 * cannot be checked now, with Retry — never a code box that would pretend the provider is there.
 */
export function ContactOtpModal({
  step,
  channel,
  via = 'server',
  target,
  demoOtp,
  onVerify,
  onResend,
  onClose,
}: {
  step: ProofStep;
  channel: 'phone' | 'email';
  /** 'phone-provider' when firebase_otp_verification is on and the code went to a phone */
  via?: 'server' | 'phone-provider';
  target: string;
  demoOtp?: string;
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const [title, text] = TEXTS[step][channel];
  const { state: provider, connect } = usePhoneProvider(via === 'phone-provider');
  useEffect(() => {
    if (via === 'phone-provider') connect();
    // once per dialog: its step and channel do not change while it is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Dialog title={t(title)} onClose={onClose}>
      <p data-testid="contact-otp-step" data-step={step}>
        {t(text)}
      </p>
      <PhoneProviderStatus
        state={provider}
        texts={{ loading: t('otp.providerLoading'), unavailable: t('otp.providerUnavailable'), retry: t('otp.retry') }}
        onRetry={connect}
      />
      {provider === 'ready' && (
        <CodeEntry
          target={target}
          demoCode={demoOtp}
          verifyTestId="otp-verify"
          onVerify={onVerify}
          onResend={() => onResend().then(() => true)}
        />
      )}
    </Dialog>
  );
}
