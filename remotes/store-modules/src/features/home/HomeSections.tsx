import type { Item } from '@mart/api-types';
import { useTranslation } from '@mart/i18n';
import { Section } from '@mart/ui';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { LazyItemModal } from '../items/LazyItemModal';
import { ProductGrid } from '../items/ProductGrid';
import { StoreCard } from '../stores/StoreCard';
import { homeQueries, type Diet } from './home-queries';

/**
 * The store home below its categories: popular and latest stores, recommended, discounted and new items (plain
 * cards). Loaded after the top of the page; the cards render from deferred values (React renders them in small
 * interruptible slices), so two dozen store and three dozen product cards never hold a click back.
 */
export function HomeSections({ moduleId, zoneKey, diet }: { moduleId?: number; zoneKey: string; diet: Diet }) {
  const { t } = useTranslation('store');
  const [open, setOpen] = useState<Item | null>(null);
  const q = homeQueries(moduleId, zoneKey, diet);
  const enabled = moduleId !== undefined;
  const popular = useQuery({ ...q.popular, enabled });
  const latest = useQuery({ ...q.latest, enabled });
  const items = useQuery({ ...q.items, enabled });
  const campaigns = useQuery({ ...q.campaigns, enabled });
  const popularData = useDeferredValue(popular.data, undefined);
  const latestData = useDeferredValue(latest.data, undefined);
  const itemsData = useDeferredValue(items.data, undefined);

  const products = itemsData?.products ?? [];
  const sections: [string, Item[]][] = [
    [t('home.recommended'), products.filter((p) => p.recommended === 1)],
    [t('home.discounted'), products.filter((p) => p.discount > 0)],
    [t('home.newItems'), products.slice(0, 12)],
  ];
  return (
    <>
      {[
        [t('home.popularStores'), popular, popularData, '/store/popular'] as const,
        [t('home.latestStores'), latest, latestData, '/store/latest'] as const,
      ].map(([title, query, data, href]) => (
        <Section
          key={href}
          title={title}
          more={{ href, label: t('home.viewAll') }}
          loading={query.isPending || (query.isSuccess && !data)}
        >
          {data?.stores.length ? (
            <div className="mart-grid mart-grid--stores">
              {data.stores.map((s) => (
                <StoreCard key={s.id} store={s} />
              ))}
            </div>
          ) : (
            <p className="mart-muted">{t('home.noStores')}</p>
          )}
        </Section>
      ))}
      {campaigns.data?.length ? (
        <Section title={t('journey.campaigns')}>
          <div data-testid="campaign-items">
            <ProductGrid products={campaigns.data.slice(0, 12)} onOpen={setOpen} />
          </div>
        </Section>
      ) : null}
      {sections.map(([title, list]) =>
        list.length ? (
          <Section key={title} title={title} loading={items.isPending}>
            <ProductGrid products={list.slice(0, 12)} onOpen={setOpen} />
          </Section>
        ) : null,
      )}
      <LazyItemModal itemId={open ? open.id : null} campaign={open?.is_campaign} onClose={() => setOpen(null)} />
    </>
  );
}
