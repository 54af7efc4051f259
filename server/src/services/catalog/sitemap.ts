/**
 * The listed catalog as the sitemap names it (issue 41): per active module, its home, stores and items (or, in a
 * vehicle module, its providers and vehicles), each with when it last changed. The page server writes the XML,
 * one file per module and language.
 */
import { VEHICLE_FLAVOURS } from '@mart/domain';
import type { AppContext } from '../../context';

export interface SitemapModule {
  id: number;
  module_type: string;
  /** ISO time of the module's newest change */
  lastmod: string;
  pages: { path: string; lastmod: string }[];
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** Paths are the primary storefront origin's (CORS_ORIGINS' first), as the pages' canonical addresses are. */
export async function sitemapModules(ctx: AppContext): Promise<SitemapModule[]> {
  const { modules, stores, items, vehicles } = await ctx.repos.seo.listedCatalog(ctx.db);
  return modules.map((m) => {
    const flavour =
      m.module_type === 'rental' || m.module_type === 'carmarket' ? VEHICLE_FLAVOURS[m.module_type] : null;
    const own = <T extends { module_id: number }>(rows: T[]) => rows.filter((r) => r.module_id === m.id);
    const pages = flavour
      ? [
          ...own(stores).map((s) => ({
            path: `${flavour.routeBase}/provider-details/${s.id}`,
            lastmod: iso(s.changed),
          })),
          ...own(vehicles).map((v) => ({
            path: `${flavour.routeBase}/vehicle-details/${v.id}`,
            lastmod: iso(v.changed),
          })),
        ]
      : [
          ...own(stores).map((s) => ({ path: `/store/${s.id}`, lastmod: iso(s.changed) })),
          ...own(items).map((i) => ({ path: `/product/${i.id}`, lastmod: iso(i.changed) })),
        ];
    const lastmod = pages.reduce((max, p) => (p.lastmod > max ? p.lastmod : max), new Date(0).toISOString());
    return {
      id: m.id,
      module_type: m.module_type,
      lastmod,
      pages: [{ path: `/home?module_id=${m.id}`, lastmod }, ...pages],
    };
  });
}
