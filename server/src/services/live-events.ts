/**
 * What changed, heard by every API instance (issue 25). Database triggers (migration 0550) NOTIFY `mart_events`
 * at commit; each instance LISTENs once and fans the events out to its own subscribers: the server-sent event
 * streams of tracking pages and the inbox, and the catalog response cache (a catalog write through another
 * instance clears this one's cache within the NOTIFY's delivery time, not after its TTL).
 *
 * A dropped LISTEN connection is re-opened with a backoff; meanwhile the storefront's streams fall back to polling.
 */
import type { FastifyBaseLogger } from 'fastify';
import { listenerOf, type Db } from '../db/connect';

export type LiveEvent =
  | { topic: 'order'; id: number; status: string; payment_status: string }
  | { topic: 'trip'; id: number; status: string; payment_status: string }
  | { topic: 'message'; id: number; conversation_id: number; user_id: number }
  /** a catalog table changed: only the row `id` (its counters, or a wishlist entry for it) when given */
  | { topic: 'catalog'; table: string; id?: number };

export const LIVE_CHANNEL = 'mart_events';

function parse(payload: string): LiveEvent | null {
  try {
    const event = JSON.parse(payload) as LiveEvent;
    return typeof event === 'object' && event && typeof event.topic === 'string' ? event : null;
  } catch {
    return null;
  }
}

export class LiveEvents {
  private readonly subscribers = new Set<(event: LiveEvent) => void>();
  private stop: (() => Promise<void>) | null = null;
  private closed = false;

  constructor(private readonly db: Db) {}

  /** Starts listening; resolves once the LISTEN is in place (events committed after this are heard). */
  async start(log: FastifyBaseLogger): Promise<void> {
    let delay = 500;
    while (!this.closed) {
      try {
        this.stop = await listenerOf(this.db)(
          LIVE_CHANNEL,
          (payload) => {
            const event = parse(payload);
            if (event) for (const s of this.subscribers) s(event);
          },
          () => {
            log.warn('live events: LISTEN connection lost, listening again');
            this.stop = null;
            void this.start(log);
          },
        );
        return;
      } catch (error) {
        log.warn({ err: error }, 'live events: LISTEN failed, retrying');
        await new Promise((r) => setTimeout(r, delay));
        delay = Math.min(delay * 2, 10_000);
      }
    }
  }

  subscribe(listener: (event: LiveEvent) => void): () => void {
    this.subscribers.add(listener);
    return () => this.subscribers.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.clear();
    await this.stop?.();
  }
}
