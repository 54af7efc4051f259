import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { Button, Drawer, Menu, navigate, Stack, Text } from '@mart/ui';
import { asWidget } from '@mart/runtime';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ThemeSwitch } from './ThemeSwitch';
import { DrawerBrowse } from './DrawerBrowse';
import { confirmLogout } from './Header';
import './mobile-drawer.css';

/** SPEC §2 mobile side drawer: Home, Categories, Latest, Popular stores, Theme Mode, Language, Logout. */
function MobileDrawerContent({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { token } = useBusValue('auth');
  const go = (to: string) => () => {
    onClose();
    navigate(to);
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      width={300}
      title={t('appName')}
      closeIcon={<span aria-label={t('nav.closeMenu')}>✕</span>}
    >
      <Menu
        mode="inline"
        className="mobile-drawer__menu"
        selectable={false}
        items={[{ key: 'home', label: t('nav.home'), onClick: go('/home') }]}
      />
      <DrawerBrowse onNavigate={onClose} />
      <Stack direction="vertical" className="mobile-drawer__settings" gap="middle">
        <Stack align="center" className="mobile-drawer__row">
          <Text>{t('nav.themeMode')}</Text>
          <ThemeSwitch />
        </Stack>
        <Text>{t('nav.language')}</Text>
        <LanguageSwitcher block />
        {token && (
          // a button (antd's Link without an address is no Tab stop): the keyboard reaches it
          <Button
            variant="link"
            onClick={() => {
              onClose();
              confirmLogout(t);
            }}
          >
            {t('nav.logout')}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}

/** Lazily loaded from the antd-free header tree, so it brings its own antd configuration. */
export const MobileDrawer = asWidget(MobileDrawerContent);
