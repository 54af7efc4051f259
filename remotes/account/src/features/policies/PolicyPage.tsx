import { useQuery } from '@tanstack/react-query';
import { type PolicyPage as Page, pageQueries } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { navigate, QueryState, StatusPanel, Title } from '@mart/ui';
import { accountFlags } from '../../lib/config';

/** Terms, privacy, about, and the refund/cancellation/shipping policies that config can switch off (flag 0). */
export function PolicyPage({ page }: { page: Page }) {
  const { t } = useTranslation('account');
  const language = useBusValue('language');
  const flags = accountFlags(useBusValue('config'));
  const hidden =
    (page === 'refund-policy' && !flags.refundPolicy) ||
    (page === 'cancellation-policy' && !flags.cancellationPolicy) ||
    (page === 'shipping-policy' && !flags.shippingPolicy);
  const q = useQuery(pageQueries.page(page, language, !hidden));
  if (hidden)
    return (
      <StatusPanel
        status="404"
        title={t('common.notFound')}
        action={{ label: t('common.home'), onClick: () => navigate('/home') }}
      />
    );
  if (!q.isSuccess) return <QueryState query={q} rows={8} />;
  return (
    <article>
      <Title level={1}>{q.data.title}</Title>
      {q.data.content.split('\n\n').map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </article>
  );
}
