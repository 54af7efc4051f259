import { addressQueries, type Address } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { useQuery } from '@tanstack/react-query';
import { Radio, Skeleton, Space, Typography } from 'antd';

/**
 * The signed-in customer's saved addresses as radio choices (SPEC §2 address picker), only those the store's zone
 * delivers to; none: the form alone.
 */
export function SavedAddresses({
  value,
  onChange,
  zoneId,
}: {
  value: number | null;
  onChange: (a: Address | null) => void;
  zoneId: number | null;
}) {
  const { t } = useTranslation('store');
  const token = useBusValue('auth').token;
  const saved = useQuery(addressQueries.list(token));
  if (saved.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  const list = (saved.data?.addresses ?? []).filter(
    (a) => zoneId === null || a.zone_id === zoneId || (a.zone_ids ?? []).includes(zoneId),
  );
  if (list.length === 0) return null;
  return (
    <Radio.Group
      aria-label={t('checkout.savedAddresses')}
      value={value ?? 0}
      onChange={(e) => onChange(list.find((a) => a.id === e.target.value) ?? null)}
      className="mart-full mart-mb-16"
    >
      <Space orientation="vertical">
        {list.map((a) => (
          <Radio key={a.id} value={a.id}>
            <Typography.Text strong>
              {a.address_label ||
                t(`checkout.addressType.${a.address_type.toLowerCase()}`, { defaultValue: a.address_type })}
            </Typography.Text>
            {' — '}
            {a.address}
          </Radio>
        ))}
        <Radio value={0}>{t('checkout.otherAddress')}</Radio>
      </Space>
    </Radio.Group>
  );
}
