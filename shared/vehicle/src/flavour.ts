export type FlavourKey = 'rental' | 'carmarket';

/** Everything that differs between rental and car market; the feature code reads only this. */
export interface Flavour {
  key: FlavourKey;
  basePath: `/${FlavourKey}`;
  apiBase: string;
}

export const FLAVOURS: Record<FlavourKey, Flavour> = {
  rental: { key: 'rental', basePath: '/rental', apiBase: '/api/v1/rental' },
  carmarket: { key: 'carmarket', basePath: '/carmarket', apiBase: '/api/v1/carmarket' },
};
