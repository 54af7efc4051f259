import { vehicleSpecs } from './vehicles-flow';

vehicleSpecs('carmarket');
