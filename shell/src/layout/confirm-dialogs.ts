import { bus } from '@mart/bus';
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
