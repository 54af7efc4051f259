import { useState } from 'react';
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { isResetCodeComplete, RESEND_SECONDS } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { useCountdown, CodeInput } from '@mart/ui';

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
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const { left, restart } = useCountdown(RESEND_SECONDS);
  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      width={450}
      centered
      title={t(channel === 'phone' ? 'otp.phoneTitle' : 'otp.emailTitle')}
    >
      <Space orientation="vertical" size="middle" className="mart-full">
        <Typography.Text>{t('otp.sentTo', { target })}</Typography.Text>
        {demoOtp && <Alert type="info" showIcon title={t('otp.demo', { code: demoOtp })} data-testid="demo-otp" />}
        <CodeInput value={code} onChange={setCode} autoFocus />
        <Button
          type="primary"
          block
          disabled={!isResetCodeComplete(code)}
          loading={busy}
          data-testid="otp-verify"
          onClick={() => {
            setBusy(true);
            onVerify(code).finally(() => setBusy(false));
          }}
        >
          {t('otp.verify')}
        </Button>
        <Button type="link" block disabled={left > 0} onClick={() => onResend().then(restart)}>
          {left > 0 ? t('otp.resendIn', { seconds: left }) : t('otp.resend')}
        </Button>
      </Space>
    </Modal>
  );
}
