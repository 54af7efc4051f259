import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@mart/i18n';
import { AfterBanner, BannerGate, GatedBanner, PageFrame, Section, linkClick, navigate } from '@mart/ui';
import { lazyAntd } from '@mart/runtime';
import { useFlavour } from '../../FlavourContext';
import { vehicleHomeQueries } from './home-queries';
import './home.css';

const BANNER_HEIGHT = 'clamp(140px, 28vw, 280px)';

// antd parts, loaded after the plain top of the page: the search form (it sits under the banner), then the cards
const SearchBox = lazyAntd(() => import('../../lib/search/SearchBox').then((m) => m.SearchBox));
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
  const base = flavour.basePath;
  return (
    <PageFrame title={t(`${flavour.key}.title`)} data-testid={`${flavour.key}-home`}>
      {/* the search form and the cards (antd) are fetched once the banner, the page's largest paint, is on screen */}
      <BannerGate banners={banners.data} failed={banners.isError}>
        <GatedBanner height={BANNER_HEIGHT} />
        <div className="vehicle-home__search">
          <AfterBanner rows={3}>
            <SearchBox onSearch={() => navigate(`${base}/vehicle-search?all_category=1`)} />
          </AfterBanner>
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
                  <img className="vehicle-home__category" src={c.image_full_url} alt="" width={64} height={64} />
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
        <AfterBanner rows={6}>
          <HomeSections />
        </AfterBanner>
      </BannerGate>
    </PageFrame>
  );
}
