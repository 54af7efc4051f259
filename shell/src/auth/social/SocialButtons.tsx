import { useEffect, useState } from 'react';
import { AppleFilled, FacebookFilled, GoogleOutlined, LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from '@mart/i18n';
import type { SocialProvider } from '../login-config';
import { SDKS, type SocialCredential } from './sdk';
import { Button, Stack, Tooltip } from '@mart/ui';

const NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };
const ICONS = { google: <GoogleOutlined />, facebook: <FacebookFilled />, apple: <AppleFilled /> };

type State = 'loading' | 'ready' | 'unavailable';

/**
 * One button per enabled provider. Each loads its provider's SDK; until it is ready the button says it is
 * loading, and if it cannot load (no network, no client id) it stays disabled and says so. There is no path
 * that signs anyone in without the provider's token.
 */
function ProviderButton({
  provider,
  clientId,
  onCredential,
}: {
  provider: SocialProvider;
  clientId?: string;
  onCredential: (c: SocialCredential) => void;
}) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<State>(clientId ? 'loading' : 'unavailable');
  useEffect(() => {
    if (!clientId) return;
    let live = true;
    SDKS[provider]
      .load(clientId)
      .then(() => live && setState('ready'))
      .catch(() => live && setState('unavailable'));
    return () => {
      live = false;
    };
  }, [provider, clientId]);

  const name = NAMES[provider];
  const label =
    state === 'loading'
      ? provider === 'apple'
        ? t('appleLoading')
        : t('socialLoading', { provider: name })
      : state === 'unavailable'
        ? t('socialUnavailable', { provider: name })
        : t('continueWith', { provider: name });
  const button = (
    <Button
      block
      icon={state === 'loading' ? <LoadingOutlined /> : ICONS[provider]}
      disabled={state !== 'ready'}
      data-testid={`social-${provider}`}
      data-state={state}
      onClick={() => {
        SDKS[provider]
          .signIn(clientId ?? '')
          .then(onCredential)
          .catch(() => undefined); // the customer closed the provider's window
      }}
    >
      {label}
    </Button>
  );
  return state === 'unavailable' ? <Tooltip title={label}>{button}</Tooltip> : button;
}

export function SocialButtons({
  providers,
  clientIds,
  onCredential,
}: {
  providers: SocialProvider[];
  clientIds: Partial<Record<SocialProvider, string>>;
  onCredential: (c: SocialCredential) => void;
}) {
  return (
    <Stack direction="vertical" className="mart-full">
      {providers.map((p) => (
        <ProviderButton key={p} provider={p} clientId={clientIds[p]} onCredential={onCredential} />
      ))}
    </Stack>
  );
}
