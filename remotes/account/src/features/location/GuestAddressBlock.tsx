import { useState } from 'react';
import { Button, Divider, List, Space, Typography } from 'antd';
import { EditOutlined, LoginOutlined, PlusOutlined } from '@ant-design/icons';
import { readGuestAddress, type GuestAddress } from '@mart/api-client';
import { bus } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { addressTitle } from '../addresses/address-label';

/**
 * The location popover for a guest (SPEC §6: one local delivery address): the address kept on this device, to use
 * and to edit (the form keeps it locally, no call), or a button to add one; and the sign-in for saved addresses.
 */
export function GuestAddressBlock({
  busy,
  onUse,
  onEdit,
}: {
  busy: string | null;
  onUse: (a: GuestAddress) => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation('account');
  // read when the popover opens: the checkout or the form may have changed it since
  const [kept] = useState(() => readGuestAddress());
  const has = Boolean(kept?.address);
  return (
    <>
      <Divider plain>{t('location.guestAddress')}</Divider>
      {has && kept ? (
        <List
          dataSource={[kept]}
          renderItem={(a) => (
            <List.Item
              data-testid="guest-address"
              actions={[
                <Button
                  key="use"
                  size="small"
                  loading={busy === 'guest'}
                  onClick={() => onUse(a)}
                  aria-label={`${t('location.select')}: ${a.address}`}
                >
                  {t('location.select')}
                </Button>,
                <Button
                  key="edit"
                  size="small"
                  type="text"
                  icon={<EditOutlined />}
                  onClick={onEdit}
                  aria-label={`${t('addresses.edit')}: ${a.address}`}
                />,
              ]}
            >
              <List.Item.Meta
                title={addressTitle(a, t)}
                description={[a.address, a.contact_person_name, a.contact_person_number].filter(Boolean).join(' · ')}
              />
            </List.Item>
          )}
        />
      ) : (
        <Button block type="dashed" icon={<PlusOutlined />} onClick={onEdit} data-testid="guest-address-add">
          {t('location.guestAdd')}
        </Button>
      )}
      <Space orientation="vertical" className="mart-full mart-center mart-mt-12">
        <Typography.Text type="secondary">{t('location.guestHint')}</Typography.Text>
        <Button icon={<LoginOutlined />} onClick={() => bus.request({ type: 'open-sign-in', view: 'sign-in' })}>
          {t('common.signIn')}
        </Button>
      </Space>
    </>
  );
}
