import { useRecordView } from '../../lib/useRecordView';
import { ApiError, catalogQueries } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { linkClick, PageFrame, PageSkeleton, QueryState, StatusPanel } from '@mart/ui';
import { lazyPart } from '@mart/runtime';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { ItemGallery } from '../../lib/items/ItemGallery';
import './product-page.css';

// the breadcrumb, name and pictures are plain HTML, the main picture being the page's largest paint; the editor
// (variations, add-ons, quantity, Add to cart: kit controls, no antd) arrives after them as its own chunk
const ItemEditor = lazyPart(() => import('../../lib/items/ItemEditor').then((m) => m.ItemEditor));

/** /product/{id} (?module_id): the item page; the same ItemEditor body as the item modal, the gallery beside it. */
export function ProductPage() {
  const { t } = useTranslation('store');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const item = useQuery({ ...catalogQueries.item(valid ? id : 0), enabled: valid });
  useRecordView(item.data ? id : null);

  if (!valid || (item.error instanceof ApiError && item.error.status === 404))
    return <StatusPanel status="404" title={t('browse.productNotFound')} />;
  if (item.isError) return <QueryState query={item} title={t('errors.loadFailed')} />;
  return (
    <PageFrame width="medium" className="product-page" data-testid="product-page">
      {item.isPending ? (
        <PageSkeleton rows={8} />
      ) : (
        <>
          <nav aria-label={t('a11y.breadcrumb')}>
            <ol className="mart-breadcrumb">
              <li>
                <a href={`/store/${item.data.store_id}`} onClick={linkClick}>
                  {item.data.store_name}
                </a>
              </li>
              <li aria-current="page">{item.data.name}</li>
            </ol>
          </nav>
          <h1 className="mart-title product-page__title">{item.data.name}</h1>
          <div className="product-page__card">
            <ItemGallery item={item.data} />
            <div className="product-page__editor">
              <Suspense fallback={<PageSkeleton rows={6} />}>
                {/* on the page the editor stays after adding: the toast confirms, the cart badge updates */}
                <ItemEditor item={item.data} gallery={false} onDone={() => undefined} />
              </Suspense>
            </div>
          </div>
        </>
      )}
    </PageFrame>
  );
}
