export { FLAVOURS, type Flavour, type FlavourKey } from './flavour';
export { vehicleLifecycles } from './lifecycles';
export { tripCartDrawer } from './widgets/TripCartDrawer';
export { useFlavour } from './FlavourContext';
