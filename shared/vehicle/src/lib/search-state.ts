import { useSyncExternalStore } from 'react';
import { defaultPickupTime, type VehicleSearch } from '@mart/domain';
import type { TripPlace, TripTypeValue } from '@mart/api-client';
import type { FlavourKey } from '../flavour';

/** SPEC §3 search state (tripType/orderType, duration, places, selectedDate, distanceData), one per flavour. */
export interface SearchState {
  tripType: TripTypeValue;
  /** hours for an hourly search */
  duration: number;
  pickup_location: TripPlace | null;
  destination_location: TripPlace | null;
  /** 'YYYY-MM-DD HH:mm' */
  selectedDate: string;
  distanceData: { distanceMeters: number; duration: number | null } | null;
}

const KEY = (f: FlavourKey) => `vehicle-search-${f}`;
const listeners = new Set<() => void>();
const cache = new Map<FlavourKey, SearchState>();

function initial(): SearchState {
  return {
    tripType: 'hourly',
    duration: 1,
    pickup_location: null,
    destination_location: null,
    selectedDate: defaultPickupTime(new Date()),
    distanceData: null,
  };
}

export function getSearch(f: FlavourKey): SearchState {
  let s = cache.get(f);
  if (!s) {
    try {
      const raw = sessionStorage.getItem(KEY(f));
      s = raw ? { ...initial(), ...(JSON.parse(raw) as Partial<SearchState>) } : initial();
    } catch {
      s = initial();
    }
    cache.set(f, s);
  }
  return s;
}

export function setSearch(f: FlavourKey, patch: Partial<SearchState>): void {
  const next = { ...getSearch(f), ...patch };
  cache.set(f, next);
  sessionStorage.setItem(KEY(f), JSON.stringify(next));
  listeners.forEach((l) => l());
}

export function useSearch(f: FlavourKey): SearchState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => getSearch(f),
    () => getSearch(f),
  );
}

/** The search as the domain rules read it (searchTypeField is tripType or orderType). */
export function domainSearch(f: FlavourKey, s: SearchState): VehicleSearch {
  const type = s.tripType;
  return f === 'rental' ? { tripType: type, duration: s.duration } : { orderType: type, duration: s.duration };
}

const LAST_SEARCH = (f: FlavourKey) => `vehicle-last-search-${f}`;

/** The search page as the customer left it (path and query), so a result's Back returns there (from=from_search). */
export function rememberSearchUrl(f: FlavourKey, url: string): void {
  try {
    sessionStorage.setItem(LAST_SEARCH(f), url);
  } catch {
    // storage full or blocked: Back then goes to all categories
  }
}

/** The last search page of this flavour in this tab, if it is one of its search URLs. */
export function lastSearchUrl(f: FlavourKey, searchPath: string): string | null {
  try {
    const url = sessionStorage.getItem(LAST_SEARCH(f));
    return url && (url === searchPath || url.startsWith(`${searchPath}?`)) ? url : null;
  } catch {
    return null;
  }
}
