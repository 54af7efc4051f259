export { ApiError, errorMessage, errorMessages, errorRequestId, type ApiErrorEntry } from './errors';
export {
  createApiClient,
  baseHeaders,
  newRequestId,
  SOFTWARE_ID,
  type ApiClient,
  type Query,
  type RequestOptions,
} from './client';
export { api, queryClient } from './instance';
export { STORAGE_KEYS, readJson, writeJson, type StorageKey } from './storage';
