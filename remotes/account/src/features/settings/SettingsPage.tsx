import { useEffect, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, notificationQueries, profileApi, type NotificationSettings } from '@mart/api-client';
import { bus, useBusValue } from '@mart/bus';
import { LANGUAGES } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { Card, confirm, Select, Switch, toast } from '@mart/ui';
import { currentPushState, turnPushOff, turnPushOn, type PushState } from './browser-push';
import './settings.css';

const NAMES: Record<string, string> = { ru: 'Русский', kz: 'Қазақша', en: 'English' };

const PUSH_HINTS: Partial<Record<PushState, string>> = {
  on: 'settings.pushOn',
  denied: 'settings.pushDenied',
  failed: 'settings.pushFailed',
  unsupported: 'settings.pushUnsupported',
};

/** One setting: its name (and hint) at the start, its control at the end (antd's List.Item with `extra`). */
function SettingRow({ control, children }: { control: ReactNode; children: ReactNode }) {
  return (
    <li className="settings__row">
      {children}
      {control}
    </li>
  );
}

/**
 * Language (confirm, store, reload: SPEC §4), theme, and notifications. A signed-in customer's Notifications switch
 * is the account's order and trip status updates by e-mail (or text), with receipts by e-mail beside it (issue 39),
 * and this browser's Web Push subscription (issue 45.2): on asks for permission and stores the subscription as the
 * push token; denied stores none and says so (SPEC §8). A guest has no account to send to: the switch asks them to
 * sign in.
 */
export function SettingsPage() {
  const { t } = useTranslation('account');
  const language = useBusValue('language');
  const theme = useBusValue('theme');
  const { token } = useBusValue('auth');
  const queryClient = useQueryClient();
  const account = useQuery(notificationQueries.get(token));
  const [push, setPush] = useState<PushState | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    void currentPushState(true).then((state) => live && setPush(state));
    return () => {
      live = false;
    };
  }, [token]);
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
  const toggleUpdates = async (on: boolean) => {
    await saveAccount({ order_updates: on });
    if (on) setPush(await turnPushOn());
    else {
      await turnPushOff();
      setPush('off');
    }
  };
  const settings = token ? account.data : undefined;
  const pushHint = push ? PUSH_HINTS[push] : undefined;
  return (
    <Card title={t('settings.title')}>
      <ul className="settings__list">
        <SettingRow
          control={
            <Select
              aria-label={t('settings.language')}
              value={language}
              className="settings__language"
              onChange={(code) => code && changeLanguage(code)}
              options={LANGUAGES.map((l) => ({ value: l, label: NAMES[l] ?? l }))}
            />
          }
        >
          {t('settings.language')}
        </SettingRow>
        <SettingRow
          control={
            <Switch
              aria-label={t('settings.dark')}
              checked={theme === 'dark'}
              onChange={(d) => bus.set('theme', d ? 'dark' : 'light')}
            />
          }
        >
          {t('settings.dark')}
        </SettingRow>
        <SettingRow
          control={
            token ? (
              <Switch
                aria-label={t('settings.notifications')}
                aria-describedby="settings-updates-hint"
                checked={settings?.order_updates ?? false}
                disabled={!settings}
                onChange={(on) => void toggleUpdates(on)}
              />
            ) : (
              <Switch
                aria-label={t('settings.notifications')}
                aria-describedby="settings-updates-hint"
                checked={false}
                onChange={() => bus.request({ type: 'open-sign-in' })}
              />
            )
          }
        >
          <div>
            {t('settings.notifications')}
            <div id="settings-updates-hint" className="settings__hint">
              {token ? t('settings.notificationsHint') : t('settings.guestHint')}
              {token && pushHint && (
                <div role="status" data-testid="push-state" data-state={push}>
                  {t(pushHint)}
                </div>
              )}
            </div>
          </div>
        </SettingRow>
        {token && (
          <SettingRow
            control={
              <Switch
                aria-label={t('settings.receipts')}
                aria-describedby="settings-receipts-hint"
                checked={settings?.receipts ?? true}
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
          </SettingRow>
        )}
      </ul>
    </Card>
  );
}
