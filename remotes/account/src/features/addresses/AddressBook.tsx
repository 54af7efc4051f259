import { useState } from 'react';
import { addressApi, type Address } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { canEditAddress } from '@mart/domain';
import {
  Button,
  EditOutlined,
  Empty,
  EnvironmentOutlined,
  List,
  PlusOutlined,
  QueryState,
  showApiErrors,
  Stack,
  toast,
} from '@mart/ui';
import { TitledCard } from '../../lib/TitledCard';
import { ConfirmDelete } from '../../lib/ConfirmDelete';
import { addressTitle } from '../../lib/addresses/address-label';
import { AddressFormModal } from '../../lib/addresses/AddressFormModal';
import { useAddresses } from '../../lib/addresses/useAddresses';
import './address-book.css';

export function AddressBook() {
  const { t } = useTranslation('account');
  const q = useAddresses();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const remove = async (a: Address) => {
    try {
      toast.success((await addressApi.remove(a.id)).message);
      void q.refetch();
    } catch (e) {
      showApiErrors(e);
    }
  };
  return (
    <TitledCard
      title={t('addresses.title')}
      extra={
        <Button variant="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="address-add">
          {t('addresses.addNew')}
        </Button>
      }
    >
      {!q.isSuccess ? (
        <QueryState query={q} />
      ) : q.data.addresses.length === 0 ? (
        <Empty description={t('addresses.empty')} />
      ) : (
        <List
          dataSource={q.data.addresses}
          renderItem={(a) => (
            <List.Item
              data-testid="address-item"
              actions={[
                // SPEC §4: Edit is hidden for type 'Selected Address'
                ...(canEditAddress(a)
                  ? [
                      <Button
                        key="e"
                        variant="text"
                        icon={<EditOutlined />}
                        aria-label={`${t('addresses.edit')}: ${addressTitle(a, t)}`}
                        onClick={() => setEditing(a)}
                      />,
                    ]
                  : []),
                <ConfirmDelete
                  key="d"
                  question={t('addresses.deleteConfirm')}
                  label={`${t('addresses.delete')}: ${addressTitle(a, t)}`}
                  onConfirm={() => remove(a)}
                />,
              ]}
            >
              <List.Item.Meta
                avatar={<EnvironmentOutlined className="address-book__icon" />}
                title={addressTitle(a, t)}
                description={
                  <Stack direction="vertical" gap={0}>
                    <span>{a.address}</span>
                    <span>
                      {a.contact_person_name}, {a.contact_person_number}
                    </span>
                  </Stack>
                }
              />
            </List.Item>
          )}
        />
      )}
      {editing && (
        <AddressFormModal
          address={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void q.refetch();
          }}
        />
      )}
    </TitledCard>
  );
}
