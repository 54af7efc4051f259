export type * from './events';
export { createBus, INITIAL_STATE, type Bus } from './bus';
export { bus } from './instance';
export { useBusValue, useRefreshRequest } from './react';
