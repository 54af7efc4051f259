import type { ReactNode } from 'react';
import { Grid, Menu, Select } from 'antd';
import { useBusValue } from '@mart/bus';
import { ACCOUNT_MENU_HREF, accountMenu, type AccountMenuKey } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { navigate, PageFrame } from '@mart/ui';
import './account-layout.css';

/** Account pages: the SPEC menu on the side (a select on phones), the page on the right. */
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
  const desktop = Grid.useBreakpoint().md ?? true;
  const keys = token ? accountMenu(config, modules) : [];
  const items = keys.map((k) => ({
    key: k,
    label: (
      <a
        href={ACCOUNT_MENU_HREF[k]}
        onClick={(e) => {
          e.preventDefault();
          navigate(ACCOUNT_MENU_HREF[k]);
        }}
      >
        {t(`account.${k}`)}
      </a>
    ),
  }));
  return (
    <PageFrame className={desktop ? 'account-layout account-layout--side' : 'account-layout'}>
      {keys.length > 0 &&
        (desktop ? (
          <nav aria-label={t('nav.profile')} className="account-layout__menu">
            <Menu mode="inline" selectedKeys={active ? [active] : []} items={items} />
          </nav>
        ) : (
          <Select
            aria-label={t('nav.profile')}
            value={active && keys.includes(active as AccountMenuKey) ? (active as AccountMenuKey) : undefined}
            options={keys.map((k) => ({ value: k, label: t(`account.${k}`) }))}
            onChange={(k: AccountMenuKey) => navigate(ACCOUNT_MENU_HREF[k])}
          />
        ))}
      <section className="account-layout__page">{children}</section>
    </PageFrame>
  );
}
