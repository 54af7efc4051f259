/**
 * Redis for state that many API instances share (issue 25): with REDIS_URL the per-client rate limits count in
 * Redis (@fastify/rate-limit's Redis store), so a client spreading guesses over instances meets one limit.
 * Without it the counters stay in each process, which is right for a single instance.
 */
import { Redis } from 'ioredis';

/**
 * Connects and waits until Redis answers, so an instance never takes traffic with a limiter it cannot reach.
 * Commands fail fast while the connection is down (no offline queue): the limiter then lets requests through
 * (skipOnError in app.ts) and the per-account database throttles still hold.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // a lost connection is retried by the client; unhandled, the 'error' event would stop the process (main.ts logs it)
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
