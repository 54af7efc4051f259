// The rental remote's server render of a page's first screen (webpack's server build, dist/server/prerender.js).
import { vehiclePrerenderer } from '@mart/vehicle/server';

export const { prerender } = vehiclePrerenderer('rental');
