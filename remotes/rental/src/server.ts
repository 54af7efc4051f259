// The rental remote's server render of a page's first screen (webpack's server build, dist/server/prerender.js), and
// its route claims, which the build writes into its deploy metadata (dist/routes.json) for the shell's routing.
import { vehiclePrerenderer, vehicleRouteClaims } from '@mart/vehicle/server';

export const { prerender } = vehiclePrerenderer('rental');
export const routes = vehicleRouteClaims('rental');
