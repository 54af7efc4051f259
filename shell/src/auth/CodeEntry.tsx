import { useState } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import { isResetCodeComplete, RESEND_SECONDS } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { useCountdown, CodeInput } from '@mart/ui';

/**
 * The code step of phone sign-in and of password reset (SPEC §4): where the code went, the code itself in demo mode,
 * six digits, Verify once all six are in, and Resend after the countdown.
 */
export function CodeEntry({
  target,
  demoCode,
  verifyTestId,
  onVerify,
  onResend,
}: {
  target: string;
  demoCode?: string | undefined;
  verifyTestId: string;
  /** checks the code; shows its own errors */
  onVerify: (code: string) => Promise<void>;
  /** asks for a new code; true when one went out (the countdown starts again) */
  onResend: () => Promise<boolean>;
}) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const { left, restart } = useCountdown(RESEND_SECONDS);
  const verify = async () => {
    setBusy(true);
    try {
      await onVerify(code);
    } finally {
      setBusy(false);
    }
  };
  const resend = async () => {
    if (await onResend()) restart();
  };
  return (
    <Space orientation="vertical" size="middle" className="mart-full">
      <Typography.Text>{t('otpSentTo', { target })}</Typography.Text>
      {demoCode && <Alert type="info" showIcon title={t('demoCode', { code: demoCode })} data-testid="demo-otp" />}
      <CodeInput value={code} onChange={setCode} autoFocus />
      <Button
        type="primary"
        block
        disabled={!isResetCodeComplete(code)}
        loading={busy}
        onClick={() => void verify()}
        data-testid={verifyTestId}
      >
        {t('verify')}
      </Button>
      <Button type="link" block disabled={left > 0} onClick={() => void resend()}>
        {left > 0 ? t('resendIn', { seconds: left }) : t('resend')}
      </Button>
    </Space>
  );
}
