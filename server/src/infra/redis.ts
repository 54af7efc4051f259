/**
 * Redis for state that many API instances share (issue 25): with REDIS_URL the per-client rate limits count in
 * Redis (@fastify/rate-limit's Redis store), so a client spreading guesses over instances meets one limit.
 * Without it the counters stay in each process, which is right for a single instance.
 */
import type { Logger } from '../model/logger';
import { Redis } from 'ioredis';

/**
 * Connects and waits until Redis answers, so an instance never takes traffic with a limiter it cannot reach.
 * Commands fail fast while the connection is down (no offline queue) or after a second without an answer (a Redis
 * that hangs): the limiter then lets requests through (skipOnError in app.ts) and the per-account database
 * throttles still hold. The client reconnects by itself, forever, at most 2 s apart.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // a lost connection is retried by the client; unhandled, the 'error' event would stop the process (watchRedis logs)
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect(); // no retry loop left behind (it would keep the process alive)
    throw error;
  }
  return redis;
}

/**
 * Logs Redis going away and coming back, once each (ioredis reports every failed reconnect): meanwhile the rate
 * limits are not counted. Returns the function that stops watching.
 */
export function watchRedis(redis: Redis, log: Logger): () => void {
  let down = false;
  const lost = (error?: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'redis unreachable: rate limits not counted (requests let through) until it is back');
  };
  const back = () => {
    if (!down) return;
    down = false;
    log.warn('redis reachable again: rate limits count in Redis');
  };
  const closed = () => lost();
  redis.on('error', lost);
  redis.on('close', closed);
  redis.on('ready', back);
  return () => {
    redis.off('error', lost);
    redis.off('close', closed);
    redis.off('ready', back);
  };
}
