/**
 * Real-user monitoring keeps its per-minute counts (`rum_counts`) for comparisons of a version with the one before
 * it and of a canary with the live version, not for ever: a round every hour drops counts older than the retention
 * (RUM_RETENTION_DAYS, 7 by default; docs/OPERATIONS.md). Every instance schedules it, one runs it at a time (an
 * advisory lock); the rest skip that round.
 */
import type { Logger } from '../../model/logger';
import type { AppContext } from '../../context';
import { alone, everyInterval } from '../../infra/scheduled';

export const DEFAULT_RUM_RETENTION_MS = 7 * 24 * 60 * 60_000;
export const RUM_PRUNE_EVERY_MS = 60 * 60_000;
/** Any fixed number, apart from the start-up lock (db/prepare.ts) and the cart locks' first key. */
const RUM_PRUNE_LOCK = 7_204_780;

/** One round: the rows older than `keepMs` deleted, or null when another instance is pruning right now. */
export function pruneRumRound(ctx: AppContext, keepMs: number): Promise<number | null> {
  const before = new Date(ctx.clock.now().getTime() - keepMs);
  return alone(ctx.db, RUM_PRUNE_LOCK, (tx) => ctx.repos.rum.prune(tx, before));
}

/** Runs a round every `everyMs` until the returned stop is called. */
export function startRumPrune(ctx: AppContext, log: Logger, keepMs: number, everyMs = RUM_PRUNE_EVERY_MS): () => void {
  return everyInterval(
    everyMs,
    async () => {
      const n = await pruneRumRound(ctx, keepMs);
      if (n) log.info({ rows: n }, 'pruned old RUM counts');
    },
    (error: unknown) => log.warn({ err: error }, 'RUM prune round failed'),
  );
}
