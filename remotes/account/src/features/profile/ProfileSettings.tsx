import { Suspense, useState, type ComponentType } from 'react';
import type { CustomerInfo } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { Button, EditOutlined, navigate, PageSkeleton, QueryState, Title } from '@mart/ui';
import { DeleteAccount } from './DeleteAccount';
import { ProfileSummary } from './ProfileSummary';
import { useProfile } from '../../lib/useProfile';
import './profile-settings.css';

/** The edit form's props: the details it starts from, and what to do once saved or left. */
export interface EditFormProps {
  profile: CustomerInfo;
  onDone: () => void;
}

/**
 * The profile page: the customer's details in a card (antd's Card looks, kit controls), Edit opens the form. The
 * form is its own chunk, loaded with the Edit tap (routes.tsx passes it).
 */
export function ProfileSettings({ EditForm }: { EditForm: ComponentType<EditFormProps> }) {
  const { t } = useTranslation('account');
  const q = useProfile();
  const [editing, setEditing] = useState(false);
  if (!q.isSuccess || !q.data) return <QueryState query={q} rows={6} />;
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
            <EditForm profile={p} onDone={() => setEditing(false)} />
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
