import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Redis } from 'ioredis';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  systemClock,
  type AppContext,
  type Clock,
  type MessageSender,
  type Providers,
  type SocialVerifier,
} from './context';
import { ApiError, errorHandler, notFoundHandler } from './errors';
import { installInputGuard } from './input-guard';
import { repoPath } from './paths';
import { domainMessage } from './i18n';
import { redactedLogger } from './logging';
import { installRequestId, requestIdOptions } from './request-id';
import { createMetrics } from './metrics';
import { installHttpMetrics } from './http-metrics';
import { onQueryError, poolFigures, type Db } from './db/connect';
import { repositories } from './plugins/repositories';
import { requestInfo } from './plugins/request-info';
import { registerRoutes } from './routes';
import { CatalogCache, invalidateOnCatalogWrites, type CatalogCacheOptions } from './infra/catalog-cache';
import { installCatalogCache } from './plugins/catalog-cache';
import { startDemoCourier } from './services/orders/demo-courier';
import { DEFAULT_UNPAID_RELEASE_MS, startUnpaidRelease } from './services/orders/unpaid-release';
import { DEFAULT_RUM_RETENTION_MS, startRumPrune } from './services/operations/rum-prune';
import { watchRedis } from './infra/redis';
import { LiveEvents } from './infra/live-events';
import { clearSettingsCache } from './services/catalog/settings';
import { loggingSender, outboxSender } from './infra/senders';
import { startOutboxWorker } from './services/messages/outbox-worker';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { ZoneLocator } from './infra/geo';
import { signedGateway, type SignedGatewayConfig } from './infra/payment-gateway';
import { MAX_IMAGES_AT_ONCE, type UploadedFile } from './infra/media';
import { socialVerifierFor } from './services/accounts/social';
import { OWASP_SCRYPT, type ScryptCost } from './infra/passwords';
import { DEFAULT_STOREFRONT_ORIGINS, storefrontOrigins } from './storefront-origins';
import { PROFILE_IMAGE_MAX_BYTES } from '@mart/domain';
import { DEFAULT_OUTBOUND_CAPS, type OutboundCaps } from './model/outbound';
import { DEFAULT_OUTBOX, type OutboxSettings } from './infra/outbox-settings';
import { throttleRules, type ThrottleRule, type ThrottleScope } from './model/throttle';
import { demoGateway, PaymentHandlers, type PaymentGateway } from './infra/payment-gateway';
import { demoPictureSpec } from './db/seed/pictures';

export const API_VERSION = '0.1.0';

