import { registerTranslations, useTranslation } from '@mart/i18n';
import { Button, Dialog, navigate, Paragraph, Stack } from '@mart/ui';
import { asWidget } from '@mart/runtime';
import { authTranslations } from './locales';

registerTranslations('auth', authTranslations);

/** SPEC §2 guest prompt: Guest continues to `then`; Login and Sign Up open the auth modal and return there. */
function GuestPromptContent({
  then,
  onSignIn,
  onClose,
}: {
  then: string;
  onSignIn: (view: 'sign-in' | 'sign-up') => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <Dialog title={t('guestTitle')} onClose={onClose} closeLabel={t('close')}>
      <Paragraph type="secondary">{t('guestText')}</Paragraph>
      <Stack direction="vertical" className="mart-full">
        <Button
          block
          data-testid="guest-continue"
          onClick={() => {
            onClose();
            navigate(then);
          }}
        >
          {t('guest')}
        </Button>
        <Button variant="primary" block onClick={() => onSignIn('sign-in')}>
          {t('login')}
        </Button>
        <Button block onClick={() => onSignIn('sign-up')}>
          {t('signUp')}
        </Button>
      </Stack>
    </Dialog>
  );
}

/** Lazily loaded from the antd-free header tree, so it brings its own antd configuration. */
export const GuestPrompt = asWidget(GuestPromptContent);
