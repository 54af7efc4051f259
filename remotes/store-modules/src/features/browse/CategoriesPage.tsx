import { catalogQueries } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { Card, Col, linkClick, PageFrame, QueryState, Row, Stack, StatusPanel, Tag, Text } from '@mart/ui';
import { useQuery } from '@tanstack/react-query';
import { useStoreModule } from '../../lib/module';
import './categories.css';

/** /categories: every category of the selected module (SPEC §2), with its sub-categories; 5 min cache (SPEC §9). */
export function CategoriesPage() {
  const { t } = useTranslation('store');
  const { module, moduleId } = useStoreModule();
  const categories = useQuery({ ...catalogQueries.categories(moduleId), enabled: Boolean(module) });

  if (!module) return <StatusPanel status="info" title={t('home.pickModule')} />;
  return (
    <PageFrame title={t('browse.allCategories', { module: module.module_name })} data-testid="categories-page">
      {!categories.isSuccess ? (
        <QueryState query={categories} rows={6} title={t('errors.loadFailed')} />
      ) : categories.data.length === 0 ? (
        <StatusPanel status="info" title={t('browse.noCategories')} text={t('browse.noCategoriesHint')} />
      ) : (
        <Row gutter={[16, 16]}>
          {categories.data.map((c) => (
            <Col key={c.id} xs={12} md={8} lg={6}>
              <Card size="small" data-testid="category-card">
                <a href={`/category/${c.id}`} onClick={linkClick} className="mart-block">
                  <Stack gap={12} align="center">
                    <img src={c.image_full_url} alt="" width={56} height={56} className="categories__image" />
                    <div className="mart-min-0">
                      <Text strong ellipsis className="mart-block">
                        {c.name}
                      </Text>
                      <Text type="secondary" className="mart-small">
                        {t('browse.itemsCount', { count: c.products_count })}
                      </Text>
                    </div>
                  </Stack>
                </a>
                {c.childes.length > 0 && (
                  <Stack gap={4} wrap className="mart-mt-8">
                    {c.childes.map((s) => (
                      <Tag key={s.id}>
                        <a href={`/category/${s.id}`} onClick={linkClick}>
                          {s.name}
                        </a>
                      </Tag>
                    ))}
                  </Stack>
                )}
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </PageFrame>
  );
}
