import { ApiError, catalogQueries } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { StatusPanel, linkClick } from '@mart/ui';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Card, Skeleton, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { LoadError } from '../../lib/states';
import { ItemEditor } from './ItemEditor';

/** /product/{id} (?module_id): the item page; the same ItemEditor body as the item modal. */
export function ProductPage() {
  const { t } = useTranslation('store');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const item = useQuery({ ...catalogQueries.item(valid ? id : 0), enabled: valid });

  if (!valid || (item.error instanceof ApiError && item.error.status === 404))
    return <StatusPanel status="404" title={t('browse.productNotFound')} />;
  if (item.isError) return <LoadError error={item.error} onRetry={() => void item.refetch()} />;
  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: 24 }} data-testid="product-page">
      {item.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 8 }} />
      ) : (
        <>
          <Breadcrumb
            items={[
              {
                title: (
                  <a href={`/store/${item.data.store_id}`} onClick={linkClick}>
                    {item.data.store_name}
                  </a>
                ),
              },
              { title: item.data.name },
            ]}
          />
          <Typography.Title level={1} style={{ fontSize: 28, marginTop: 12 }}>
            {item.data.name}
          </Typography.Title>
          <Card>
            {/* on the page the editor stays after adding: the toast confirms, the cart badge updates */}
            <ItemEditor item={item.data} onDone={() => undefined} />
          </Card>
        </>
      )}
    </div>
  );
}
