/** An idempotency key as it is stored: scoped to its caller, bound to what its request asked for. */
export interface ScopedKey {
  scope: string;
  key: string;
  /** what the request asked for (requestFingerprint) */
  fingerprint: string;
}

/** The operations a key can be used for; a key used for one never answers another. */
export type IdempotentOperation = 'order' | 'parcel' | 'trip' | 'wallet_fund';

/** The `Idempotency-Key` header's rule (the IETF draft leaves its form to the server). */
export const IDEMPOTENCY_KEY_MIN = 8;
export const IDEMPOTENCY_KEY_MAX = 100;
/** No C0 control character nor DEL. */
export const IDEMPOTENCY_KEY_PATTERN = '^[^\\u0000-\\u001f\\u007f]*$';
export const IDEMPOTENCY_KEY_INVALID = 'The idempotency key must be 8 to 100 characters without control characters.';
