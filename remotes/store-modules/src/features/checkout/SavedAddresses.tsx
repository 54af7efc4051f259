import { addressQueries, type Address } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { useQuery } from '@tanstack/react-query';
import { PageSkeleton, RadioGroup } from '@mart/ui';

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
  if (saved.isPending) return <PageSkeleton rows={2} />;
  const list = (saved.data?.addresses ?? []).filter(
    (a) => zoneId === null || a.zone_id === zoneId || (a.zone_ids ?? []).includes(zoneId),
  );
  if (list.length === 0) return null;
  return (
    <RadioGroup
      vertical
      label={t('checkout.savedAddresses')}
      value={String(value ?? 0)}
      onChange={(v) => onChange(list.find((a) => String(a.id) === v) ?? null)}
      className="mart-mb-16"
      options={[
        ...list.map((a) => ({
          value: String(a.id),
          label: (
            <>
              <strong>
                {a.address_label ||
                  t(`checkout.addressType.${a.address_type.toLowerCase()}`, { defaultValue: a.address_type })}
              </strong>
              {' — '}
              {a.address}
            </>
          ),
        })),
        { value: '0', label: t('checkout.otherAddress') },
      ]}
    />
  );
}
