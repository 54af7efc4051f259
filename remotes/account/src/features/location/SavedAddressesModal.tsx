import { useState } from 'react';
import { Button, Empty, Radio, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Address } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { addressTitle } from '../addresses/address-label';
import { useAddresses } from '../addresses/useAddresses';
import { Modal, PageSkeleton } from '@mart/ui';
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
  const [chosen, setChosen] = useState<number | null>(null);
  const list = q.data?.addresses ?? [];
  return (
    <Modal
      open
      onCancel={onClose}
      title={t('location.savedTitle')}
      centered
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            disabled={chosen === null}
            data-testid="saved-address-select"
            onClick={() => {
              const a = list.find((x) => x.id === chosen);
              if (a) onSelect(a);
            }}
          >
            {t('location.select')}
          </Button>
        </Space>
      }
    >
      {q.isPending ? (
        <PageSkeleton rows={3} />
      ) : list.length === 0 ? (
        <Empty description={t('location.noSaved')} />
      ) : (
        <Radio.Group
          value={chosen}
          onChange={(e) => setChosen(e.target.value as number)}
          className="saved-addresses__list"
        >
          <Space orientation="vertical" className="mart-full">
            {list.map((a) => (
              <Radio key={a.id} value={a.id} data-testid="saved-address-option">
                <Typography.Text strong>{addressTitle(a, t)}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{a.address}</Typography.Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
      <Button type="dashed" block icon={<PlusOutlined />} onClick={onAdd} className="mart-mt-12">
        {t('addresses.addNew')}
      </Button>
    </Modal>
  );
}
