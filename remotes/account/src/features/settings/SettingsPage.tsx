import { useState } from 'react';
import { Card, List, Modal, Select, Switch } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  STORAGE_KEYS,
  errorMessage,
  notificationQueries,
  profileApi,
  readJson,
  writeJson,
  type NotificationSettings,
} from '@mart/api-client';
import { bus, useBusValue } from '@mart/bus';
import { LANGUAGES } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { toast } from '@mart/ui';
import './settings.css';

const NAMES: Record<string, string> = { ru: 'Русский', kz: 'Қазақша', en: 'English' };

interface StoredSettings {
  notifications?: boolean;
}

/**
 * Language (confirm, store, reload: SPEC §4), theme, and notifications. A guest's Notifications switch is this
 * browser's (a denied permission keeps it off); a signed-in customer's is the account's: order and trip status
 * updates by e-mail (or text), with receipts by e-mail beside it (issue 39: the API sends what these allow).
 */
export function SettingsPage() {
  const { t } = useTranslation('account');
  const language = useBusValue('language');
  const theme = useBusValue('theme');
  const { token } = useBusValue('auth');
  const queryClient = useQueryClient();
  const account = useQuery(notificationQueries.get(token));
  const [notify, setNotify] = useState(() => readJson<StoredSettings>(STORAGE_KEYS.settings)?.notifications === true);
  const changeLanguage = (code: string) =>
    Modal.confirm({
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
  const saveAccount = async (change: Partial<NotificationSettings>) => {
    const key = notificationQueries.get(token).queryKey;
    const before = queryClient.getQueryData<NotificationSettings>(key);
    if (before) queryClient.setQueryData(key, { ...before, ...change });
    try {
      queryClient.setQueryData(key, await profileApi.updateNotificationSettings(change));
    } catch (e) {
      queryClient.setQueryData(key, before);
      toast.error(errorMessage(e));
    }
  };
  const settings = token ? account.data : undefined;
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
            token ? (
              <Switch
                aria-label={t('settings.notifications')}
                aria-describedby="settings-updates-hint"
                checked={settings?.order_updates ?? false}
                loading={!settings}
                disabled={!settings}
                onChange={(on) => void saveAccount({ order_updates: on })}
              />
            ) : (
              <Switch
                aria-label={t('settings.notifications')}
                checked={notify}
                onChange={(on) => void toggleNotifications(on)}
              />
            )
          }
        >
          <div>
            {t('settings.notifications')}
            {token && (
              <div id="settings-updates-hint" className="settings__hint">
                {t('settings.notificationsHint')}
              </div>
            )}
          </div>
        </List.Item>
        {token && (
          <List.Item
            extra={
              <Switch
                aria-label={t('settings.receipts')}
                aria-describedby="settings-receipts-hint"
                checked={settings?.receipts ?? true}
                loading={!settings}
                disabled={!settings}
                onChange={(on) => void saveAccount({ receipts: on })}
              />
            }
          >
            <div>
              {t('settings.receipts')}
              <div id="settings-receipts-hint" className="settings__hint">
                {t('settings.receiptsHint')}
              </div>
            </div>
          </List.Item>
        )}
      </List>
    </Card>
  );
}
