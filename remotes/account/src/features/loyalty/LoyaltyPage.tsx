import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loyaltyApi, loyaltyQueries } from '@mart/api-client';
import { bus, useBusValue } from '@mart/bus';
import { intlLocale } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import {
  Button,
  Card,
  GiftOutlined,
  Modal,
  PageSkeleton,
  Paragraph,
  QueryState,
  showApiErrors,
  Stack,
  Statistic,
  StatusPanel,
  Text,
  TextInput,
  toast,
  usePrice,
} from '@mart/ui';
import { TitledCard } from '../../lib/TitledCard';
import { accountFlags } from '../../lib/config';
import { TransactionList } from '../../lib/TransactionList';

/** SPEC §2 "Total points" card with Convert to currency (into the wallet at the configured rate). */
export function LoyaltyPage() {
  const { t } = useTranslation('account');
  const config = useBusValue('config');
  const language = useBusValue('language');
  const price = usePrice();
  const summary = useQuery(loyaltyQueries.summary());
  const txns = useQuery(loyaltyQueries.transactions());
  const [converting, setConverting] = useState(false);
  const [points, setPoints] = useState<number | null>(null);
  if (!accountFlags(config).loyalty) return <StatusPanel status="info" title={t('common.pageOff')} />;
  if (!summary.isSuccess) return <QueryState query={summary} />;
  const s = summary.data;
  const convert = async () => {
    try {
      const res = await loyaltyApi.convert(points ?? 0);
      toast.success(res.message);
      setConverting(false);
      void summary.refetch();
      void txns.refetch();
      bus.request({ type: 'refresh', what: 'profile' });
    } catch (e) {
      showApiErrors(e);
    }
  };
  return (
    <>
      <Card className="mart-mb-16">
        <div data-testid="loyalty-total">
          <Statistic
            title={t('loyalty.total')}
            prefix={<GiftOutlined />}
            value={new Intl.NumberFormat(intlLocale(language)).format(s.total_points)}
          />
        </div>
        <Paragraph type="secondary">
          {t('loyalty.rate', { points: s.exchange_rate, amount: price.major(1), min: s.minimum_points })}
        </Paragraph>
        <Button
          variant="link"
          onClick={() => setConverting(true)}
          className="mart-p-0"
          data-testid="convert-link"
          disabled={s.total_points < s.minimum_points}
        >
          {t('loyalty.convert')}
        </Button>
      </Card>
      <TitledCard title={t('loyalty.history')} level={3}>
        {txns.isPending ? <PageSkeleton /> : <TransactionList items={txns.data?.data ?? []} points />}
      </TitledCard>
      <Modal
        open={converting}
        onCancel={() => setConverting(false)}
        title={t('loyalty.convert')}
        okText={t('loyalty.convertOk')}
        cancelText={t('common.cancel')}
        okButtonProps={{
          disabled: !points || points < s.minimum_points || points > s.total_points,
          'data-testid': 'convert-ok',
        }}
        onOk={convert}
      >
        <Stack direction="vertical" className="mart-full">
          <label htmlFor="convert-points">{t('loyalty.points')}</label>
          <TextInput
            id="convert-points"
            type="number"
            inputMode="numeric"
            min={s.minimum_points}
            max={s.total_points}
            value={points ?? ''}
            onChange={(e) => setPoints(e.target.value === '' ? null : Math.floor(Number(e.target.value)))}
          />
          <Text>{t('loyalty.youGet', { amount: price.major((points ?? 0) / s.exchange_rate) })}</Text>
        </Stack>
      </Modal>
    </>
  );
}
