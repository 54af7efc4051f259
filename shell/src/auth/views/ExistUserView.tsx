import { useState } from 'react';
import { UserOutlined } from '@ant-design/icons';
import { api } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { Avatar, Button, Paragraph, Stack, Title } from '@mart/ui';

/** SPEC §2 "Is It You?": the existing account's name and photo, answered yes or no. */
export function ExistUserView({
  user,
  onAnswer,
}: {
  user: { name?: string | null; image?: string | null };
  onAnswer: (yes: boolean) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState<'yes' | 'no' | null>(null);
  const answer = (yes: boolean) => {
    setBusy(yes ? 'yes' : 'no');
    onAnswer(yes).finally(() => setBusy(null));
  };
  return (
    <div className="mart-center" data-testid="is-exist-user">
      <Title level={3} className="mart-mt-0">
        {t('existTitle')}
      </Title>
      <Avatar size={72} src={api.assetUrl(user.image)} icon={<UserOutlined />} alt="" />
      <Title level={4}>{user.name}</Title>
      <Paragraph type="secondary">{t('existText')}</Paragraph>
      <Stack align="center">
        <Button onClick={() => answer(false)} loading={busy === 'no'} disabled={busy !== null}>
          {t('existNo')}
        </Button>
        <Button
          variant="primary"
          onClick={() => answer(true)}
          loading={busy === 'yes'}
          disabled={busy !== null}
          data-testid="exist-yes"
        >
          {t('existYes')}
        </Button>
      </Stack>
    </div>
  );
}
