import { ownerOf } from '../federation/route-table';

/**
 * The vehicle flavour whose trip cart the header's cart opens: the route's owner decides (a rental or car-market
 * page, or a home / track page of that module), so a page opened directly by its link reaches its own cart; every
 * other route (store modules, account pages, the module picker) has the store cart.
 */
export function tripFlavourOf(pathname: string, moduleType: string | undefined): 'rental' | 'carmarket' | null {
  const owner = ownerOf(pathname, moduleType);
  return owner === 'rental' || owner === 'carmarket' ? owner : null;
}
