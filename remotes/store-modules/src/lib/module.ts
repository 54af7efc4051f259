import { useBusValue } from '@mart/bus';

/** The selected module (SPEC §3) and the headers-derived cache key parts store queries share. */
export function useStoreModule() {
  const module = useBusValue('module');
  const location = useBusValue('location');
  return { module, moduleId: module?.id, zoneKey: zoneKeyOf(location?.zoneIds) };
}

/** The cache-key part the delivery zone gives store queries (the API reads the zone from a header). */
export const zoneKeyOf = (zoneIds: number[] | undefined): string => JSON.stringify(zoneIds ?? []);
