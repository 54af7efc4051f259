import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { profileQueries } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { PageFrame, PageSkeleton } from '@mart/ui';
import { profileTarget } from '../../lib/profile-page';
import { ProfileSummary } from './ProfileSummary';
import '../../lib/account-layout.css';
import './profile-summary.css';

/**
 * The profile page's first screen as the shell's server draws it (the page itself is drawn in the browser): the account frame with
 * room for its menu and, when the page server was given the customer's session, their details — the same
 * ProfileSummary the page draws. A guest gets the sign-in notice; another /profile?page= screen, or details that
 * did not arrive within the render budget, a skeleton.
 */
export function ProfileTop() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const { token } = useBusValue('auth');
  const target = profileTarget(params.get('page'), useBusValue('config'), useBusValue('modules'));
  const profile = useQuery(profileQueries.info(token));
  const isProfile = target.kind === 'wishlist' || (target.kind === 'page' && target.page === 'profile-settings');
  let body;
  if (!isProfile) body = <PageSkeleton rows={6} />;
  else if (!token)
    body = (
      <div role="status" className="profile-top__guest">
        <h2 className="mart-title">{t('profile.title')}</h2>
        <p>{t('common.loginRequired')}</p>
      </div>
    );
  else if (!profile.data) body = <PageSkeleton rows={6} />;
  else
    body = (
      <div className="mart-card profile-top__card">
        <h2 className="mart-title profile-top__title">{t('profile.title')}</h2>
        <div className="profile-top__body">
          <ProfileSummary profile={profile.data} />
        </div>
      </div>
    );
  return (
    <PageFrame className="account-layout profile-top" data-testid="profile-top">
      {token && <span className="mart-skeleton profile-top__menu" aria-hidden="true" />}
      <section className="account-layout__page">{body}</section>
    </PageFrame>
  );
}
