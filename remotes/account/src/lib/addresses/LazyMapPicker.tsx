import { lazy, Suspense, type ComponentProps } from 'react';
import { MapLoading } from '@mart/maps';

const MapPicker = lazy(() => import('./MapPicker').then((m) => ({ default: m.MapPicker })));

/** The map picker loads with its map library only when an address form opens, not with the location widget. */
export function LazyMapPicker(props: ComponentProps<typeof MapPicker>) {
  return (
    <Suspense fallback={<MapLoading height={280} />}>
      <MapPicker {...props} />
    </Suspense>
  );
}
