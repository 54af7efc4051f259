import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useMapKey } from './map-key';
import { MapErrorPanel } from './MapErrorPanel';
import { MapLoading } from './MapLoading';
import './register';

// the Maps library is fetched only when there is a key to use it with
const Loader = lazy(() => import('./Loader'));

export interface GateProps {
  /** hints for the error panel: what still works here without the map */
  hints?: string[];
  height: number;
  children: () => ReactNode;
}

/**
 * Renders its children once the Google Maps JS API is loaded with the site's key (config.map_api_key). Without a
 * key, or when the script cannot load (offline), the SPEC §8 error panel stands in its place.
 */
export function GoogleMapsGate({ hints, height, children }: GateProps) {
  const apiKey = useMapKey();
  // the loader keeps a failed script for the page's life, so Retry remounts it with a fresh id
  const [attempt, setAttempt] = useState(0);
  if (!apiKey) return <MapErrorPanel code="NoApiKey" hints={hints} />;
  return (
    <Suspense fallback={<MapLoading height={height} />}>
      <Loader
        key={attempt}
        apiKey={apiKey}
        attempt={attempt}
        height={height}
        hints={hints}
        onRetry={() => setAttempt((a) => a + 1)}
      >
        {children}
      </Loader>
    </Suspense>
  );
}
