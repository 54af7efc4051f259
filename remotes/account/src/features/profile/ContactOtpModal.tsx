import { Typography } from 'antd';
import { useTranslation } from '@mart/i18n';
import { CodeEntry, Dialog } from '@mart/ui';

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
 */
export function ContactOtpModal({
  step,
  channel,
  target,
  demoOtp,
  onVerify,
  onResend,
  onClose,
}: {
  step: ProofStep;
  channel: 'phone' | 'email';
  target: string;
  demoOtp?: string;
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const [title, text] = TEXTS[step][channel];
  return (
    <Dialog title={t(title)} onClose={onClose}>
      <Typography.Paragraph data-testid="contact-otp-step" data-step={step}>
        {t(text)}
      </Typography.Paragraph>
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
