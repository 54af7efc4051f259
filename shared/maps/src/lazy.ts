import { lazy } from 'react';

export type { RoutePoint } from './RouteMap';

/** Map components load with the Maps library, on demand; render them inside GoogleMapsGate (it holds the Suspense). */
export const RouteMap = lazy(() => import('./RouteMap'));
