/** An idempotency key as it is stored: scoped to its caller, bound to what its request asked for. */
export interface ScopedKey {
  scope: string;
  key: string;
  /** what the request asked for (requestFingerprint) */
  fingerprint: string;
}

/** The operations a key can be used for; a key used for one never answers another. */
export type IdempotentOperation = 'order' | 'parcel' | 'trip' | 'wallet_fund';
