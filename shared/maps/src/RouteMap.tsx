import { GoogleMap, MarkerF, PolylineF } from '@react-google-maps/api';
import { MAP_ZOOM } from '@mart/domain';

export interface RoutePoint {
  lat: number;
  lng: number;
  label: string;
}

/** A delivery route on the map: the points joined in order, each with its marker (SPEC: route map starts at 10). */
export default function RouteMap({ points, height = 280 }: { points: RoutePoint[]; height?: number }) {
  const first = points[0];
  if (!first) return null;
  return (
    <GoogleMap
      mapContainerStyle={{ height, borderRadius: 8 }}
      center={first}
      zoom={MAP_ZOOM.routeStart}
      options={{ disableDefaultUI: true, zoomControl: true, maxZoom: MAP_ZOOM.routeMax, minZoom: MAP_ZOOM.min }}
    >
      <PolylineF path={points} options={{ strokeOpacity: 0.8, strokeWeight: 4 }} />
      {points.map((p) => (
        <MarkerF key={`${p.lat},${p.lng}`} position={p} title={p.label} />
      ))}
    </GoogleMap>
  );
}
