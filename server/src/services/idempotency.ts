/**
 * One idempotency rule for every money-creating POST (place order, send a parcel, book a trip): the key comes from
 * the `Idempotency-Key` header or the body's `idempotency_key` (the header wins; both, differing, is a 400), it is
 * optional (the cart locks already make one cart one order or trip; the key makes a retry get the same answer
 * instead of "your cart is empty"), and it is scoped per owner — a customer or a guest never meets another's.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors';
import {
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_MIN,
  IDEMPOTENCY_KEY_PATTERN,
} from '../schemas/common';
import type { CartOwner } from './store-cart';
import type { Owner } from './vehicle-carts';

export const IDEMPOTENCY_KEY_MISMATCH = 'The Idempotency-Key header and idempotency_key in the body differ.';

const VALID = new RegExp(IDEMPOTENCY_KEY_PATTERN);

function checked(key: string): string {
  if (key.length < IDEMPOTENCY_KEY_MIN || key.length > IDEMPOTENCY_KEY_MAX || !VALID.test(key))
    throw badRequest('idempotency_key', IDEMPOTENCY_KEY_INVALID);
  return key;
}

/** The request's idempotency key, or null when it has none; a malformed or contradicting key is a 400. */
export function idempotencyKeyOf(
  request: FastifyRequest,
  body: { idempotency_key?: string | null } | undefined,
): string | null {
  const raw = request.headers['idempotency-key'];
  // a repeated header is two keys, not one
  if (Array.isArray(raw)) throw badRequest('idempotency_key', IDEMPOTENCY_KEY_MISMATCH);
  const header = raw === undefined ? null : checked(raw);
  const fromBody = body?.idempotency_key == null ? null : checked(body.idempotency_key);
  if (header !== null && fromBody !== null && header !== fromBody)
    throw badRequest('idempotency_key', IDEMPOTENCY_KEY_MISMATCH);
  return header ?? fromBody;
}

/** The owner a key belongs to: keys are unique per customer (or guest), never across them. */
function idempotencyScope(owner: CartOwner | Owner): string {
  // either owner shape: store carts' `kind`, vehicle carts' `userId`/`guestId`
  if ('kind' in owner) return owner.kind === 'user' ? `u:${owner.userId}` : `g:${owner.guestId}`;
  return owner.userId !== null ? `u:${owner.userId}` : `g:${owner.guestId}`;
}

export interface ScopedKey {
  scope: string;
  key: string;
}

/** The request's key with its owner's scope, as stored beside the row it created; null without a key. */
export function scopedKeyOf(
  request: FastifyRequest,
  body: { idempotency_key?: string | null } | undefined,
  owner: CartOwner | Owner,
): ScopedKey | null {
  const key = idempotencyKeyOf(request, body);
  return key === null ? null : { scope: idempotencyScope(owner), key };
}
