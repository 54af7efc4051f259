/** What placing a store order and sending a parcel share: who places it, its idempotency key, and races. */
import type { AppContext } from '../../context';
import { ApiError } from '../../errors';
import { checkReplay, scopedKeyOf } from '../idempotency';
import { LOGIN_REQUIRED } from '../accounts/sessions';
import { businessSettings } from '../catalog/settings';
import { cartOwner } from '../carts/store-cart';
import type { ScopedKey } from '../../model/idempotency';
import type { RequestInfo } from '../../model/request-info';

/**
 * Who is placing the order (a guest only where the config allows guest checkout), the config, the request's
 * idempotency key scoped to that owner (services/idempotency.ts), and the order an earlier request with it placed
 * (the same key with another request is a 422).
 */
export async function placingOrder(ctx: AppContext, info: RequestInfo, body: object, operation: 'order' | 'parcel') {
  const owner = await cartOwner(ctx, info);
  const config = await businessSettings(ctx);
  if (owner.kind === 'guest' && !Number(config.guest_checkout_status))
    throw new ApiError(401, 'auth-001', LOGIN_REQUIRED);
  const idempotency = scopedKeyOf(info, body, owner, operation);
  const previous = idempotency ? await ctx.repos.orders.byIdempotencyKey(ctx.db, idempotency) : undefined;
  if (previous) checkReplay(previous, idempotency!);
  return { owner, config, idempotency, previous };
}

/**
 * After a placement failed: the order of a retry with the same key that won the race, if any. Its insert made
 * ours a unique violation, or its commit emptied the cart before our transaction read it (ours then fails as an
 * empty cart, an ApiError); either way the answer is the winner's order, if it was asked for with the same request.
 */
export async function raceWinner(ctx: AppContext, idempotency: ScopedKey | null, error: unknown) {
  const lost = error instanceof ApiError || (error as { code?: unknown } | null)?.code === '23505';
  const winner = idempotency && lost ? await ctx.repos.orders.byIdempotencyKey(ctx.db, idempotency) : undefined;
  if (winner) checkReplay(winner, idempotency!);
  return winner;
}
