import { Suspense, useState } from 'react';
import { useTranslation } from '@mart/i18n';
import { lazyAntd } from '@mart/runtime';
import { QueryFallback } from '../../lib/QueryFallback';
import { Button, EditOutlined, navigate, PageSkeleton, Title } from '@mart/ui';
import { DeleteAccount } from './DeleteAccount';
import { ProfileSummary } from './ProfileSummary';
import { useProfile } from './useProfile';
import './profile-settings.css';

// the form (antd inputs, the photo upload) comes with the Edit tap, not with the page
const EditProfileForm = lazyAntd(() => import('./EditProfileForm').then((m) => m.EditProfileForm));

/** The profile page: the customer's details in a card (antd's Card looks, kit controls), Edit opens the form. */
export function ProfileSettings() {
  const { t } = useTranslation('account');
  const q = useProfile();
  const [editing, setEditing] = useState(false);
  if (!q.isSuccess || !q.data) return <QueryFallback query={q} rows={6} />;
  const p = q.data;
  return (
    <section className="mart-card profile-settings">
      <div className="profile-settings__head">
        <Title level={2} className="mart-m-0">
          {editing ? t('profile.edit') : t('profile.title')}
        </Title>
        {!editing && (
          <div className="mart-row">
            <Button onClick={() => navigate('/profile?page=addresses')}>{t('addresses.title')}</Button>
            <Button
              variant="primary"
              icon={<EditOutlined />}
              onClick={() => setEditing(true)}
              data-testid="edit-profile"
            >
              {t('profile.edit')}
            </Button>
          </div>
        )}
      </div>
      <div className="profile-settings__body">
        {editing ? (
          <Suspense fallback={<PageSkeleton rows={6} />}>
            <EditProfileForm profile={p} onDone={() => setEditing(false)} />
          </Suspense>
        ) : (
          <>
            <ProfileSummary profile={p} />
            <div className="mart-mt-24">
              <DeleteAccount />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
