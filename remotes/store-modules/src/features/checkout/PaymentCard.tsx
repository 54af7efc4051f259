import type { PaymentMethod } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { Alert, Card, RadioGroup } from '@mart/ui';

/** The site's payment methods (wallet for a signed-in customer only); cash over the store's limit is refused. */
export function PaymentCard({
  methods,
  value,
  onChange,
  guest,
  overCod,
}: {
  methods: readonly { gateway: string; gateway_title: string }[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  guest: boolean;
  overCod: boolean;
}) {
  const { t } = useTranslation('store');
  return (
    <Card title={t('checkout.payment')} size="small" className="mart-mt-16">
      <RadioGroup<PaymentMethod>
        vertical
        label={t('checkout.payment')}
        value={value}
        onChange={onChange}
        options={methods.map((m) => {
          const method: PaymentMethod =
            m.gateway === 'cash_on_delivery' || m.gateway === 'wallet' ? m.gateway : 'digital_payment';
          return { value: method, label: m.gateway_title, disabled: method === 'wallet' && guest };
        })}
      />
      {value === 'cash_on_delivery' && overCod && (
        <Alert className="mart-mt-8" type="warning" message={t('msg.codLimit')} />
      )}
    </Card>
  );
}
