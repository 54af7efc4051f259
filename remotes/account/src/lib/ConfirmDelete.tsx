import { useTranslation } from '@mart/i18n';
import { Button, confirm, DeleteOutlined } from '@mart/ui';

/**
 * A list row's delete icon button that asks Yes/No first; `label` names what goes, for screen readers. The question
 * is the kit's confirmation dialog, so a keyboard reaches its buttons and comes back to this one.
 */
export function ConfirmDelete({
  question,
  label,
  onConfirm,
  loading,
  okTestId,
}: {
  question: string;
  label: string;
  onConfirm: () => unknown;
  loading?: boolean;
  okTestId?: string;
}) {
  const { t } = useTranslation('account');
  return (
    <Button
      variant="text"
      danger
      icon={<DeleteOutlined />}
      loading={loading}
      aria-label={label}
      onClick={() =>
        confirm({
          title: question,
          okText: t('common.yes'),
          cancelText: t('common.no'),
          // the test id is not among the button's typed props: spread in, as antd passes it on to the button
          okButtonProps: okTestId ? { ...{ 'data-testid': okTestId } } : undefined,
          onOk: () => void onConfirm(),
        })
      }
    />
  );
}
