import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@mart/i18n';
import { BannerCarousel, PageSkeleton, Section, lazyAntd, linkClick, navigate, useBannerShown } from '@mart/ui';
import { useFlavour } from '../../FlavourContext';
import { vehicleHomeQueries } from './home-queries';
import './home.css';

const BANNER_HEIGHT = 'clamp(140px, 28vw, 280px)';

// antd parts, loaded after the plain top of the page: the search form (it sits under the banner), then the cards
const SearchBox = lazyAntd(() => import('../search/SearchBox').then((m) => m.SearchBox));
const HomeSections = lazyAntd(() => import('./VehicleHomeSections').then((m) => m.VehicleHomeSections));

/**
 * What /home shows for a rental or car-market module: banners, search, categories, top rated, providers. The title,
 * banner and categories are plain HTML, so they paint before antd has loaded.
 */
export function ModuleHome() {
  const { t } = useTranslation('vehicle');
  const flavour = useFlavour();
  const q = vehicleHomeQueries(flavour);
  const banners = useQuery(q.banners);
  const categories = useQuery(q.categories);
  // the search form and the cards (antd) are fetched once the banner, the page's largest paint, is on screen
  const banner = useBannerShown(banners.isError || (banners.isSuccess && banners.data.length === 0));
  const base = flavour.basePath;
  return (
    <section style={{ maxWidth: 1280, margin: '0 auto', padding: 24 }} data-testid={`${flavour.key}-home`}>
      <h2 className="mart-title">{t(`${flavour.key}.title`)}</h2>
      {/* the banner box keeps its height from the first paint, so nothing below it moves when images arrive */}
      {(banners.isPending || (banners.data?.length ?? 0) > 0) && (
        <div style={{ height: BANNER_HEIGHT, marginBottom: 16 }}>
          {banners.data ? (
            <BannerCarousel banners={banners.data} height={BANNER_HEIGHT} onShown={banner.onShown} />
          ) : (
            <span className="mart-skeleton" style={{ height: BANNER_HEIGHT }} />
          )}
        </div>
      )}
      <div className="vehicle-home__search">
        <Suspense fallback={<PageSkeleton rows={3} />}>
          {banner.shown ? (
            <SearchBox onSearch={() => navigate(`${base}/vehicle-search?all_category=1`)} />
          ) : (
            <PageSkeleton rows={3} />
          )}
        </Suspense>
      </div>
      <Section title={t('home.categories')} loading={categories.isPending}>
        <div className="mart-tiles">
          {categories.data?.map((c) => (
            <a
              key={c.id}
              className="mart-tile mart-tile--card"
              href={`${base}/vehicle-search?categoryId=${c.id}`}
              onClick={linkClick}
            >
              {c.image_full_url && (
                <img src={c.image_full_url} alt="" width={64} height={64} style={{ objectFit: 'contain' }} />
              )}
              <span className="mart-tile__label">{c.name}</span>
              <span className="mart-tile__note">{t('home.count', { count: c.vehicles_count })}</span>
            </a>
          ))}
          <a className="mart-tile mart-tile--card" href={`${base}/vehicle-search?all_category=1`} onClick={linkClick}>
            {t('home.allCategories')}
          </a>
        </div>
      </Section>
      <Suspense fallback={<PageSkeleton rows={6} />}>
        {banner.shown ? <HomeSections /> : <PageSkeleton rows={6} />}
      </Suspense>
    </section>
  );
}
