import { useQuery } from '@tanstack/react-query';
import { loyaltyQueries } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import {
  Button,
  CopyOutlined,
  Paragraph,
  QueryState,
  ShareAltOutlined,
  Stack,
  StatusPanel,
  TextInput,
  toast,
  usePrice,
} from '@mart/ui';
import { TitledCard } from '../../lib/TitledCard';
import { accountFlags } from '../../lib/config';
import './referral.css';

export function ReferralPage() {
  const { t } = useTranslation('account');
  const config = useBusValue('config');
  const price = usePrice();
  const q = useQuery(loyaltyQueries.referral());
  if (!accountFlags(config).referral) return <StatusPanel status="info" title={t('common.pageOff')} />;
  if (!q.isSuccess) return <QueryState query={q} />;
  const code = q.data.ref_code;
  const text = t('referral.shareText', { code, url: window.location.origin });
  const copy = () =>
    navigator.clipboard
      .writeText(code)
      .then(() => toast.success(t('referral.copied')))
      .catch(() => toast.error(t('referral.copyFailed')));
  const share = () =>
    navigator.share ? navigator.share({ title: t('referral.title'), text }).catch(() => undefined) : copy();
  return (
    <TitledCard title={t('referral.title')}>
      <Paragraph>{t('referral.text', { amount: price.major(q.data.referrer_earning) })}</Paragraph>
      <Stack className="referral__row">
        <TextInput
          readOnly
          value={code}
          aria-label={t('referral.code')}
          data-testid="ref-code"
          className="referral__code"
        />
        <Button icon={<CopyOutlined />} onClick={copy}>
          {t('referral.copy')}
        </Button>
        <Button variant="primary" icon={<ShareAltOutlined />} onClick={() => void share()}>
          {t('referral.share')}
        </Button>
      </Stack>
      <Paragraph type="secondary" className="mart-mt-16">
        {t('referral.count', { count: q.data.referred_count })}
      </Paragraph>
    </TitledCard>
  );
}
