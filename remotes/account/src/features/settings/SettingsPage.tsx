import { useState } from 'react';
import { Card, List, Select, Switch } from 'antd';
import { STORAGE_KEYS, readJson, writeJson } from '@mart/api-client';
import { bus, useBusValue } from '@mart/bus';
import { LANGUAGES } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { confirm } from '@mart/ui';
import './settings.css';

const NAMES: Record<string, string> = { ru: 'Русский', kz: 'Қазақша', en: 'English' };

interface StoredSettings {
  notifications?: boolean;
}

/** Language (confirm, store, reload: SPEC §4), theme, and notifications (a denied permission keeps them off). */
export function SettingsPage() {
  const { t } = useTranslation('account');
  const language = useBusValue('language');
  const theme = useBusValue('theme');
  const [notify, setNotify] = useState(() => readJson<StoredSettings>(STORAGE_KEYS.settings)?.notifications === true);
  const changeLanguage = (code: string) =>
    confirm({
      title: t('settings.languageConfirm', { lang: NAMES[code] }),
      okText: t('common.yes'),
      cancelText: t('common.no'),
      onOk: () => {
        bus.set('language', code);
        window.location.reload();
      },
    });
  const toggleNotifications = async (on: boolean) => {
    const granted =
      !on || (typeof Notification !== 'undefined' && (await Notification.requestPermission()) === 'granted');
    setNotify(on && granted);
    writeJson(STORAGE_KEYS.settings, {
      ...readJson<StoredSettings>(STORAGE_KEYS.settings),
      notifications: on && granted,
    });
  };
  return (
    <Card title={t('settings.title')}>
      <List>
        <List.Item
          extra={
            <Select
              aria-label={t('settings.language')}
              value={language}
              className="settings__language"
              onChange={changeLanguage}
              options={LANGUAGES.map((l) => ({ value: l, label: NAMES[l] }))}
            />
          }
        >
          {t('settings.language')}
        </List.Item>
        <List.Item
          extra={
            <Switch
              aria-label={t('settings.dark')}
              checked={theme === 'dark'}
              onChange={(d) => bus.set('theme', d ? 'dark' : 'light')}
            />
          }
        >
          {t('settings.dark')}
        </List.Item>
        <List.Item
          extra={
            <Switch
              aria-label={t('settings.notifications')}
              checked={notify}
              onChange={(on) => void toggleNotifications(on)}
            />
          }
        >
          {t('settings.notifications')}
        </List.Item>
      </List>
    </Card>
  );
}