export interface BuildAppOptions {
  db: Db;
  /**
   * Demo mode (config.demo), off unless asked for: OTP codes are returned in responses and logged, `demo:<email>`
   * social tokens are accepted, and the demo payment page is installed.
   */
  demo?: boolean;
  /** The signed card gateway (env PAYMENT_GATEWAY_URL / PAYMENT_GATEWAY_SECRET); none when unset. */
  paymentGateway?: SignedGatewayConfig;
  /** The OpenAPI page at /api/docs (env API_DOCS); off unless asked for. */
  docs?: boolean;
  clock?: Clock;
  sender?: MessageSender;
  /** Social token verifier; by default the configured providers' (plus `demo:` tokens in demo mode). */
  socialVerifier?: SocialVerifier;
  /** Google / Facebook / map keys (env GOOGLE_CLIENT_ID, FACEBOOK_APP_ID, MAP_API_KEY). */
  providers?: Providers;
  /** RUM beacons a minute per client (env RUM_RATE_LIMIT; default 30). */
  rumRateLimit?: number;
  /** Requests per window per client on sign-in, OTP send/verify and forgot-password. */
  authRateLimit?: { max: number; timeWindowMs: number };
  /** Per-account throttles, by scope (defaults: THROTTLE_RULES). */
  throttle?: Partial<Record<ThrottleScope, Partial<ThrottleRule>>>;
  /** scrypt cost of new password hashes; OWASP's by default, lower only to keep tests fast. */
  passwordCost?: ScryptCost;
  /** The storefront origins (env CORS_ORIGINS): CORS, and the only places payments return to; the first is primary. */
  corsOrigins?: readonly string[];
  registryFile?: string;
  publicUrl?: string;
  logger?: FastifyServerOptions['logger'];
  /** JSON body limit in bytes (uploads have their own 2 MB file limit). */
  bodyLimit?: number;
  otp?: Partial<AppContext['otp']>;
  /** Caps on outbound texts and mails (env OUTBOUND_*; services/messages/outbound.ts); defaults: DEFAULT_OUTBOUND_CAPS. */
  outbound?: Partial<OutboundCaps>;
  /**
   * Delivering the outbox (env SMTP_*, SMS_PROVIDER, OUTBOX_*; services/messages/outbox-worker.ts): the worker runs when a
   * mail transport or a text provider is given and `run` is not false. The caller owns the transports.
   */
  outbox?: Partial<OutboxSettings>;
  /** Demo mode: the demo mailbox folder (env DEMO_MAILBOX_DIR) the demo page at /demo/mailbox shows. */
  demoMailboxDir?: string;
  tokenTtlMs?: number;
  /** Proxies in front of the API (env TRUST_PROXY): request.ip is then the client's, not the balancer's. */
  trustProxy?: number;
  /** Key of the operator API (env OPERATOR_API_KEY); without one the operator routes are not registered. */
  operatorKey?: string;
  /**
   * Redis (env REDIS_URL, infra/redis.ts): the per-client rate limits count there, shared by every instance;
   * without it they count in this process. The caller owns the connection.
   */
  redis?: Redis;
  /**
   * The demo courier (env DEMO_COURIER=1, demo mode only): new orders move along their statuses every `stepMs`.
   */
  demoCourier?: { stepMs?: number };
  /**
   * Digital orders and trips unpaid for `afterMs` are released by a round every `everyMs` (env
   * UNPAID_RELEASE_MINUTES, services/orders/unpaid-release.ts); on by default, `false` turns it off.
   */
  unpaidRelease?: { afterMs: number; everyMs?: number } | false;
  /** RUM counts older than `keepMs` dropped every `everyMs` (services/operations/rum-prune.ts); false: never */
  rumPrune?: { keepMs: number; everyMs?: number } | false;
  /** Response cache of the public catalog reads (env CATALOG_CACHE_TTL_MS); `{ ttlMs: 0 }` turns it off. */
  catalogCache?: CatalogCacheOptions;
  /** Told of every route as it is registered (the @mart/api-types generator reads their schemas). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const demo = options.demo ?? false;
  const origins = storefrontOrigins(options.corsOrigins ?? DEFAULT_STOREFRONT_ORIGINS);
  const gateways: PaymentGateway[] = [
    ...(demo ? [demoGateway] : []),
    ...(options.paymentGateway ? [signedGateway(options.paymentGateway)] : []),
  ];
  const clock = options.clock ?? systemClock;
  const catalogCache = new CatalogCache({ now: () => clock.now().getTime(), ...options.catalogCache });
  const app = Fastify({
    logger: redactedLogger(options.logger ?? false),
    ...requestIdOptions,
    // behind N load balancers the client is N hops back in X-Forwarded-For; rate limits key on request.ip
    ...(options.trustProxy ? { trustProxy: (_address: string, hop: number) => hop < options.trustProxy! } : {}),
    bodyLimit: options.bodyLimit ?? 256 * 1024,
    // Router-level rejections (malformed URL encoding, over-long path parameters) get the same error shape.
    frameworkErrors: errorHandler,
    // ...and so do requests Node's HTTP parser cannot read at all (no Fastify request exists for those).
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return socket.destroy(error);
      const body = JSON.stringify({ errors: [{ code: 'bad_request', message: 'The HTTP request is malformed.' }] });
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
    ajv: {
      // verbose: errors carry their schema, whose x-messages hold the user-facing text (errors.ts)
      customOptions: {
        verbose: true,
        keywords: ['x-messages', 'x-ts-type'],
        coerceTypes: 'array',
        removeAdditional: true,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(repositories);
  await app.register(requestInfo);
  const metrics = createMetrics();
  metrics.readPool(() => poolFigures(options.db));
  metrics.readOutbox(async () =>
    Object.entries(await app.repos.outbox.counts(options.db)).map(([state, count]) => ({ state, count })),
  );
  const stopCountingErrors = onQueryError(options.db, () => metrics.queryErrors.inc());
  app.addHook('onClose', async () => stopCountingErrors());
  installHttpMetrics(app, metrics);
  const ctx: AppContext = {
    metrics,
    // every catalog write through ctx.db clears the response cache
    db: catalogCache.enabled ? options.db.withPlugin(invalidateOnCatalogWrites(catalogCache)) : options.db,
    clock,
    catalogCache,
    zones: new ZoneLocator(
      () => app.repos.zones.activeShapes(options.db),
      () => clock.now().getTime(),
    ),
    demo,
    storagePictures: demoPictureSpec,
    demoCourier: demo && Boolean(options.demoCourier),
    paymentGateways: new Map(gateways.map((g) => [g.name, g])),
    paymentHandlers: new PaymentHandlers<AppContext>(),
    sender: options.sender ?? outboxSender(options.db, app.repos.outbox, clock),
    socialVerifier: options.socialVerifier ?? socialVerifierFor(options.providers ?? {}, demo),
    providers: options.providers ?? {},
    authRateLimit: options.authRateLimit ?? { max: 10, timeWindowMs: 60_000 },
    rumRateLimit: options.rumRateLimit ?? 30,
    throttleRules: throttleRules(options.throttle),
    passwordCost: options.passwordCost ?? OWASP_SCRYPT,
    otp: { ttlMs: 5 * 60_000, maxAttempts: 5, resendAfterMs: 60_000, ...options.otp },
    outbound: { ...DEFAULT_OUTBOUND_CAPS, ...options.outbound },
    demoMailboxDir: demo ? options.demoMailboxDir : undefined,
    outbox: {
      ...DEFAULT_OUTBOX,
      mail: null,
      texts: null,
      push: null,
      workerId: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
      assetsBase: options.publicUrl,
      ...options.outbox,
    },
    tokenTtlMs: options.tokenTtlMs ?? 30 * 24 * 3600_000,
    registryFile: options.registryFile ?? repoPath('.deploy', 'registry.json'),
    version: API_VERSION,
    publicUrl: options.publicUrl,
    storefrontOrigins: origins,
    operatorKey: options.operatorKey,
    live: new LiveEvents(options.db),
    lifecycle: { draining: false },
    repos: app.repos,
  };

  // Demo mode also prints each OTP (SPEC §9 "demo OTP"), so a tester without a phone can read it in the log.
  if (demo) ctx.sender = loggingSender(ctx.sender, app.log);
  app.decorate('ctx', ctx);
  // a catalog write, whichever instance made it, clears what it changed of this instance's caches within the
  // notification's delivery time (this instance's own writes cleared its response cache already)
  ctx.live.subscribe((event) => {
    // listening again after a lost connection: what changed meanwhile was not heard, so nothing cached is trusted
    if (event.topic === 'resync') {
      catalogCache.invalidate('all');
      clearSettingsCache(ctx);
      ctx.zones.clear();
      return;
    }
    if (event.topic !== 'catalog') return;
    catalogCache.invalidate(event.id === undefined ? 'all' : [`${event.table}:${event.id}`]);
    if (event.table === 'settings' || event.table === 'modules') clearSettingsCache(ctx);
    if (event.table === 'zones') ctx.zones.clear();
  });
  await ctx.live.start(app.log);
  app.addHook('onClose', async () => ctx.live.close());
  installRequestId(app);
  app.setErrorHandler(errorHandler);
  installInputGuard(app);
  app.setNotFoundHandler(notFoundHandler);

  // An API answers JSON (and a few images): no document may load anything or be framed. The demo payment page
  // sets its own, wider policy; the docs page gets swagger-ui's. Images are read cross-origin by the storefront.
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });

  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || origins.includes(origin)),
    credentials: true,
    // @fastify/cors 11 allows only GET, HEAD, POST by default: the storefront also PUTs and DELETEs
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'authorization',
      'content-type',
      'accept',
      'x-localization',
      'x-software-id',
      'latitude',
      'longitude',
      'zoneid',
      'moduleid',
      'guest-id',
      'idempotency-key',
      'x-device-token',
      'x-request-id',
    ],
    // the storefront shows it on an error panel, for the customer to quote to support
    exposedHeaders: ['x-request-id'],
  });
  // A page of 48 items is ~60 KB of JSON, ~6 KB compressed: on a phone's link that is the difference between the
  // grid drawing at once and a third of a second later. The hook is per route and runs after the catalog cache's,
  // so the cache keeps the text and each answer is compressed on its way out; the event streams write to the socket
  // themselves and are never buffered by it. Request bodies are read as sent (no inflating of uploads).
  await app.register(compress, { encodings: ['br', 'gzip'], globalDecompression: false });
  // Multipart forms land in request.body as plain values (files as {filename, mimetype, data}), so the route's
  // body schema validates them like JSON.
  await app.register(multipart, {
    limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: MAX_IMAGES_AT_ONCE, fields: 20, fieldSize: 64 * 1024 },
    attachFieldsToBody: 'keyValues',
    async onFile(part) {
      const data = await part.toBuffer();
      (part as unknown as { value: UploadedFile }).value = { filename: part.filename, mimetype: part.mimetype, data };
    },
  });
  if (options.redis) {
    const unwatch = watchRedis(options.redis, app.log);
    app.addHook('onClose', async () => unwatch());
  }
  await app.register(rateLimit, {
    global: false,
    ...(options.redis
      ? {
          redis: options.redis,
          nameSpace: 'mart-rate-limit:',
          // Redis unreachable: let the request through (logged) rather than lock every customer out; sign-in and
          // OTP keep their per-account database throttles (services/throttle.ts)
          skipOnError: true,
        }
      : {}),
    // the plugin also sends Retry-After; the text is in the customer's language, like the per-account throttle's
    onExceeded: (request) => metrics.rateLimitRefusals.inc({ route: request.routeOptions.url ?? 'unmatched' }),
    errorResponseBuilder: (request, context) =>
      new ApiError(
        429,
        'too_many_requests',
        domainMessage(request, 'tooManyAttempts', { seconds: Math.ceil(context.ttl / 1000) }),
      ),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Mart marketplace API', version: API_VERSION, description: 'Storefront API (see SPEC §7).' },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          operatorKey: { type: 'apiKey', in: 'header', name: 'x-operator-key' },
        },
      },
    },
  });
  if (options.docs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  installCatalogCache(app, catalogCache);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await registerRoutes(app);
  if (ctx.demoCourier) {
    const stop = startDemoCourier(ctx, app.log, options.demoCourier?.stepMs);
    app.addHook('onClose', async () => stop());
  }
  if (ctx.outbox.run && (ctx.outbox.mail || ctx.outbox.texts || ctx.outbox.push)) {
    const stop = startOutboxWorker(ctx, app.log);
    app.addHook('onClose', stop);
  }
  const release = options.unpaidRelease ?? { afterMs: DEFAULT_UNPAID_RELEASE_MS };
  if (release) {
    const stop = startUnpaidRelease(ctx, app.log, release.afterMs, release.everyMs);
    app.addHook('onClose', async () => stop());
  }
  const rumPrune = options.rumPrune ?? { keepMs: DEFAULT_RUM_RETENTION_MS };
  if (rumPrune) {
    const stop = startRumPrune(ctx, app.log, rumPrune.keepMs, rumPrune.everyMs);
    app.addHook('onClose', async () => stop());
  }
  await app.ready();
  return app;
}
