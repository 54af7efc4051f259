/** The few Google Maps JS calls the picker makes, typed here so the SDK stays optional (loaded by key). */
export interface GMap {
  getCenter(): { lat(): number; lng(): number } | undefined;
  setCenter(p: { lat: number; lng: number }): void;
  getZoom(): number | undefined;
  setZoom(z: number): void;
  addListener(event: string, cb: () => void): void;
}
interface GMaps {
  Map: new (el: HTMLElement, o: Record<string, unknown>) => GMap;
  Polygon: new (o: Record<string, unknown>) => unknown;
}
declare global {
  interface Window {
    google?: { maps?: GMaps } & Record<string, unknown>;
  }
}

export class MapLoadError extends Error {
  constructor(
    readonly code: 'NoApiKey' | 'ScriptLoadFailed' | 'ApiNotAvailable',
    message: string,
  ) {
    super(message);
  }
}

let loading: Promise<GMaps> | null = null;

/** Loads the Maps JS API once; rejects with a code the error panel shows (SPEC §8 map load failure). */
export function loadGoogleMaps(apiKey: string | undefined, timeoutMs = 8000): Promise<GMaps> {
  if (!apiKey) return Promise.reject(new MapLoadError('NoApiKey', 'No map API key is configured for this site.'));
  if (window.google?.maps) return Promise.resolve(window.google.maps);
  loading ??= new Promise<GMaps>((resolve, reject) => {
    const el = document.createElement('script');
    el.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}`;
    el.async = true;
    const fail = (e: MapLoadError) => {
      loading = null;
      el.remove();
      reject(e);
    };
    const timer = window.setTimeout(
      () => fail(new MapLoadError('ScriptLoadFailed', 'The map service did not answer in time.')),
      timeoutMs,
    );
    el.onload = () => {
      window.clearTimeout(timer);
      if (window.google?.maps) resolve(window.google.maps);
      else fail(new MapLoadError('ApiNotAvailable', 'The map service loaded without its API.'));
    };
    el.onerror = () => {
      window.clearTimeout(timer);
      fail(new MapLoadError('ScriptLoadFailed', 'The map service could not be reached.'));
    };
    document.head.appendChild(el);
  });
  return loading;
}
