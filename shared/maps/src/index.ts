export { GoogleMapsGate } from './GoogleMapsGate';
export { useMapKey } from './map-key';
export { usePlaceBias, type LatLngPoint } from './place-bias';
export { MapLoading } from './MapLoading';
export { MapErrorPanel, type MapErrorCode } from './MapErrorPanel';
export { RouteMap, type RoutePoint } from './lazy';
export {
  directionsServiceOn,
  routeAttemptOf,
  useDirectionsService,
  type DirectionsAnswer,
  type DirectionsService,
  type MapsDirectionsApi,
} from './directions';
