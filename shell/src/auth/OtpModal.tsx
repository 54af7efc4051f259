import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Space, Spin, Typography } from 'antd';
import { ApiError, authApi, type Channel, type LoginResult, type LoginType } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { isResetCodeComplete, RESEND_SECONDS } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { toast } from '@mart/ui';
import { CodeInput } from './CodeInput';
import { loadPhoneProvider } from './phone-provider';
import { useCountdown } from './useCountdown';

export interface OtpRequest {
  channel: Channel;
  target: string;
  loginType: LoginType;
  /** 'phone-provider' when firebase_otp_verification is on and the code goes to a phone */
  via: 'server' | 'phone-provider';
  sessionInfo?: string;
  demoOtp?: string;
  /** the code is already on its way (the sign-in answer sent it); otherwise the modal asks for one */
  sent: boolean;
}

type ProviderState = 'ready' | 'loading' | 'unavailable';

/** SPEC §4 OTP step: six digits, Verify at exactly six, resend after 60 s. */
export function OtpModal({
  request,
  onResult,
  onClose,
}: {
  request: OtpRequest;
  onResult: (r: LoginResult) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('auth');
  const guestId = useBusValue('guestId');
  const [code, setCode] = useState('');
  const [session, setSession] = useState({ info: request.sessionInfo, demo: request.demoOtp });
  const [busy, setBusy] = useState(false);
  const [provider, setProvider] = useState<ProviderState>(request.via === 'phone-provider' ? 'loading' : 'ready');
  const { left, restart } = useCountdown(RESEND_SECONDS);

  const send = async () => {
    const res = await authApi.sendOtp({
      ...(request.channel === 'phone' ? { phone: request.target } : { email: request.target }),
      verification_type: request.channel,
      ...(request.loginType === 'otp' ? { login_type: 'otp' as const } : {}),
    });
    setSession({ info: res.session_info, demo: res.demo_otp });
    restart();
  };

  const connectProvider = () => {
    setProvider('loading');
    loadPhoneProvider()
      .then(async () => {
        setProvider('ready');
        if (!request.sent) await send();
      })
      .catch(() => setProvider('unavailable'));
  };

  useEffect(() => {
    if (request.via === 'phone-provider') connectProvider();
    else if (!request.sent) send().catch((e: unknown) => toast.error(e instanceof Error ? e.message : String(e)));
    // once per modal: the request does not change while it is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const verify = async () => {
    setBusy(true);
    try {
      const target = request.channel === 'phone' ? { phone: request.target } : { email: request.target };
      const res =
        request.via === 'phone-provider' && session.info
          ? await authApi.firebaseVerify({
              session_info: session.info,
              phone: request.target,
              otp: code,
              login_type: request.loginType,
              guest_id: guestId,
            })
          : await authApi.verifyOtp({
              ...target,
              otp: code,
              login_type: request.loginType,
              verification_type: request.channel,
              guest_id: guestId,
            });
      onResult(res);
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const resend = () => {
    send()
      .then(() => toast.success(t('otpResent')))
      .catch((e: unknown) => toast.error(e instanceof Error ? e.message : String(e)));
  };

  return (
    <Modal open onCancel={onClose} footer={null} title={t('otpTitle')} width={450} destroyOnHidden centered>
      {provider === 'loading' && (
        <div role="status" style={{ textAlign: 'center', padding: 24 }}>
          <Spin />
          <Typography.Paragraph>{t('phoneProviderLoading')}</Typography.Paragraph>
        </div>
      )}
      {provider === 'unavailable' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('phoneProviderUnavailable')}
          action={<Button onClick={connectProvider}>{t('retry')}</Button>}
        />
      )}
      {provider === 'ready' && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Text>{t('otpSentTo', { target: request.target })}</Typography.Text>
          {session.demo && (
            <Alert type="info" showIcon title={t('demoCode', { code: session.demo })} data-testid="demo-otp" />
          )}
          <CodeInput value={code} onChange={setCode} autoFocus />
          <Button
            type="primary"
            block
            disabled={!isResetCodeComplete(code)}
            loading={busy}
            onClick={verify}
            data-testid="otp-verify"
          >
            {t('verify')}
          </Button>
          <Button type="link" block disabled={left > 0} onClick={resend}>
            {left > 0 ? t('resendIn', { seconds: left }) : t('resend')}
          </Button>
        </Space>
      )}
    </Modal>
  );
}
