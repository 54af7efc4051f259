// SPEC §3 browser-stored keys, in one place so no app spells them differently.
export const STORAGE_KEYS = {
  token: 'token',
  guestId: 'guest_id',
  location: 'location',
  currentLatLng: 'currentLatLng',
  zoneId: 'zoneid',
  module: 'module',
  language: 'language-setting',
  country: 'country',
  settings: 'settings',
  destinations: 'destination_location',
  theme: 'theme',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readJson<T>(key: StorageKey): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  if (value == null) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
}
