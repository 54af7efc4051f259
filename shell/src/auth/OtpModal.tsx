import { useEffect, useState } from 'react';
import { authApi, type Channel, type LoginResult, type LoginType } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { CodeEntry, Modal, PhoneProviderStatus, showApiErrors, toast, usePhoneProvider } from '@mart/ui';
import { loginConfig } from './login-config';
import { RecaptchaUnavailable, withRecaptcha } from './recaptcha';
import './auth.css';

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
  const config = useBusValue('config');
  const [session, setSession] = useState({ info: request.sessionInfo, demo: request.demoOtp });

  const send = async () => {
    const res = await authApi.sendOtp({
      ...(request.channel === 'phone' ? { phone: request.target } : { email: request.target }),
      verification_type: request.channel,
      ...(request.loginType === 'otp' ? { login_type: 'otp' as const } : {}),
      ...(await withRecaptcha(loginConfig(config).recaptchaSiteKey)),
    });
    setSession({ info: res.session_info, demo: res.demo_otp });
  };

  const sendFailed = (e: unknown) =>
    toast.error(
      e instanceof RecaptchaUnavailable ? t('recaptchaUnavailable') : e instanceof Error ? e.message : String(e),
    );

  const { state: provider, connect: connectProvider } = usePhoneProvider(request.via === 'phone-provider', () =>
    request.sent ? undefined : send(),
  );

  useEffect(() => {
    if (request.via === 'phone-provider') connectProvider();
    else if (!request.sent) send().catch(sendFailed);
    // once per modal: the request does not change while it is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const verify = async (code: string) => {
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
      showApiErrors(e);
    }
  };

  const resend = async () => {
    try {
      await send();
      toast.success(t('otpResent'));
      return true;
    } catch (e) {
      sendFailed(e);
      return false;
    }
  };

  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      title={t('otpTitle')}
      width={450}
      destroyOnHidden
      // as the sign-in dialog: closed by its × or Escape, never by a click that misses the code boxes
      mask={{ closable: false }}
    >
      <PhoneProviderStatus
        state={provider}
        className="auth-loading"
        texts={{ loading: t('phoneProviderLoading'), unavailable: t('phoneProviderUnavailable'), retry: t('retry') }}
        onRetry={connectProvider}
      />
      {provider === 'ready' && (
        <CodeEntry
          target={request.target}
          demoCode={session.demo}
          verifyTestId="otp-verify"
          onVerify={verify}
          onResend={resend}
        />
      )}
    </Modal>
  );
}
