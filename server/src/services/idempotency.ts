/**
 * One idempotency rule for every money-creating POST (place order, send a parcel, book a trip, start a top-up): the
 * key comes from the `Idempotency-Key` header only (plugins/request-info.ts reads it), it is optional (the cart locks already make one cart one order or trip; the key makes a retry get the
 * same answer instead of "your cart is empty"), and it is scoped per owner — a customer or a guest never meets
 * another's.
 *
 * A key is bound to its request (issue 37.7, the IETF Idempotency-Key draft): a fingerprint of what the request
 * asks for is stored with the key, and the key sent again with another request is a 422, never the first answer.
 * The fingerprint is a SHA-256 of the validated body in a canonical form (keys sorted, absent and null alike),
 * without the key and the owner (already the key's scope), under the operation's name (a parcel's key never answers
 * a store order). The body is what a retry can reproduce; the cart behind a cart order cannot be read again (the
 * order emptied it), so its contents are bound by the body's order_amount and by the rule the callers add: a
 * replay finds the owner's cart empty (services/orders/place-order.ts, trips.ts).
 */
import { createHash } from 'node:crypto';
import { ApiError, badRequest } from '../errors';
import type { IdempotentOperation, ScopedKey } from '../model/idempotency';
import { callerKey, type Caller } from '../model/caller';
import type { RequestInfo } from '../model/request-info';
import {
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_MIN,
  IDEMPOTENCY_KEY_PATTERN,
} from '../model/idempotency';

export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Send a new key with a changed request.';

const VALID = new RegExp(IDEMPOTENCY_KEY_PATTERN);

function checked(key: string): string {
  if (key.length < IDEMPOTENCY_KEY_MIN || key.length > IDEMPOTENCY_KEY_MAX || !VALID.test(key))
    throw badRequest('idempotency_key', IDEMPOTENCY_KEY_INVALID);
  return key;
}

/** The request's idempotency key, or null when it has none; a malformed or repeated header is a 400. */
export function idempotencyKeyOf(info: Pick<RequestInfo, 'idempotencyKey'>): string | null {
  const raw = info.idempotencyKey;
  if (raw === null) return null;
  // a repeated header is two keys, not one
  if (typeof raw !== 'string') throw badRequest('idempotency_key', IDEMPOTENCY_KEY_INVALID);
  return checked(raw);
}

/** JSON with object keys sorted and absent or null fields left out: one text for one meaning. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonical(v ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The fingerprint of a request: its operation and its body without the key and the owner's guest id. */
export function requestFingerprint(operation: IdempotentOperation, body: object | undefined): string {
  const { idempotency_key: _key, guest_id: _guest, ...meaningful } = (body ?? {}) as Record<string, unknown>;
  return createHash('sha256')
    .update(canonical({ operation, body: meaningful }))
    .digest('hex');
}

/** The request's key with its owner's scope and the request's fingerprint; null without a key. */
export function scopedKeyOf(
  info: Pick<RequestInfo, 'idempotencyKey'>,
  body: object | undefined,
  owner: Caller,
  operation: IdempotentOperation,
): ScopedKey | null {
  const key = idempotencyKeyOf(info);
  return key === null ? null : { scope: callerKey(owner), key, fingerprint: requestFingerprint(operation, body) };
}

/** The key sent again with another request: 422, as the IETF Idempotency-Key draft answers a reused key. */
export const keyReused = () => new ApiError(422, 'idempotency_key', IDEMPOTENCY_KEY_REUSED);

/**
 * What an earlier request with this key created may answer this one only if it asked for the same thing; rows
 * stored before fingerprints (null) replay as they did.
 */
export function checkReplay(stored: { idempotency_fingerprint: string | null }, key: ScopedKey): void {
  if (stored.idempotency_fingerprint !== null && stored.idempotency_fingerprint !== key.fingerprint) throw keyReused();
}
