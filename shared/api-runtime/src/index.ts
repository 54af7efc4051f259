export { ApiError, errorMessage, errorMessages, errorRequestId, type ApiErrorEntry } from './errors';
export { createApiClient, baseHeaders, newRequestId, SOFTWARE_ID, type ApiClient, type Query } from './client';
export { type CallArgs, type CallOptions } from './route';
export { api, queryClient, tabs } from './instance';
export { STORAGE_KEYS, readJson, writeJson, type StorageKey } from './storage';
export { SLOW_AFTER_MS, type Connection, type ConnectionState, type ConnectionStatus } from './connection';
export { createTabs, type TabEvent, type Tabs } from './tabs';
