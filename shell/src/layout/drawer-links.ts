import type { SelectedModule } from '@mart/bus';
import { remoteForModule, VEHICLE_FLAVOURS } from '@mart/domain';

/** Where the mobile drawer's Categories, Latest, Popular and one category lead for the picked module. */
export interface DrawerLinks {
  categories: string;
  latest: string;
  popular: string;
  category: (id: number) => string;
}

const STORE_LINKS: DrawerLinks = {
  categories: '/categories',
  latest: '/store/latest',
  popular: '/store/popular',
  category: (id) => `/category/${id}`,
};

/**
 * Store modules browse store pages (SPEC §1 routes). A rental or car-market module has no store pages: its
 * equivalents are its own vehicle search (all categories, one category, newest first, most popular first), so the
 * drawer never opens a store list asked with a vehicle module's id. Null until a module is picked.
 */
export function drawerLinks(module: Pick<SelectedModule, 'module_type'> | null | undefined): DrawerLinks | null {
  const remote = remoteForModule(module?.module_type);
  if (remote === null) return null;
  if (remote !== 'rental' && remote !== 'carmarket') return STORE_LINKS;
  const search = `${VEHICLE_FLAVOURS[remote].routeBase}/vehicle-search`;
  return {
    categories: `${search}?all_category=1`,
    latest: `${search}?all_category=1&sort=newest`,
    popular: `${search}?all_category=1&sort=popular`,
    category: (id) => `${search}?categoryId=${id}`,
  };
}
