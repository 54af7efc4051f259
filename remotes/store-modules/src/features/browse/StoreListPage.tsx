import { useTranslation } from '@mart/i18n';
import { PageFrame, QueryState, StatusPanel } from '@mart/ui';
import { useQuery } from '@tanstack/react-query';

import { useState } from 'react';
import { useStoreModule } from '../../lib/module';
import { StoreGrid } from '../../lib/stores/StoreGrid';
import { browseQueries, STORE_LIST_PAGE } from './browse-queries';

/** SPEC §9: latest and popular stores are fetched 12 at a time. */

/** /store/latest and /store/popular: the module's stores, newest or most ordered first, 12 a page. */
export function StoreListPage({ kind }: { kind: 'latest' | 'popular' }) {
  const { t } = useTranslation('store');
  const { module, moduleId, zoneKey } = useStoreModule();
  const [page, setPage] = useState(1);
  const stores = useQuery(browseQueries.stores(kind, moduleId, zoneKey, page, Boolean(module)));
  if (!module) return <StatusPanel status="info" title={t('home.pickModule')} />;
  return (
    <PageFrame
      title={kind === 'latest' ? t('home.latestStores') : t('home.popularStores')}
      data-testid={`store-list-${kind}`}
    >
      {!stores.isSuccess ? (
        <QueryState query={stores} rows={6} title={t('errors.loadFailed')} />
      ) : stores.data.stores.length === 0 ? (
        <StatusPanel status="info" title={t('home.noStores')} text={t('browse.noStoresHint')} />
      ) : (
        <StoreGrid
          stores={stores.data.stores}
          total={stores.data.total_size}
          page={page}
          pageSize={STORE_LIST_PAGE}
          onPage={setPage}
        />
      )}
    </PageFrame>
  );
}
