/**
 * What changed, heard by every API instance (issue 25). Database triggers (migration 0550) NOTIFY `mart_events`
 * at commit; each instance LISTENs once and fans the events out to its own subscribers: the server-sent event
 * streams of tracking pages and the inbox, and the catalog response cache (a catalog write through another
 * instance clears this one's cache within the NOTIFY's delivery time, not after its TTL).
 *
 * A dropped LISTEN connection (a database restart) is re-opened with a backoff. What changed while it was down went
 * unheard, so once it listens again subscribers get a `resync`: the caches are cleared wholesale and every open
 * stream sends its state as it is now (issue 38).
 */
import type { Logger } from '../model/logger';
import { listenerOf, type Db } from '../db/connect';

export type LiveEvent =
  | { topic: 'order'; id: number; status: string; payment_status: string }
  | { topic: 'trip'; id: number; status: string; payment_status: string }
  | { topic: 'message'; id: number; conversation_id: number; user_id: number }
  /** a catalog table changed: only the row `id` (its counters, or a wishlist entry for it) when given */
  | { topic: 'catalog'; table: string; id?: number }
  /** this instance's own: it listens again after a lost connection, and anything may have changed meanwhile */
  | { topic: 'resync' };

export const LIVE_CHANNEL = 'mart_events';
/** Waits between attempts to listen again: doubling from the first to the last (a restart takes a second or two). */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 2_000;

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
  /** it listened once: the next successful LISTEN follows a loss */
  private listened = false;

  constructor(private readonly db: Db) {}

  private publish(event: LiveEvent): void {
    for (const s of this.subscribers) s(event);
  }

  /** Starts listening; resolves once the LISTEN is in place (events committed after this are heard). */
  async start(log: Logger): Promise<void> {
    let delay = RETRY_FIRST_MS;
    while (!this.closed) {
      try {
        const stop = await listenerOf(this.db)(
          LIVE_CHANNEL,
          (payload) => {
            const event = parse(payload);
            if (event && event.topic !== 'resync') this.publish(event);
          },
          () => {
            log.warn('live events: LISTEN connection lost, listening again');
            this.stop = null;
            void this.start(log);
          },
        );
        if (this.closed) return await stop();
        this.stop = stop;
        if (this.listened) {
          log.warn('live events: listening again; caches cleared, streams re-read');
          this.publish({ topic: 'resync' });
        }
        this.listened = true;
        return;
      } catch (error) {
        log.warn({ err: error }, 'live events: LISTEN failed, retrying');
        await new Promise((r) => setTimeout(r, delay));
        delay = Math.min(delay * 2, RETRY_MAX_MS);
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
