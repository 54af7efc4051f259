import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What an API instance tells Prometheus (docs/OPERATIONS.md lists each series and what it means). One registry per
 * app, so two apps in one process (the tests) count apart; the process's own figures (memory, event-loop lag) are
 * added by the instance's metrics server (metrics-server.ts), once per process.
 */
export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** database answers of 503 database_unavailable (db/unavailable.ts): `fault` is unavailable or timeout */
  databaseUnavailable: Counter<'fault'>;
  /** statements the database refused or failed, whatever the cause (Kysely's error log) */
  queryErrors: Counter;
  outboxFailures: Counter<'kind'>;
  outboxRetries: Counter<'kind'>;
  throttleRefusals: Counter<'scope'>;
  rateLimitRefusals: Counter<'route'>;
  ordersPlaced: Counter<'payment_method'>;
  paymentsCompleted: Counter<'purpose'>;
  refunds: Counter<'kind'>;
  tripsBooked: Counter<'module' | 'payment_method'>;
  /** the live-stream count is read when scraped (routes/live.ts tells how) */
  countLiveStreams(read: () => number): void;
  /** the database pool's figures are read when scraped (db/connect.ts tells how) */
  readPool(read: () => { total: number; idle: number; waiting: number } | null): void;
  /** the outbox's messages per state, read when scraped (a query: at most once per scrape) */
  readOutbox(read: () => Promise<{ state: string; count: number }[]>): void;
}

/** Request durations, seconds: a page's API calls should mostly end below 0.25 s. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  let liveStreams: () => number = () => 0;
  let pool: () => { total: number; idle: number; waiting: number } | null = () => null;
  let outbox: () => Promise<{ state: string; count: number }[]> = async () => [];
  new Gauge({
    name: 'mart_live_streams',
    help: 'Open live-update streams (order and trip tracking, inbox) on this instance',
    registers,
    collect() {
      this.set(liveStreams());
    },
  });
  new Gauge({
    name: 'mart_db_pool_connections',
    help: 'PostgreSQL pool connections by state: total (open), idle, waiting (queries queued for one)',
    labelNames: ['state'],
    registers,
    collect() {
      const p = pool();
      if (!p) return;
      for (const [state, value] of Object.entries(p)) this.set({ state }, value);
    },
  });
  new Gauge({
    name: 'mart_outbox_messages',
    help: 'Outbox messages (mails, texts) by state: pending ones wait for delivery, failed ones for an operator',
    labelNames: ['state'],
    registers,
    async collect() {
      this.reset();
      try {
        for (const { state, count } of await outbox()) this.set({ state }, count);
      } catch {
        // the database away: the gauge is absent from this scrape, mart_db_unavailable_total says why
      }
    },
  });
  return {
    registry,
    httpRequests: new Counter({
      name: 'mart_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'mart_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    databaseUnavailable: new Counter({
      name: 'mart_db_unavailable_total',
      help: 'Requests answered 503 database_unavailable (the database restarting, unreachable or past a timeout)',
      labelNames: ['fault'],
      registers,
    }),
    queryErrors: new Counter({ name: 'mart_db_query_errors_total', help: 'Statements that failed', registers }),
    outboxFailures: new Counter({
      name: 'mart_outbox_failures_total',
      help: 'Outbox messages given up for good (marked failed for the operator)',
      labelNames: ['kind'],
      registers,
    }),
    outboxRetries: new Counter({
      name: 'mart_outbox_retries_total',
      help: 'Outbox delivery attempts that failed and will be tried again',
      labelNames: ['kind'],
      registers,
    }),
    throttleRefusals: new Counter({
      name: 'mart_throttle_refusals_total',
      help: 'Attempts refused by a per-account throttle (sign-in, codes), by scope',
      labelNames: ['scope'],
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'mart_rate_limit_refusals_total',
      help: 'Requests refused by a per-client rate limit, by route template',
      labelNames: ['route'],
      registers,
    }),
    ordersPlaced: new Counter({
      name: 'mart_orders_placed_total',
      help: 'Store orders placed, by payment method',
      labelNames: ['payment_method'],
      registers,
    }),
    paymentsCompleted: new Counter({
      name: 'mart_payments_completed_total',
      help: 'Payments completed (paid) through a gateway, by purpose (order, trip, wallet)',
      labelNames: ['purpose'],
      registers,
    }),
    refunds: new Counter({
      name: 'mart_refunds_total',
      help: 'Refunds to a wallet, by kind (order, trip)',
      labelNames: ['kind'],
      registers,
    }),
    tripsBooked: new Counter({
      name: 'mart_trips_booked_total',
      help: 'Trips booked, by module (rental, carmarket) and payment method',
      labelNames: ['module', 'payment_method'],
      registers,
    }),
    countLiveStreams: (read) => (liveStreams = read),
    readPool: (read) => (pool = read),
    readOutbox: (read) => (outbox = read),
  };
}

/** Default process metrics (CPU, memory, event-loop lag) on a registry: once per process. */
export function withProcessMetrics(registry: Registry): Registry {
  collectDefaultMetrics({ register: registry, prefix: 'mart_' });
  return registry;
}
