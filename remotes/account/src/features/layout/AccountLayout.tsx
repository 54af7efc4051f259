import type { ReactNode } from 'react';
import { Grid, Menu, Select, theme } from 'antd';
import { useBusValue } from '@mart/bus';
import { ACCOUNT_MENU_HREF, accountMenu, type AccountMenuKey } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { navigate } from '@mart/ui';

/** Account pages: the SPEC menu on the side (a select on phones), the page on the right. */
export function AccountLayout({
  active,
  children,
}: {
  active: AccountMenuKey | 'addresses' | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { token: tk } = theme.useToken();
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
    <div
      style={{
        maxWidth: 1280,
        margin: '0 auto',
        padding: 16,
        display: 'flex',
        gap: 24,
        flexDirection: desktop ? 'row' : 'column',
      }}
    >
      {keys.length > 0 &&
        (desktop ? (
          <nav aria-label={t('nav.profile')} style={{ width: 240, flex: 'none' }}>
            <Menu
              mode="inline"
              selectedKeys={active ? [active] : []}
              items={items}
              style={{ borderRadius: tk.borderRadiusLG }}
            />
          </nav>
        ) : (
          <Select
            aria-label={t('nav.profile')}
            value={active && keys.includes(active as AccountMenuKey) ? (active as AccountMenuKey) : undefined}
            options={keys.map((k) => ({ value: k, label: t(`account.${k}`) }))}
            onChange={(k: AccountMenuKey) => navigate(ACCOUNT_MENU_HREF[k])}
          />
        ))}
      <section style={{ flex: 1, minWidth: 0 }}>{children}</section>
    </div>
  );
}
