export { GoogleMapsGate, MapLoading } from './GoogleMapsGate';
export { MapErrorPanel, type MapErrorCode } from './MapErrorPanel';
export { RouteMap, type RoutePoint } from './RouteMap';
