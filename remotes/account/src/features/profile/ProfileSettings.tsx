import { useState } from 'react';
import { Avatar, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { EditOutlined, UserOutlined } from '@ant-design/icons';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { navigate, StatusPanel, PageSkeleton } from '@mart/ui';
import { accountFlags, money } from '../../common/config';
import { DeleteAccount } from './DeleteAccount';
import { EditProfileForm } from './EditProfileForm';
import { useProfile } from './useProfile';

export function ProfileSettings() {
  const { t } = useTranslation('account');
  const config = useBusValue('config');
  const flags = accountFlags(config);
  const q = useProfile();
  const [editing, setEditing] = useState(false);
  if (q.isPending) return <PageSkeleton rows={6} />;
  if (q.isError || !q.data)
    return (
      <StatusPanel
        status="error"
        title={t('common.loadFailed')}
        action={{ label: t('common.retry'), onClick: () => void q.refetch() }}
      />
    );
  const p = q.data;
  const name = [p.f_name, p.l_name].filter(Boolean).join(' ');
  return (
    <Card
      title={
        <Typography.Title level={2} className="mart-m-0">
          {editing ? t('profile.edit') : t('profile.title')}
        </Typography.Title>
      }
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
          <Space align="center" size="large" className="mart-mb-16">
            <Avatar
              size={80}
              src={p.image_full_url ?? undefined}
              icon={<UserOutlined />}
              alt=""
              data-testid="profile-avatar"
            />
            <div>
              <Typography.Title level={3} className="mart-m-0" data-testid="profile-name">
                {name}
              </Typography.Title>
              <Typography.Text type="secondary">
                {t('profile.memberSince', { count: p.member_since_days })}
              </Typography.Text>
            </div>
          </Space>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('profile.email')}>
              {p.email || '—'}{' '}
              {p.email && p.is_email_verified === 1 && <Tag color="green">{t('profile.verified')}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t('profile.phone')}>
              {p.phone || '—'}{' '}
              {p.phone && p.is_phone_verified === 1 && <Tag color="green">{t('profile.verified')}</Tag>}
            </Descriptions.Item>
            {flags.wallet && (
              <Descriptions.Item label={t('wallet.balance')}>{money(config, p.wallet_balance)}</Descriptions.Item>
            )}
            {flags.loyalty && <Descriptions.Item label={t('loyalty.total')}>{p.loyalty_point}</Descriptions.Item>}
          </Descriptions>
          <div className="mart-mt-24">
            <DeleteAccount />
          </div>
        </>
      )}
    </Card>
  );
}
