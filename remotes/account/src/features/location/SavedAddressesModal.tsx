import { useState } from 'react';
import type { Address } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { addressTitle } from '../../lib/addresses/address-label';
import { useAddresses } from '../../lib/addresses/useAddresses';
import { Button, Empty, Modal, PageSkeleton, PlusOutlined, RadioGroup, Stack, Text } from '@mart/ui';
import './location.css';

/** SPEC §2 Saved Addresses modal: radio-style list, Add New Address, Cancel and Select; its empty text. */
export function SavedAddressesModal({
  onSelect,
  onAdd,
  onClose,
}: {
  onSelect: (a: Address) => void;
  onAdd: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const q = useAddresses();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const list = q.data?.addresses ?? [];
  return (
    <Modal
      open
      onCancel={onClose}
      title={t('location.savedTitle')}
      centered
      footer={
        <Stack justify="end">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            variant="primary"
            disabled={chosen === undefined}
            data-testid="saved-address-select"
            onClick={() => {
              const a = list.find((x) => String(x.id) === chosen);
              if (a) onSelect(a);
            }}
          >
            {t('location.select')}
          </Button>
        </Stack>
      }
    >
      {q.isPending ? (
        <PageSkeleton rows={3} />
      ) : list.length === 0 ? (
        <Empty description={t('location.noSaved')} />
      ) : (
        <RadioGroup
          label={t('location.savedTitle')}
          vertical
          value={chosen}
          onChange={setChosen}
          className="saved-addresses__list"
          options={list.map((a) => ({
            value: String(a.id),
            label: (
              <>
                <Text strong>{addressTitle(a, t)}</Text>
                <br />
                <Text type="secondary">{a.address}</Text>
              </>
            ),
          }))}
        />
      )}
      <Button icon={<PlusOutlined />} onClick={onAdd} block className="location__add mart-mt-12">
        {t('addresses.addNew')}
      </Button>
    </Modal>
  );
}
