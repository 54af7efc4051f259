import { useEffect, useRef } from 'react';
import { bus, useBusValue, type LocationState, type SelectedModule } from '@mart/bus';
import { registerTranslations, useTranslation } from '@mart/i18n';
import { deepLinkTranslations } from '../pages/locales';
import { useLocationValue } from './usePathname';

registerTranslations('deepLink', deepLinkTranslations);

/** What a shared link says about where it belongs (SPEC §2 query of /store/{id}, /product/{id} and the home). */
export interface DeepLink {
  moduleId: number | null;
  moduleType: string | null;
  zoneId: number | null;
}

const positiveInt = (v: string | null): number | null => {
  if (v === null || !/^\d{1,9}$/.test(v)) return null;
  const n = Number(v);
  return n > 0 ? n : null;
};

/** The paths whose links carry a module (and, for stores and items, the store's zone). */
const LINKED = [/^\/(home)?$/, /^\/store\/[^/]+$/, /^\/product\/[^/]+$/];

/** The deep-link part of an address, or null when it has none (most pages, or a link without those parameters). */
export function deepLinkOf(pathname: string, search: string): DeepLink | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (!LINKED.some((re) => re.test(path))) return null;
  const q = new URLSearchParams(search);
  const type = q.get('module_type')?.trim() || null;
  const link: DeepLink = {
    moduleId: positiveInt(q.get('module_id')),
    moduleType: type && /^[a-z_]{1,40}$/.test(type) ? type : null,
    zoneId: path.startsWith('/home') || path === '/' ? null : positiveInt(q.get('store_zone_id')),
  };
  return link.moduleId || link.moduleType || link.zoneId ? link : null;
}

/** The active module a link names: by id, else the first of its type; null when the site has no such module. */
export function moduleOfLink(link: DeepLink, modules: readonly SelectedModule[]): SelectedModule | null {
  const byId = link.moduleId ? modules.find((m) => m.id === link.moduleId) : undefined;
  if (byId) return byId;
  return (link.moduleType && modules.find((m) => m.module_type === link.moduleType)) || null;
}

/** Whether the customer's chosen address is outside the linked store's zone (no address yet: nothing to say). */
export const outsideZone = (link: DeepLink, location: LocationState | null): boolean =>
  Boolean(link.zoneId && location && location.zoneIds.length > 0 && !location.zoneIds.includes(link.zoneId));

const readHref = () => window.location.href;

/**
 * A shared link lands in its module: the shell, which owns the module and location state, selects the linked
 * module on the bus (once per address, so the customer can still pick another one on the same page) and says so
 * when the customer's address is outside the linked store's zone. The remotes only read the bus.
 */
export function useDeepLink(): void {
  const { t } = useTranslation('deepLink');
  const href = useLocationValue(readHref);
  const modules = useBusValue('modules');
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (applied.current === href || modules.length === 0) return;
    applied.current = href;
    const url = new URL(href);
    const link = deepLinkOf(url.pathname, url.search);
    if (!link) return;
    const target = moduleOfLink(link, modules);
    if (target && bus.get('module')?.id !== target.id) bus.set('module', target);
    if (outsideZone(link, bus.get('location')))
      bus.request({ type: 'toast', level: 'warning', message: t('otherZone'), duration: 8000 });
  }, [href, modules, t]);
}
