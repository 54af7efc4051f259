import { useBusValue } from '@mart/bus';

/** The selected module (SPEC §3) and the headers-derived cache key parts store queries share. */
export function useStoreModule() {
  const module = useBusValue('module');
  const location = useBusValue('location');
  return { module, moduleId: module?.id, zoneKey: JSON.stringify(location?.zoneIds ?? []) };
}
