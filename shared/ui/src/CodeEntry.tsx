import { useState } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import { isResetCodeComplete, RESEND_SECONDS } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { CodeInput } from './CodeInput';
import { useCountdown } from './useCountdown';

/**
 * The code step of every one-time code (SPEC §4: phone sign-in, password reset, confirming a changed phone or
 * e-mail): where the code went, the code itself in demo mode, six digits, Verify once all six are in, and Resend
 * after the countdown.
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
  const { t } = useTranslation('common');
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
      <Typography.Text>{t('otp.sentTo', { target })}</Typography.Text>
      {demoCode && <Alert type="info" showIcon title={t('otp.demo', { code: demoCode })} data-testid="demo-otp" />}
      <CodeInput value={code} onChange={setCode} autoFocus />
      <Button
        type="primary"
        block
        disabled={!isResetCodeComplete(code)}
        loading={busy}
        onClick={() => void verify()}
        data-testid={verifyTestId}
      >
        {t('otp.verify')}
      </Button>
      <Button type="link" block disabled={left > 0} onClick={() => void resend()}>
        {left > 0 ? t('otp.resendIn', { seconds: left }) : t('otp.resend')}
      </Button>
    </Space>
  );
}
