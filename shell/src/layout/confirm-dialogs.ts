import { bus } from '@mart/bus';
import { i18n } from '@mart/i18n';
import { confirm } from '@mart/ui';

// The header's confirm dialogs. Their own chunk: antd's Modal is not needed to paint the header.

export function confirmLogout(t: (k: string) => string): void {
  confirm({
    title: t('logoutConfirm'),
    okText: t('yes'),
    cancelText: t('no'),
    onOk: () => bus.request({ type: 'logout' }),
  });
}

/** SPEC §4: confirm, store language and country, reload. */
export function confirmLanguage(code: string, label: string): void {
  const t = i18n.t;
  confirm({
    title: t('language.title'),
    content: t('language.confirm', { lang: label }),
    okText: t('language.yes'),
    cancelText: t('language.no'),
    onOk: () => {
      bus.set('language', code);
      window.location.reload();
    },
  });
}
