import type { CustomerInfo } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { usePrice } from '@mart/ui';
import { accountFlags } from '../../lib/config';
import './profile-summary.css';

/**
 * The customer's own details as the profile page shows them, in plain HTML (no antd): the shell's server draws it
 * into the page's first screen and ProfileSettings draws the same, so the first picture is already the page's
 * largest (LCP) and the browser's render neither grows it nor moves it.
 */
export function ProfileSummary({ profile }: { profile: CustomerInfo }) {
  const { t } = useTranslation('account');
  const config = useBusValue('config');
  const price = usePrice();
  const flags = accountFlags(config);
  const name = [profile.f_name, profile.l_name].filter(Boolean).join(' ');
  const verified = <span className="mart-tag mart-tag--green">{t('profile.verified')}</span>;
  return (
    <div className="profile-summary" data-testid="profile-summary">
      <div className="profile-summary__who">
        <span className="mart-avatar profile-summary__avatar" data-testid="profile-avatar">
          {profile.image_full_url ? (
            <img src={profile.image_full_url} alt="" width={80} height={80} />
          ) : (
            <span aria-hidden="true">{(name || profile.email || '?').slice(0, 1).toUpperCase()}</span>
          )}
        </span>
        <div className="profile-summary__name-box">
          <h3 className="mart-title profile-summary__name" data-testid="profile-name">
            {name}
          </h3>
          <span className="mart-muted">{t('profile.memberSince', { count: profile.member_since_days })}</span>
        </div>
      </div>
      <dl className="profile-summary__facts">
        <div>
          <dt>{t('profile.email')}</dt>
          <dd>
            {profile.email || '—'} {profile.email && profile.is_email_verified === 1 && verified}
          </dd>
        </div>
        <div>
          <dt>{t('profile.phone')}</dt>
          <dd>
            {profile.phone || '—'} {profile.phone && profile.is_phone_verified === 1 && verified}
          </dd>
        </div>
        {flags.wallet && (
          <div>
            <dt>{t('wallet.balance')}</dt>
            <dd>{price.major(profile.wallet_balance)}</dd>
          </div>
        )}
        {flags.loyalty && (
          <div>
            <dt>{t('loyalty.total')}</dt>
            <dd>{profile.loyalty_point}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
