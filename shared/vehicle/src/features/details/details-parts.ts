// What a vehicle's page draws after its top (the picture, provider and name): the details beside the picture, the
// sticky bar and the way back below, the heart. One chunk, so they arrive in one wave; the route's load starts it
// beside the vehicle's data (page-loads.ts), not once the top has rendered.
export { VehicleDetailsBody } from './VehicleDetailsBody';
export { VehicleDetailsTail } from './VehicleDetailsTail';
export { WishlistHeart } from '../../lib/WishlistHeart';
