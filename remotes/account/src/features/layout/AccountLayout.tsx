import type { ReactNode } from 'react';
import { useBusValue } from '@mart/bus';
import { ACCOUNT_MENU_HREF, accountMenu, type AccountMenuKey } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { linkClick, navigate, PageFrame, Select } from '@mart/ui';
import '../../lib/account-layout.css';

/**
 * Account pages: the SPEC menu on the side (a select on phones), the page on the right. Plain links in antd Menu's
 * looks (the current one `aria-current="page"`) and the kit's native select: no antd in the frame. Which of the two
 * shows is the stylesheet's media query, so the first paint is already the right one.
 */
export function AccountLayout({
  active,
  children,
}: {
  active: AccountMenuKey | 'addresses' | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const config = useBusValue('config');
  const modules = useBusValue('modules');
  const { token } = useBusValue('auth');
  const keys = token ? accountMenu(config, modules) : [];
  return (
    <PageFrame className="account-layout">
      {keys.length > 0 && (
        <>
          <nav aria-label={t('nav.profile')} className="account-layout__menu">
            <ul>
              {keys.map((k) => (
                <li key={k}>
                  <a
                    href={ACCOUNT_MENU_HREF[k]}
                    onClick={linkClick}
                    aria-current={k === active ? 'page' : undefined}
                    className="account-layout__item"
                  >
                    {t(`account.${k}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <Select
            aria-label={t('nav.profile')}
            className="account-layout__select"
            value={active && keys.includes(active as AccountMenuKey) ? active : undefined}
            placeholder={active && keys.includes(active as AccountMenuKey) ? undefined : t('nav.profile')}
            options={keys.map((k) => ({ value: k, label: t(`account.${k}`) }))}
            onChange={(k) => k && navigate(ACCOUNT_MENU_HREF[k as AccountMenuKey])}
          />
        </>
      )}
      <section className="account-layout__page">{children}</section>
    </PageFrame>
  );
}
