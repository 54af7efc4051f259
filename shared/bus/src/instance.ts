import { createBus, type Bus } from './bus';

declare global {
  // counts how many copies of this module a page evaluated: Module Federation must make it exactly one
  var __martBusLoads: number | undefined;
}

globalThis.__martBusLoads = (globalThis.__martBusLoads ?? 0) + 1;

/** The page's bus. Module Federation shares this package as a singleton, so shell and remotes get this object. */
export const bus: Bus = createBus();
