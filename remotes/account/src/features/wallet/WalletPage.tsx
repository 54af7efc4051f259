import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { walletQueries } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import {
  Button,
  Card,
  PlusOutlined,
  QueryState,
  Spin,
  Statistic,
  StatusPanel,
  usePrice,
  WalletOutlined,
} from '@mart/ui';
import { TitledCard } from '../../lib/TitledCard';
import { accountFlags } from '../../lib/config';
import { useProfile } from '../../lib/useProfile';
import { AddFundModal } from './AddFundModal';
import { TransactionList } from '../../lib/TransactionList';

export function WalletPage() {
  const { t } = useTranslation('account');
  const config = useBusValue('config');
  const price = usePrice();
  const profile = useProfile();
  const txns = useQuery(walletQueries.transactions());
  const [adding, setAdding] = useState(false);
  if (!accountFlags(config).wallet) return <StatusPanel status="info" title={t('common.pageOff')} />;
  return (
    <>
      <Card className="mart-mb-16">
        <div data-testid="wallet-balance">
          <Statistic
            title={t('wallet.balance')}
            prefix={<WalletOutlined />}
            value={profile.isPending ? <Spin size="small" /> : price.major(profile.data?.wallet_balance ?? 0)}
          />
        </div>
        <Button
          variant="primary"
          icon={<PlusOutlined />}
          onClick={() => setAdding(true)}
          className="mart-mt-12"
          data-testid="add-fund"
        >
          {t('wallet.addFund')}
        </Button>
      </Card>
      <TitledCard title={t('wallet.history')} level={3}>
        {!txns.isSuccess ? <QueryState query={txns} /> : <TransactionList items={txns.data.data} />}
      </TitledCard>
      {adding && <AddFundModal onClose={() => setAdding(false)} />}
    </>
  );
}
