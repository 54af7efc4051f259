import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { interestQueries, profileApi } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { Button, Checkbox, Col, navigate, Paragraph, QueryState, Row, showApiErrors, Stack, toast } from '@mart/ui';
import { TitledCard } from '../../lib/TitledCard';

/** SPEC §4: after sign-up (zone set, not parcel) the customer picks categories, or skips to /home. */
export function InterestPage() {
  const { t } = useTranslation('account');
  const q = useQuery(interestQueries.categories());
  const [picked, setPicked] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  if (!q.isSuccess) return <QueryState query={q} />;
  const save = async () => {
    setBusy(true);
    try {
      toast.success((await profileApi.updateInterest(picked)).message);
      navigate('/home');
    } catch (e) {
      showApiErrors(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <TitledCard title={t('interest.title')}>
      <Paragraph type="secondary">{t('interest.text')}</Paragraph>
      <Row gutter={[12, 12]}>
        {q.data.map((c) => (
          <Col key={c.id} xs={12} md={6}>
            <Checkbox
              value={c.id}
              checked={picked.includes(c.id)}
              onChange={(e) => setPicked(e.target.checked ? [...picked, c.id] : picked.filter((id) => id !== c.id))}
            >
              {c.name}
            </Checkbox>
          </Col>
        ))}
      </Row>
      <Stack className="mart-mt-24">
        <Button onClick={() => navigate('/home')}>{t('interest.skip')}</Button>
        <Button variant="primary" disabled={picked.length === 0} loading={busy} onClick={() => void save()}>
          {t('interest.save')}
        </Button>
      </Stack>
    </TitledCard>
  );
}
