import { GEOLOCATION_TIMEOUT_MS } from '@mart/domain';

/** The browser's position within the SPEC's 5 s; rejects with the browser's reason (denied, timeout, none). */
export function currentPosition(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) return reject(new Error('unsupported'));
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      (e) => reject(new Error(e.message || String(e.code))),
      { timeout: GEOLOCATION_TIMEOUT_MS, enableHighAccuracy: false, maximumAge: 60_000 },
    );
  });
}
