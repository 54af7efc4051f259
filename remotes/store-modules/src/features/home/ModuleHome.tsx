import type { Item } from '@mart/api-types';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { StatusPanel, lazyPage, linkClick } from '@mart/ui';
import { useQuery } from '@tanstack/react-query';
import { Carousel, Col, Flex, Row, Segmented, Skeleton, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useStoreModule } from '../../lib/module';
import { LazyItemModal } from '../items/LazyItemModal';
import { ProductCard } from '../items/ProductCard';
import { StoreCard } from '../stores/StoreCard';
import { homeQueries, type Diet } from './home-queries';

// the parcel form (address search, quote, payment choice) is its own chunk: a food or shop home never needs it
const ParcelHome = lazyPage(() => import('../parcel/ParcelHome').then((m) => m.ParcelHome));

/** Module home: a parcel module sends parcels; every other store module shows its stores and items. */
export function ModuleHome() {
  const { module } = useStoreModule();
  return module?.module_type === 'parcel' ? <ParcelHome /> : <StoreModuleHome />;
}

/** Store module home (SPEC §2): banners, categories, popular and latest stores (12 each), recommended/discounted/new items. */
function StoreModuleHome() {
  const { t } = useTranslation('store');
  const { module, moduleId, zoneKey } = useStoreModule();
  const modules = useBusValue('modules');
  const config = useBusValue('config');
  const [diet, setDiet] = useState<Diet>('all');
  const [open, setOpen] = useState<Item | null>(null);
  const q = homeQueries(moduleId, zoneKey, diet);
  const enabled = Boolean(module);
  const banners = useQuery({ ...q.banners, enabled });
  const categories = useQuery({ ...q.categories, enabled });
  const popular = useQuery({ ...q.popular, enabled });
  const latest = useQuery({ ...q.latest, enabled });
  const items = useQuery({ ...q.items, enabled });
  // Below the banner and categories: rendered in a background pass after the top of the page has painted (React
  // renders a deferred value in small interruptible slices), so the banner — the page's largest paint — is not held
  // back by two dozen store and three dozen product cards.
  const popularData = useDeferredValue(popular.data, undefined);
  const latestData = useDeferredValue(latest.data, undefined);
  const itemsData = useDeferredValue(items.data, undefined);

  if (modules.length === 0) return <StatusPanel status="info" title={t('home.noModule')} />;
  if (!module) return <StatusPanel status="info" title={t('home.pickModule')} />;

  const products = itemsData?.products ?? [];
  const sections: [string, Item[]][] = [
    [t('home.recommended'), products.filter((p) => p.recommended === 1)],
    [t('home.discounted'), products.filter((p) => p.discount > 0)],
    [t('home.newItems'), products.slice(0, 12)],
  ];
  const bannerList = banners.data ? (Array.isArray(banners.data) ? banners.data : banners.data.banners) : [];
  return (
    <div style={{ maxWidth: 1280, margin: '0 auto', padding: 24 }} data-testid="store-home">
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={2}>{module.module_name}</Typography.Title>
        {Boolean(config?.toggle_veg_non_veg) && module.module_type === 'food' && (
          <Segmented<Diet>
            aria-label={t('home.diet')}
            value={diet}
            onChange={setDiet}
            options={[
              { label: t('home.all'), value: 'all' },
              { label: t('badge.veg'), value: 'veg' },
              { label: t('badge.nonVeg'), value: 'non_veg' },
            ]}
          />
        )}
      </Flex>
      {banners.isPending ? (
        <Skeleton.Node active style={{ width: '100%', height: 220 }} />
      ) : (
        bannerList.length > 0 && (
          <Carousel autoplay autoplaySpeed={4000} speed={800} dots>
            {bannerList.map((b) => (
              <div key={b.id}>
                <img
                  src={b.image_full_url}
                  alt={b.title}
                  style={{ width: '100%', height: 220, objectFit: 'cover', borderRadius: 12 }}
                />
              </div>
            ))}
          </Carousel>
        )
      )}
      <Section
        title={t('home.categories')}
        more={{ href: '/categories', label: t('home.viewAll') }}
        loading={categories.isPending}
      >
        <Flex gap={16} wrap>
          {(categories.data ?? []).map((c) => (
            <a key={c.id} href={`/category/${c.id}`} onClick={linkClick} style={{ textAlign: 'center', width: 96 }}>
              <img
                src={c.image_full_url}
                alt=""
                width={72}
                height={72}
                style={{ borderRadius: '50%', objectFit: 'cover' }}
              />
              <Typography.Text style={{ display: 'block' }} ellipsis>
                {c.name}
              </Typography.Text>
            </a>
          ))}
        </Flex>
      </Section>
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
            <Row gutter={[16, 16]}>
              {data.stores.map((s) => (
                <Col key={s.id} xs={12} md={8} lg={6}>
                  <StoreCard store={s} />
                </Col>
              ))}
            </Row>
          ) : (
            <Typography.Text type="secondary">{t('home.noStores')}</Typography.Text>
          )}
        </Section>
      ))}
      {sections.map(([title, list]) =>
        list.length ? (
          <Section key={title} title={title} loading={items.isPending}>
            <Row gutter={[16, 16]}>
              {list.slice(0, 12).map((p) => (
                <Col key={p.id} xs={12} md={6} lg={4}>
                  <ProductCard item={p} onOpen={setOpen} />
                </Col>
              ))}
            </Row>
          </Section>
        ) : null,
      )}
      <LazyItemModal itemId={open ? open.id : null} campaign={open?.is_campaign} onClose={() => setOpen(null)} />
    </div>
  );
}

export function Section({
  title,
  more,
  loading,
  children,
}: {
  title: string;
  more?: { href: string; label: string };
  loading?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section style={{ marginTop: 32 }} aria-label={title}>
      <Flex justify="space-between" align="baseline">
        <Typography.Title level={3}>{title}</Typography.Title>
        {more && (
          <a href={more.href} onClick={linkClick}>
            {more.label}
          </a>
        )}
      </Flex>
      {loading ? <Skeleton active paragraph={{ rows: 3 }} /> : children}
    </section>
  );
}
