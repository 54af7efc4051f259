import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { AfterBanner, BannerGate, GatedBanner, linkClick, PageFrame, Section, StatusPanel } from '@mart/ui';
import { lazyPart } from '@mart/runtime';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useStoreModule } from '../../lib/module';
import { DietSwitch } from './DietSwitch';
import { bannerListOf, homeQueries, type Diet } from './home-queries';
import './home.css';

// the store and product cards are below the banner: they arrive after it. They draw no antd (the item modal they
// open brings it), so the home's first screen loads none of antd's core
const HomeSections = lazyPart(() => import('./HomeSections').then((m) => m.HomeSections));

const BANNER_HEIGHT = 220;

/**
 * Store module home (SPEC §2): banners, categories, popular and latest stores (12 each), recommended/discounted/new
 * items. The top of the page (title, banner, categories) is plain HTML, so it paints before antd has loaded.
 */
export function StoreModuleHome() {
  const { t } = useTranslation('store');
  const { module, moduleId, zoneKey } = useStoreModule();
  const modules = useBusValue('modules');
  const config = useBusValue('config');
  const [diet, setDiet] = useState<Diet>('all');
  const q = homeQueries(moduleId, zoneKey, diet);
  const enabled = Boolean(module);
  const banners = useQuery({ ...q.banners, enabled });
  const categories = useQuery({ ...q.categories, enabled });

  if (modules.length === 0) return <StatusPanel status="info" title={t('home.noModule')} />;
  if (!module) return <StatusPanel status="info" title={t('home.pickModule')} />;

  return (
    <PageFrame
      title={module.module_name}
      extra={
        Boolean(config?.toggle_veg_non_veg) &&
        module.module_type === 'food' && <DietSwitch value={diet} onChange={setDiet} />
      }
      data-testid="store-home"
    >
      {/* the cards (and antd with them) are fetched once the banner, the page's largest paint, is on screen */}
      <BannerGate banners={banners.isSuccess ? bannerListOf(banners.data) : undefined} failed={banners.isError}>
        <GatedBanner height={BANNER_HEIGHT} />
        <Section
          title={t('home.categories')}
          more={{ href: '/categories', label: t('home.viewAll') }}
          loading={categories.isPending}
        >
          <div className="mart-tiles">
            {(categories.data ?? []).map((c) => (
              <a key={c.id} className="mart-tile" href={`/category/${c.id}`} onClick={linkClick}>
                <img className="store-home__category" src={c.image_full_url} alt="" width={72} height={72} />
                <span className="mart-tile__label">{c.name}</span>
              </a>
            ))}
          </div>
        </Section>
        <AfterBanner rows={6}>
          <HomeSections moduleId={moduleId} zoneKey={zoneKey} diet={diet} />
        </AfterBanner>
      </BannerGate>
    </PageFrame>
  );
}
