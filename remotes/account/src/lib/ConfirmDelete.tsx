import { Button, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from '@mart/i18n';

/** A list row's delete icon button that asks Yes/No first; `label` names what goes, for screen readers. */
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
    <Popconfirm
      title={question}
      okText={t('common.yes')}
      cancelText={t('common.no')}
      okButtonProps={okTestId ? { 'data-testid': okTestId } : undefined}
      onConfirm={onConfirm}
    >
      <Button type="text" danger icon={<DeleteOutlined />} loading={loading} aria-label={label} />
    </Popconfirm>
  );
}
