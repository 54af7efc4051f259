/**
 * The demo courier (issue 25): in demo mode with DEMO_COURIER=1 (on in `npm start`'s demo, off by default and in
 * tests) new orders move one step along their flow every `stepMs`, through the same order-status service as the
 * operator API, so a visitor sees tracking, delivery, reviews and cash-on-delivery points without an operator. The
 * storefront labels such orders (config `demo_courier`). Several instances may each run one: a move is a
 * conditional update, so only one of them wins a step and the others' attempt is refused and skipped.
 */
import { nextStatuses } from '@mart/domain';
import type { Logger } from '../../model/logger';
import type { AppContext } from '../../context';
import { ApiError } from '../../errors';
import { advanceOrder } from './order-status';

export const DEMO_COURIER_STEP_MS = 20_000;

/**
 * One round: every order placed since `since` that waits on nobody (cash on delivery, or paid) and has kept its
 * status for `stepMs` moves to its next status. Returns how many moved.
 */
export async function demoCourierRound(ctx: AppContext, since: Date, stepMs: number): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.repos.orders.waitingOnNobody(ctx.db, since, new Date(now.getTime() - stepMs));
  let moved = 0;
  for (const order of due) {
    const next = nextStatuses('order', order.order_status)[0];
    if (!next) continue;
    try {
      await advanceOrder(ctx, order.id, next);
      moved += 1;
    } catch (error) {
      // moved meanwhile (a customer's cancel, another instance's courier): its next round sees the new status
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return moved;
}

/** Runs rounds every `stepMs / 4` until the returned stop is called. */
export function startDemoCourier(ctx: AppContext, log: Logger, stepMs = DEMO_COURIER_STEP_MS): () => void {
  const since = ctx.clock.now();
  let running = false;
  const timer = setInterval(
    () => {
      if (running) return;
      running = true;
      demoCourierRound(ctx, since, stepMs)
        .then((moved) => moved && log.info({ moved }, 'demo courier moved orders'))
        .catch((error: unknown) => log.warn({ err: error }, 'demo courier round failed'))
        .finally(() => (running = false));
    },
    Math.max(250, stepMs / 4),
  );
  timer.unref();
  return () => clearInterval(timer);
}
