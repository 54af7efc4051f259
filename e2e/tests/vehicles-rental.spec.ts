import { vehicleSpecs } from './vehicles-flow';

vehicleSpecs('rental');
