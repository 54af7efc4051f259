import { useState } from 'react';
import { Button, Checkbox, Col, Row, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { interestQueries, profileApi } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { navigate, toast, showApiErrors } from '@mart/ui';
import { TitledCard } from '../../lib/TitledCard';
import { QueryFallback } from '../../lib/QueryFallback';

/** SPEC §4: after sign-up (zone set, not parcel) the customer picks categories, or skips to /home. */
export function InterestPage() {
  const { t } = useTranslation('account');
  const q = useQuery(interestQueries.categories());
  const [picked, setPicked] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  if (!q.isSuccess) return <QueryFallback query={q} />;
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
      <Typography.Paragraph type="secondary">{t('interest.text')}</Typography.Paragraph>
      <Checkbox.Group value={picked} onChange={(v) => setPicked(v as number[])} className="mart-full">
        <Row gutter={[12, 12]}>
          {q.data.map((c) => (
            <Col key={c.id} xs={12} md={6}>
              <Checkbox value={c.id}>{c.name}</Checkbox>
            </Col>
          ))}
        </Row>
      </Checkbox.Group>
      <Space className="mart-mt-24">
        <Button onClick={() => navigate('/home')}>{t('interest.skip')}</Button>
        <Button type="primary" disabled={picked.length === 0} loading={busy} onClick={save}>
          {t('interest.save')}
        </Button>
      </Space>
    </TitledCard>
  );
}
