import { useTranslation } from '@mart/i18n';
import { CodeEntry, Dialog } from '@mart/ui';

/**
 * SPEC §4 profile update: changing a verified channel answers otp_send; this modal takes the code and the form is
 * sent again with it. Resend sends the form again (the API issues a fresh code after 60 s).
 */
export function ContactOtpModal({
  channel,
  target,
  demoOtp,
  onVerify,
  onResend,
  onClose,
}: {
  channel: 'phone' | 'email';
  target: string;
  demoOtp?: string;
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <Dialog title={t(channel === 'phone' ? 'otp.phoneTitle' : 'otp.emailTitle')} onClose={onClose}>
      <CodeEntry
        target={target}
        demoCode={demoOtp}
        verifyTestId="otp-verify"
        onVerify={onVerify}
        onResend={() => onResend().then(() => true)}
      />
    </Dialog>
  );
}
