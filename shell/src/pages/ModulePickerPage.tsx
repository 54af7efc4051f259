import { Card, Col, Row, Skeleton } from 'antd';
import { bus, useBusValue, type SelectedModule } from '@mart/bus';
import { api } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { navigate, PageFrame, StatusPanel } from '@mart/ui';
import { useModules } from '../state/useSiteData';
import { Landing } from './Landing';

export function chooseModule(m: SelectedModule): void {
  bus.set('module', m);
  navigate('/home');
}

/** What /home shows until the customer picks a module (SPEC §4: picking saves it and goes to /home). */
export function ModulePickerPage() {
  const { t } = useTranslation();
  const modules = useModules();
  const current = useBusValue('module');
  if (modules.isPending)
    return (
      <PageFrame width="medium">
        <Skeleton active />
      </PageFrame>
    );
  if (modules.isError) {
    return (
      <StatusPanel
        status="500"
        title={t('errors.sorryTitle')}
        text={t('errors.generic')}
        action={{ label: t('remote.retry'), onClick: () => void modules.refetch() }}
        help
      />
    );
  }
  if (!modules.data.length) return <StatusPanel status="info" title={t('modulePicker.empty')} />;
  return (
    <Landing>
      <ModuleList modules={modules.data} current={current?.id ?? null} />
    </Landing>
  );
}

function ModuleList({ modules, current }: { modules: SelectedModule[]; current: number | null }) {
  const { t } = useTranslation();
  return (
    <PageFrame
      width="large"
      title={t('modulePicker.title')}
      titleId="module-picker-title"
      aria-labelledby="module-picker-title"
    >
      <Row gutter={[16, 16]} role="list">
        {modules.map((m) => (
          <Col xs={12} sm={8} md={6} key={m.id} role="listitem">
            <Card
              hoverable
              tabIndex={0}
              role="button"
              aria-pressed={current === m.id}
              aria-label={m.module_name}
              onClick={() => chooseModule(m)}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), chooseModule(m))}
              cover={
                m.icon_full_url ? (
                  <img
                    src={api.assetUrl(m.icon_full_url)}
                    alt=""
                    width={96}
                    height={96}
                    style={{ objectFit: 'contain', padding: 16, width: '100%', height: 120 }}
                  />
                ) : undefined
              }
            >
              <Card.Meta title={m.module_name} />
            </Card>
          </Col>
        ))}
      </Row>
    </PageFrame>
  );
}
