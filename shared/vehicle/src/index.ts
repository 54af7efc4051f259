export { FLAVOURS, type Flavour, type FlavourKey } from './flavour';
export { vehicleLifecycles } from './lifecycles';
export { tripCartDrawer } from './TripCartDrawer';
export { useFlavour } from './FlavourContext';
