import { useState } from 'react';
import { Alert, Button, Spin, Typography } from 'antd';
import { loadPhoneProvider } from './phone-provider';

export type PhoneProviderState = 'ready' | 'loading' | 'unavailable';

/**
 * The OTP dialogs' wait for the phone provider's script (SPEC §4, firebase_otp_verification): 'ready' at once when
 * the code does not go its way; `connect` loads it (again, after a failure) and runs `onReady` once it is there.
 */
export function usePhoneProvider(wanted: boolean, onReady?: () => unknown) {
  const [state, setState] = useState<PhoneProviderState>(wanted ? 'loading' : 'ready');
  const connect = () => {
    setState('loading');
    loadPhoneProvider()
      .then(async () => {
        setState('ready');
        await onReady?.();
      })
      .catch(() => setState('unavailable'));
  };
  return { state, connect };
}

/** What an OTP dialog shows while the provider loads, or when it cannot, with Retry; nothing once it is ready. */
export function PhoneProviderStatus({
  state,
  texts,
  onRetry,
  className,
}: {
  state: PhoneProviderState;
  texts: { loading: string; unavailable: string; retry: string };
  onRetry: () => void;
  className?: string;
}) {
  if (state === 'loading')
    return (
      <div role="status" className={className}>
        <Spin /> <Typography.Text>{texts.loading}</Typography.Text>
      </div>
    );
  if (state === 'unavailable')
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={texts.unavailable}
        action={<Button onClick={onRetry}>{texts.retry}</Button>}
      />
    );
  return null;
}
