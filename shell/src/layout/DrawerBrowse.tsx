import type { MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useBusValue } from '@mart/bus';
import { catalogQueries, vehicleCategoriesQuery, vehicleEndpoints } from '@mart/api-client';
import { DRAWER_MAX_CATEGORIES, remoteForModule, VEHICLE_FLAVOURS } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { navigate, toast } from '@mart/ui';
import { drawerLinks } from './drawer-links';

interface Named {
  id: number;
  name: string;
}

/** The picked module's categories, as its own pages list them: a store module's or a vehicle flavour's. */
function useDrawerCategories(): Named[] {
  const module = useBusValue('module');
  const remote = remoteForModule(module?.module_type);
  const vehicle = remote === 'rental' || remote === 'carmarket';
  // the rental flavour stands in while no vehicle module is picked: its query is then disabled
  const flavour = VEHICLE_FLAVOURS[vehicle ? remote : 'rental'];
  const store = useQuery({ ...catalogQueries.categories(module?.id), enabled: remote === 'store-modules' });
  const vehicles = useQuery({
    ...vehicleCategoriesQuery(flavour.key, vehicleEndpoints(flavour.key)),
    enabled: vehicle,
  });
  return ((vehicle ? vehicles.data : store.data) ?? []).slice(0, DRAWER_MAX_CATEGORIES);
}

/**
 * The drawer's browse links (SPEC §2 Categories, Latest, Popular stores; §9 at most 10 categories listed), real
 * links each. Without a picked module they lead to the module picker with SPEC §8's "A module must be selected to
 * continue." instead of opening a store page asked for no module.
 */
export function DrawerBrowse({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const module = useBusValue('module');
  const links = drawerLinks(module);
  const categories = useDrawerCategories();
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onNavigate();
    if (!links) toast.warning(t('modulePicker.required'));
    navigate(e.currentTarget.getAttribute('href') ?? '/home');
  };
  const href = (to: string | undefined) => to ?? '/home';
  return (
    <nav className="mobile-drawer__browse" aria-label={t('nav.categories')} data-testid="drawer-browse">
      <ul className="mobile-drawer__links">
        <li>
          <a href={href(links?.categories)} onClick={follow} data-testid="drawer-categories">
            {t('nav.categories')}
          </a>
          {links && categories.length > 0 && (
            <ul className="mobile-drawer__categories" data-testid="drawer-category-list">
              {categories.map((c) => (
                <li key={c.id}>
                  <a href={links.category(c.id)} onClick={follow}>
                    {c.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
        <li>
          <a href={href(links?.latest)} onClick={follow} data-testid="drawer-latest">
            {t('nav.latest')}
          </a>
        </li>
        <li>
          <a href={href(links?.popular)} onClick={follow} data-testid="drawer-popular">
            {t('nav.popular')}
          </a>
        </li>
      </ul>
    </nav>
  );
}
