import { profileApi, queryClient } from '@mart/api-client';
import { bus } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { Button, DeleteOutlined, navigate, showApiErrors, toast } from '@mart/ui';

/** SPEC §4 account deletion: clears the token, 'Account has been deleted', resets the user, goes home. */
export function DeleteAccount() {
  const { t } = useTranslation('account');
  // antd's confirm dialog loads with the tap: the button is all the first screen draws
  const ask = async () => {
    const { confirm } = await import('./confirm-modal');
    confirm({
      title: t('profile.deleteTitle'),
      content: t('profile.deleteText'),
      okText: t('profile.deleteOk'),
      // the test id is not among the button's typed props: spread in, as antd passes it on to the button
      okButtonProps: { danger: true, ...{ 'data-testid': 'delete-confirm' } },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await profileApi.removeAccount();
          bus.set('auth', { token: null, profile: null });
          bus.set('cartCounts', { store: 0, rental: 0, carmarket: 0 });
          queryClient.clear();
          toast.success(t('profile.deleted'));
          navigate('/home');
        } catch (e) {
          showApiErrors(e);
        }
      },
    });
  };
  return (
    <Button danger icon={<DeleteOutlined />} onClick={() => void ask()} data-testid="delete-account">
      {t('profile.delete')}
    </Button>
  );
}
