import type { Metrics } from './metrics';
import type { Db } from './db/connect';
import type { Lang } from './i18n';
import type { Repositories } from './repositories';
import type { CatalogCache } from './infra/catalog-cache';
import type { LiveEvents } from './infra/live-events';
import type { ZoneLocator } from './infra/geo';
import type { PictureSpec } from './infra/pictures';
import type { ScryptCost } from './infra/passwords';
import type { StorefrontOrigins } from './storefront-origins';
import type { OutboundCaps } from './model/outbound';
import type { OutboxSettings } from './infra/outbox-settings';
import type { ThrottleRule, ThrottleScope } from './model/throttle';
import type { RecaptchaSettings } from './model/recaptcha';
import type { PaymentGateway, PaymentHandlers } from './infra/payment-gateway';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export interface OutgoingMessage {
  channel: 'phone' | 'email';
  recipient: string;
  /** the mail's subject and the text's words, in `lang` */
  subject: string;
  body: string;
  /** what it is for (login, verify, reset, change, confirm), kept with the outbox row */
  purpose?: string;
  lang?: Lang;
  /** a one-time code: the mail is rendered from it when it is sent, and it is not sent once it has expired */
  code?: { code: string; minutes: number; expiresAt: Date };
}
/**
 * Sends one-time codes (SMS or mail). The default writes them to the `outbox` table, which the delivery worker
 * (services/messages/outbox-worker.ts) sends.
 */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

export type SocialMedium = 'google' | 'facebook' | 'apple';
export interface SocialIdentity {
  email: string;
  uniqueId: string;
  name?: string;
}
/** Checks a provider token and says whose it is; throws ApiError when the token is not accepted. */
export interface SocialVerifier {
  verify(medium: SocialMedium, token: string, uniqueId: string | undefined): Promise<SocialIdentity>;
}

/** Third-party keys a deployment configures; the storefront reads them from /config, the server verifies with them. */
export interface Providers {
  googleClientId?: string;
  facebookAppId?: string;
  mapApiKey?: string;
  /** reCAPTCHA before codes are sent (infra/recaptcha.ts); none: no widget, no check */
  recaptcha?: RecaptchaSettings;
}

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

/** Everything route plugins share; built once in buildApp and decorated onto the instance as `ctx`. */
export interface AppContext {
  db: Db;
  /** RUM beacons a minute per client (routes/rum.ts) */
  rumRateLimit: number;
  /** what this instance counts for Prometheus (metrics.ts) */
  metrics: Metrics;
  clock: Clock;
  zones: ZoneLocator;
  /** catalog reads shared between requests (bodies, and rows a write prices from) */
  catalogCache: CatalogCache;
  demo: boolean;
  /**
   * The picture `/storage/<folder>/<slug>.svg` draws: seeded images are generated SVGs (emoji of an openly licensed
   * set composed on a plate, tile, badge or scene; db/seed/pictures.ts), so every entity has a stable picture and
   * nothing is fetched from outside. The composition root (app.ts) hands the seed's pictures in.
   */
  storagePictures: (folder: string, file: string) => PictureSpec;
  /** the demo courier moves new orders along on a timer (services/orders/demo-courier.ts); the storefront says so */
  demoCourier: boolean;
  /** The payment gateways this deployment serves, by name; the first is the default. */
  paymentGateways: Map<string, PaymentGateway>;
  /** What a completed payment does, by purpose (order, trip, wallet_fund): plugins/payment-handlers.ts fills it. */
  paymentHandlers: PaymentHandlers<AppContext>;
  sender: MessageSender;
  socialVerifier: SocialVerifier | null;
  providers: Providers;
  authRateLimit: RateLimit;
  /** per-account limits (services/throttle.ts) */
  throttleRules: Record<ThrottleScope, ThrottleRule>;
  /** scrypt cost of new password hashes (OWASP by default) */
  passwordCost: ScryptCost;
  otp: { ttlMs: number; maxAttempts: number; resendAfterMs: number };
  /** caps on outbound texts and mails (services/messages/outbound.ts) */
  outbound: OutboundCaps;
  /** demo mode: the demo mailbox folder the demo page shows (routes/demo-mailbox.ts); undefined otherwise */
  demoMailboxDir: string | undefined;
  /** how the outbox is delivered: the SMTP transport, the text provider, retries and leases (outbox-worker.ts) */
  outbox: OutboxSettings;
  tokenTtlMs: number;
  registryFile: string;
  version: string;
  publicUrl: string | undefined;
  /** CORS_ORIGINS: the storefront's origins, the only places a payment returns to; the first is the primary */
  storefrontOrigins: StorefrontOrigins;
  /** changes heard from the database, whichever instance wrote them (order/trip status, messages, catalog) */
  live: LiveEvents;
  /** set when the instance is shutting down: /readyz answers 503 so the balancer stops sending traffic */
  lifecycle: { draining: boolean };
  /** OPERATOR_API_KEY: the operator API (routes/operator.ts) exists only when set */
  operatorKey: string | undefined;
  /** each area's queries (repositories/index.ts), the same objects as `app.repos` */
  repos: Repositories;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
