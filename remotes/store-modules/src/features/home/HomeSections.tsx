import type { Item } from '@mart/api-types';
import { useTranslation } from '@mart/i18n';
import { Deferred, DeferredSection, Section } from '@mart/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useOpenQuickView } from '../../lib/page-address';
import { LazyItemModal } from '../../lib/items/LazyItemModal';
import { ProductGrid } from '../../lib/items/ProductGrid';
import { StoreCards } from '../../lib/stores/StoreCard';
import { homeQueries, type Diet } from './home-queries';
import { RecentlyViewedSection } from './RecentlyViewedSection';

/**
 * The store home below its categories: popular and latest stores, recommended, discounted and new items (plain
 * cards). Loaded after the top of the page; the kit's deferred sections draw the cards in slices, so two dozen store
 * and three dozen product cards never hold a click back.
 */
export function HomeSections({ moduleId, zoneKey, diet }: { moduleId?: number; zoneKey: string; diet: Diet }) {
  const { t } = useTranslation('store');
  // an item opens at its own address over the home (Back closes it); a campaign item in the modal, as in a store
  const [campaign, setCampaign] = useState<Item | null>(null);
  const quickView = useOpenQuickView();
  const open = (item: Item) => (item.is_campaign ? setCampaign(item) : quickView(item.id));
  const q = homeQueries(moduleId, zoneKey, diet);
  const enabled = moduleId !== undefined;
  const popular = useQuery({ ...q.popular, enabled });
  const latest = useQuery({ ...q.latest, enabled });
  const items = useQuery({ ...q.items, enabled });
  const campaigns = useQuery({ ...q.campaigns, enabled });

  return (
    <>
      <RecentlyViewedSection moduleId={moduleId} onOpen={open} />
      {[
        [t('home.popularStores'), popular, '/store/popular'] as const,
        [t('home.latestStores'), latest, '/store/latest'] as const,
      ].map(([title, query, href]) => (
        <DeferredSection
          key={href}
          title={title}
          more={{ href, label: t('home.viewAll') }}
          value={query.data}
          pending={query.isPending}
        >
          {(data) =>
            data?.stores.length ? (
              <StoreCards stores={data.stores} />
            ) : (
              <p className="mart-muted">{t('home.noStores')}</p>
            )
          }
        </DeferredSection>
      ))}
      {campaigns.data?.length ? (
        <Section title={t('journey.campaigns')}>
          <div data-testid="campaign-items">
            <ProductGrid products={campaigns.data.slice(0, 12)} onOpen={open} />
          </div>
        </Section>
      ) : null}
      <Deferred value={items.data}>
        {({ products }) =>
          (
            [
              [t('home.recommended'), products.filter((p) => p.recommended === 1)],
              [t('home.discounted'), products.filter((p) => p.discount > 0)],
              [t('home.newItems'), products.slice(0, 12)],
            ] as const
          ).map(([title, list]) =>
            list.length ? (
              <Section key={title} title={title}>
                <ProductGrid products={list.slice(0, 12)} onOpen={open} />
              </Section>
            ) : null,
          )
        }
      </Deferred>
      <LazyItemModal itemId={campaign ? campaign.id : null} campaign onClose={() => setCampaign(null)} />
    </>
  );
}
