import { Switch } from 'antd';
import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { bus, useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';

export function ThemeSwitch() {
  const { t } = useTranslation();
  const mode = useBusValue('theme');
  return (
    <Switch
      data-testid="theme-switch"
      aria-label={t('theme.toggle')}
      checked={mode === 'dark'}
      checkedChildren={<MoonOutlined />}
      unCheckedChildren={<SunOutlined />}
      onChange={(dark) => bus.set('theme', dark ? 'dark' : 'light')}
    />
  );
}
