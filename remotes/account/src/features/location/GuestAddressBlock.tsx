import { useState } from 'react';
import { readGuestAddress, type GuestAddress } from '@mart/api-client';
import { bus } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { Button, Divider, EditOutlined, List, LoginOutlined, PlusOutlined, Stack, Text } from '@mart/ui';
import { addressTitle } from '../../lib/addresses/address-label';
import './location.css';

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
      <Divider>{t('location.guestAddress')}</Divider>
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
                  variant="text"
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
        <Button
          icon={<PlusOutlined />}
          onClick={onEdit}
          block
          className="location__add"
          data-testid="guest-address-add"
        >
          {t('location.guestAdd')}
        </Button>
      )}
      <Stack direction="vertical" align="center" className="mart-full mart-center mart-mt-12">
        <Text type="secondary">{t('location.guestHint')}</Text>
        <Button icon={<LoginOutlined />} onClick={() => bus.request({ type: 'open-sign-in', view: 'sign-in' })}>
          {t('common.signIn')}
        </Button>
      </Stack>
    </>
  );
}
