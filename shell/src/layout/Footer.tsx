import { useId, useState, type FormEvent } from 'react';
import { useBusValue } from '@mart/bus';
import { configApi } from '@mart/api-client';
import { isEmail } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { linkClick, toast, showApiErrors } from '@mart/ui';
import { AboutBuild } from './AboutBuild';

interface SocialLink {
  name: string;
  link: string;
  status?: number;
}

/** SPEC §2 footer social links: each is shown only when its own status is on, and only as a web address. */
export function visibleSocialLinks(value: unknown): SocialLink[] {
  if (!Array.isArray(value)) return [];
  return (value as SocialLink[]).filter((s) => s.status === 1 && /^https?:\/\//i.test(s.link));
}
interface AppLinks {
  playstore_url?: string;
  playstore_url_status?: number;
  apple_store_url?: string;
  apple_store_url_status?: number;
}

function Newsletter() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const inputId = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isEmail(email)) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    try {
      await configApi.newsletter(email.trim());
      toast.success(t('footer.subscribed'));
      setEmail('');
    } catch (err) {
      showApiErrors(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="mart-footer__row" aria-label={t('footer.newsletter')} noValidate onSubmit={(e) => void submit(e)}>
      <label htmlFor={inputId} className="mart-visually-hidden">
        {t('footer.emailPlaceholder')}
      </label>
      <input
        id={inputId}
        className="mart-footer__input"
        type="email"
        value={email}
        placeholder={t('footer.emailPlaceholder')}
        autoComplete="email"
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => {
          setEmail(e.target.value);
          setInvalid(false);
        }}
      />
      <button type="submit" className="mart-hb mart-hb--primary" disabled={busy} aria-busy={busy}>
        {t('footer.subscribe')}
      </button>
      {invalid && (
        <p id={errorId} className="mart-footer__error" role="alert">
          {t('footer.invalidEmail')}
        </p>
      )}
    </form>
  );
}

/** The site's footer (SPEC §2): plain elements, no antd; loaded once the first route has mounted (ShellChrome). */
export function Footer() {
  const { t } = useTranslation();
  const config = useBusValue('config');
  const language = useBusValue('language');
  const mailbox = typeof config?.demo_mailbox_url === 'string' ? config.demo_mailbox_url : null;
  const links: { href: string; label: string; show: boolean }[] = [
    { href: '/about-us', label: t('footer.about'), show: true },
    { href: '/terms-and-conditions', label: t('footer.terms'), show: true },
    { href: '/privacy-policy', label: t('footer.privacy'), show: true },
    { href: '/refund-policy', label: t('footer.refund'), show: config?.refund_policy_status !== 0 },
    { href: '/cancellation-policy', label: t('footer.cancellation'), show: config?.cancellation_policy_status !== 0 },
    { href: '/shipping-policy', label: t('footer.shipping'), show: config?.shipping_policy_status !== 0 },
    { href: '/help-and-support', label: t('footer.help'), show: true },
    { href: '/store-registration?active=active', label: t('footer.storeRegistration'), show: true },
    { href: '/deliveryman-registration', label: t('footer.deliverymanRegistration'), show: true },
  ];
  const social = visibleSocialLinks(config?.social_media);
  const apps = (config?.download_user_app_links ?? {}) as AppLinks;
  // SPEC §2 download links: the heading shows when either store is switched on, each link when it also has an address
  const appLinks = [
    { on: apps.playstore_url_status === 1, url: apps.playstore_url, label: t('footer.googlePlay') },
    { on: apps.apple_store_url_status === 1, url: apps.apple_store_url, label: t('footer.appStore') },
  ];
  const name = typeof config?.business_name === 'string' ? config.business_name : t('appName');
  const text = (v: unknown) => (typeof v === 'string' ? v : null);

  return (
    <footer className="mart-footer">
      <div className="mart-footer__grid">
        <section className="mart-footer__news">
          <h2>{t('footer.newsletter')}</h2>
          <p className="mart-footer__muted">{t('footer.newsletterHint')}</p>
          <Newsletter />
        </section>
        <nav aria-label={t('footer.links')}>
          <h3>{t('footer.links')}</h3>
          <ul>
            {links
              .filter((l) => l.show)
              .map((l) => (
                <li key={l.href}>
                  <a href={l.href} onClick={linkClick}>
                    {l.label}
                  </a>
                </li>
              ))}
          </ul>
        </nav>
        <div>
          <h3>{t('footer.contact')}</h3>
          <address>
            {text(config?.address) && <div>{text(config?.address)}</div>}
            {text(config?.phone) && (
              <div>
                <a href={`tel:${text(config?.phone)}`}>{text(config?.phone)}</a>
              </div>
            )}
            {text(config?.email) && (
              <div>
                <a href={`mailto:${text(config?.email)}`}>{text(config?.email)}</a>
              </div>
            )}
          </address>
          {social.length > 0 && (
            <>
              <h3>{t('footer.follow')}</h3>
              <div className="mart-footer__row">
                {social.map((s) => (
                  <a key={s.name} href={s.link} target="_blank" rel="noopener noreferrer">
                    {s.name}
                  </a>
                ))}
              </div>
            </>
          )}
        </div>
        <div className="mart-footer__apps">
          {appLinks.some((a) => a.on) && (
            <>
              <h3>{t('footer.download')}</h3>
              <div className="mart-footer__row">
                {appLinks.map(
                  (a) =>
                    a.on &&
                    a.url && (
                      <a
                        key={a.label}
                        className="mart-hb mart-hb--default"
                        href={a.url}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {a.label}
                      </a>
                    ),
                )}
              </div>
            </>
          )}
        </div>
      </div>
      <div className="mart-footer__bottom">
        <span className="mart-footer__muted">
          {text(config?.footer_text) ?? t('footer.rights', { year: new Date().getFullYear(), name })}
        </span>
        {/* the API runs in demo mode (codes on screen, demo payments): say so, without getting in the way */}
        {config?.demo === true && (
          <span className="mart-footer__demo" role="note">
            {t('footer.demo')}
            {/* the demo sends nothing out: what it "sent" (receipts, codes) is on the API's demo mailbox page */}
            {mailbox && (
              <>
                {' '}
                <a href={`${mailbox}?lang=${language}`} target="_blank" rel="noreferrer">
                  {t('footer.demoMailbox')}
                </a>
              </>
            )}
          </span>
        )}
        <AboutBuild />
      </div>
    </footer>
  );
}
