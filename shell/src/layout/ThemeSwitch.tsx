import { bus, useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { MoonOutlined, SunOutlined } from '@mart/ui';

/** Light/dark switch (a native switch button: the header carries no antd). */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const dark = useBusValue('theme') === 'dark';
  return (
    <button
      type="button"
      role="switch"
      className="mart-switch"
      data-testid="theme-switch"
      aria-label={t('theme.toggle')}
      aria-checked={dark}
      onClick={() => bus.set('theme', dark ? 'light' : 'dark')}
    >
      <span className="mart-switch__icon" aria-hidden="true">
        {dark ? <MoonOutlined /> : <SunOutlined />}
      </span>
      <span className="mart-switch__knob" />
    </button>
  );
}
