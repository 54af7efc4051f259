import { api } from '@mart/api-runtime';

/**
 * A POST that creates an order or a trip: its idempotency key travels in the `Idempotency-Key` header (the
 * server's one rule, server/src/services/idempotency.ts), so a retry with the same key gets the first answer.
 */
export function postIdempotent<T>(
  path: string,
  body: { idempotency_key?: string; [field: string]: unknown },
): Promise<T> {
  const { idempotency_key: key, ...rest } = body;
  return api.request<T>('POST', path, { body: rest, headers: key ? { 'Idempotency-Key': key } : undefined });
}
