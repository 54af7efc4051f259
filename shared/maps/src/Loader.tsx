import type { ReactNode } from 'react';
import { useJsApiLoader } from '@react-google-maps/api';
import type { GateProps } from './GoogleMapsGate';
import { MapLoading } from './MapLoading';
import { MapErrorPanel } from './MapErrorPanel';

/** Loads the Maps JS API with the site's key; its failure is the SPEC §8 panel with Retry. */
export default function Loader({
  apiKey,
  attempt,
  height,
  hints,
  onRetry,
  children,
}: Omit<GateProps, 'children'> & { apiKey: string; attempt: number; onRetry: () => void; children: () => ReactNode }) {
  const { isLoaded, loadError } = useJsApiLoader({ id: `mart-google-maps-${attempt}`, googleMapsApiKey: apiKey });
  if (loadError) return <MapErrorPanel code="ScriptLoadFailed" hints={hints} onRetry={onRetry} />;
  if (!isLoaded) return <MapLoading height={height} />;
  return <>{children()}</>;
}
