import { useBusValue } from '@mart/bus';
import { formatMoment } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { Empty, List, Tag, Text, usePrice } from '@mart/ui';

export interface Txn {
  id: number;
  transaction_type: string;
  credit: number;
  debit: number;
  created_at: string;
  reference: string | null;
}

/** A ledger list (wallet or loyalty): credit in green, debit in red, newest first as the API sends it. */
export function TransactionList({ items, points }: { items: Txn[]; points?: boolean }) {
  const { t } = useTranslation('account');
  // the customer's own events: on the browser's clock
  const language = useBusValue('language');
  const price = usePrice();
  const show = (n: number) => (points ? String(n) : price.major(n));
  if (items.length === 0) return <Empty description={t('wallet.noTransactions')} />;
  return (
    <List
      dataSource={items}
      renderItem={(x) => (
        <List.Item data-testid="transaction">
          <List.Item.Meta
            title={t(`txn.${x.transaction_type}`, { defaultValue: x.transaction_type })}
            description={formatMoment(x.created_at, language)}
          />
          {x.credit > 0 ? <Tag color="green">+{show(x.credit)}</Tag> : <Tag color="red">−{show(x.debit)}</Tag>}
          {x.reference && <Text type="secondary">{x.reference}</Text>}
        </List.Item>
      )}
    />
  );
}
