import { useRecordView } from '../useRecordView';
import type { StoreCartLine } from '@mart/api-client';
import { catalogQueries, errorMessage } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ItemEditor } from './ItemEditor';
import { Alert, Modal, Skeleton } from '@mart/ui';

export { ItemEditor } from './ItemEditor';

interface Props {
  itemId: number | null;
  campaign?: boolean;
  /** editing a cart line instead of adding */
  line?: StoreCartLine | null;
  onClose: () => void;
}

/** Item modal (SPEC §2, §4, §5): loads the item, edits a selection, prices it live, adds or updates the cart line. */
export function ItemModal({ itemId, campaign = false, line, onClose }: Props) {
  const { t } = useTranslation('store');
  // the item last shown stays drawn while the modal animates closed (a quick view closes by its address changing)
  const [shown, setShown] = useState(itemId);
  if (itemId !== null && itemId !== shown) setShown(itemId);
  const query = useQuery({ ...catalogQueries.item(shown ?? 0, campaign), enabled: shown !== null });
  // the quick view counts as a view; editing a cart line does not
  useRecordView(query.data && !line ? itemId : null);
  return (
    <Modal
      open={itemId !== null}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
      title={query.data?.name ?? t('item.loading')}
    >
      {query.isPending ? (
        <Skeleton avatar rows={6} />
      ) : query.isError ? (
        <Alert type="error" message={t('errors.loadFailed')} description={errorMessage(query.error)} />
      ) : (
        <ItemEditor item={query.data} line={line} onDone={onClose} />
      )}
    </Modal>
  );
}
