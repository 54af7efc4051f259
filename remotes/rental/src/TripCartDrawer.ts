import { tripCartDrawer } from '@mart/vehicle';

export default tripCartDrawer('rental');
