import { useState } from 'react';
import { Button, Space } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from '@mart/i18n';
import { navigate } from '@mart/ui';
import { TitledCard } from '../../lib/TitledCard';
import { QueryFallback } from '../../lib/QueryFallback';
import { DeleteAccount } from './DeleteAccount';
import { EditProfileForm } from './EditProfileForm';
import { ProfileSummary } from './ProfileSummary';
import { useProfile } from './useProfile';

export function ProfileSettings() {
  const { t } = useTranslation('account');
  const q = useProfile();
  const [editing, setEditing] = useState(false);
  if (!q.isSuccess || !q.data) return <QueryFallback query={q} rows={6} />;
  const p = q.data;
  return (
    <TitledCard
      title={editing ? t('profile.edit') : t('profile.title')}
      extra={
        !editing && (
          <Space wrap>
            <Button onClick={() => navigate('/profile?page=addresses')}>{t('addresses.title')}</Button>
            <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="edit-profile">
              {t('profile.edit')}
            </Button>
          </Space>
        )
      }
    >
      {editing ? (
        <EditProfileForm profile={p} onDone={() => setEditing(false)} />
      ) : (
        <>
          <ProfileSummary profile={p} />
          <div className="mart-mt-24">
            <DeleteAccount />
          </div>
        </>
      )}
    </TitledCard>
  );
}
