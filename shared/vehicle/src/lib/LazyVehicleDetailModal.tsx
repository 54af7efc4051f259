import { lazyModal } from '@mart/runtime';

/** The quick view (modal, image carousel, sanitised description) loads on the first "quick view" click. */
export const LazyVehicleDetailModal = lazyModal(
  () => import('../features/details/VehicleDetailModal').then((m) => m.VehicleDetailModal),
  (p) => p.vehicle !== null,
);
