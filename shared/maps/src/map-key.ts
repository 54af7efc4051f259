import { useBusValue } from '@mart/bus';

/** The site's Google Maps key (config.map_api_key), or null: no map, and every map feature takes its offline path. */
export function useMapKey(): string | null {
  const config = useBusValue('config');
  return typeof config?.map_api_key === 'string' && config.map_api_key ? config.map_api_key : null;
}
