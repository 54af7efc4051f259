import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { repoPath } from './paths';
import { DEFAULT_CATALOG_CACHE_TTL_MS } from './infra/catalog-cache';
import { DEFAULT_STOREFRONT_ORIGINS, storefrontOrigins, type StorefrontOrigins } from './storefront-origins';
import { DEFAULT_UNPAID_RELEASE_MS } from './services/orders/unpaid-release';
import { DEFAULT_RUM_RETENTION_MS } from './services/operations/rum-prune';
import { POSTGRES_DEFAULTS } from './db/connect';
import type { SmtpSettings, SmtpTls } from './infra/mail-transport';
import type { SmscSettings } from './infra/text-providers';
import { GOOGLE_SITEVERIFY_URL } from './infra/recaptcha';
import { vapidPairMatches } from './infra/web-push';
import { DEFAULT_OUTBOUND_CAPS, type OutboundCaps } from './model/outbound';
import { DEFAULT_OUTBOX, DEFAULT_PUSH, type PushSettings } from './infra/outbox-settings';
import type { RecaptchaSettings } from './model/recaptcha';

/** A configuration the server must not start with; the message names the variable. */
export class ConfigError extends Error {}

const Flag = Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('true'), Type.Literal('false')], {
  description: '0 / 1 (or false / true)',
});
const HttpUrl = Type.String({ pattern: '^https?://[^\\s]+$', description: 'an http(s) URL' });
const Cap = Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000, description: 'a whole number ≥ 1' }));
/** The outbound message caps (services/messages/outbound.ts), each variable with the setting it fills. */
const OUTBOUND_VARIABLES = {
  OUTBOUND_CONTACT_HOUR: 'contactHour',
  OUTBOUND_CONTACT_DAY: 'contactDay',
  OUTBOUND_CLIENT_MINUTE: 'clientMinute',
  OUTBOUND_PREFIX_HOUR: 'prefixHour',
  OUTBOUND_TEXTS_HOUR: 'textsHour',
  OUTBOUND_TEXTS_DAY: 'textsDay',
  OUTBOUND_MAILS_HOUR: 'mailsHour',
  OUTBOUND_MAILS_DAY: 'mailsDay',
} as const satisfies Record<string, keyof OutboundCaps>;

/** Every variable the API reads, with what it accepts. Unset or empty means the default. */
const EnvSchema = Type.Object({
  NODE_ENV: Type.Optional(Type.String()),
  PORT: Type.Optional(Type.Integer({ minimum: 0, maximum: 65_535, description: 'a port number (0–65535)' })),
  HOST: Type.Optional(Type.String()),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://', description: 'a postgres:// URL' })),
  DATA_DIR: Type.Optional(Type.String()),
  SEED: Type.Optional(Flag),
  DEMO: Type.Optional(Flag),
  API_DOCS: Type.Optional(Flag),
  CORS_ORIGINS: Type.Optional(Type.String()),
  MART_REGISTRY_FILE: Type.Optional(Type.String()),
  PUBLIC_URL: Type.Optional(HttpUrl),
  AUTH_RATE_LIMIT: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'a whole number ≥ 1' })),
  CATALOG_CACHE_TTL_MS: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 86_400_000, description: 'milliseconds, 0–86400000' }),
  ),
  LOG_LEVEL: Type.Optional(
    Type.Union(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
      { description: 'fatal, error, warn, info, debug, trace or silent' },
    ),
  ),
  GOOGLE_CLIENT_ID: Type.Optional(Type.String()),
  FACEBOOK_APP_ID: Type.Optional(Type.String()),
  MAP_API_KEY: Type.Optional(Type.String()),
  OPERATOR_API_KEY: Type.Optional(Type.String({ minLength: 16, description: 'at least 16 characters' })),
  TRUST_PROXY: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 10, description: 'the number of proxies in front of the API (0–10)' }),
  ),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://', description: 'a redis:// URL' })),
  DEMO_COURIER: Type.Optional(Flag),
  UNPAID_RELEASE_MINUTES: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 10_080, description: 'minutes, 0–10080 (0: never)' }),
  ),
  DB_POOL_MAX: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, description: 'connections, 1–500' })),
  DB_STATEMENT_TIMEOUT_MS: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 3_600_000, description: 'milliseconds, 0 (none) to 3600000' }),
  ),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 3_600_000, description: 'milliseconds, 0 (none) to 3600000' }),
  ),
  DB_CONNECT_TIMEOUT_MS: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 600_000, description: 'milliseconds, 0 (none) to 600000' }),
  ),
  RUM_RATE_LIMIT: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100_000, description: 'beacons a minute per client' }),
  ),
  RUM_RETENTION_DAYS: Type.Optional(Type.Integer({ minimum: 1, maximum: 366, description: 'days, 1–366' })),
  METRICS_PORT: Type.Optional(Type.Integer({ minimum: 0, maximum: 65_535, description: 'a port number (0–65535)' })),
  METRICS_HOST: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9.:\\[\\]-]+$', description: 'an address' })),
  SHUTDOWN_DRAIN_MS: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 600_000, description: 'milliseconds, 0–600000' }),
  ),
  PAYMENT_GATEWAY_URL: Type.Optional(HttpUrl),
  PAYMENT_GATEWAY_SECRET: Type.Optional(Type.String({ minLength: 32, description: 'at least 32 characters' })),
  OUTBOUND_CONTACT_HOUR: Cap,
  OUTBOUND_CONTACT_DAY: Cap,
  OUTBOUND_CLIENT_MINUTE: Cap,
  OUTBOUND_PREFIX_HOUR: Cap,
  OUTBOUND_TEXTS_HOUR: Cap,
  OUTBOUND_TEXTS_DAY: Cap,
  OUTBOUND_MAILS_HOUR: Cap,
  OUTBOUND_MAILS_DAY: Cap,
  SMTP_HOST: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9.:\\[\\]-]+$', description: 'a host name or address' })),
  SMTP_PORT: Type.Optional(Type.Integer({ minimum: 1, maximum: 65_535, description: 'a port number (1–65535)' })),
  SMTP_TLS: Type.Optional(
    Type.Union([Type.Literal('starttls'), Type.Literal('tls'), Type.Literal('none')], {
      description: 'starttls, tls or none',
    }),
  ),
  SMTP_USER: Type.Optional(Type.String()),
  SMTP_PASSWORD: Type.Optional(Type.String()),
  MAIL_FROM: Type.Optional(
    Type.String({
      pattern: '^([^<>]*<[^\\s<>@]+@[^\\s<>@]+>|[^\\s<>@]+@[^\\s<>@]+)$',
      description: 'an address, or Name <address>',
    }),
  ),
  SMS_PROVIDER: Type.Optional(
    Type.Union([Type.Literal('smsc'), Type.Literal('demo')], { description: 'smsc, or demo (demo mode only)' }),
  ),
  SMSC_URL: Type.Optional(HttpUrl),
  SMSC_LOGIN: Type.Optional(Type.String()),
  SMSC_PASSWORD: Type.Optional(Type.String()),
  SMSC_SENDER: Type.Optional(Type.String({ maxLength: 11, description: 'a sender name of at most 11 characters' })),
  OUTBOX_WORKER: Type.Optional(Flag),
  OUTBOX_MAX_ATTEMPTS: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'a whole number, 1–100' })),
  OUTBOX_RETRY_SECONDS: Type.Optional(Type.Integer({ minimum: 1, maximum: 86_400, description: 'seconds, 1–86400' })),
  OUTBOX_LEASE_SECONDS: Type.Optional(Type.Integer({ minimum: 2, maximum: 3_600, description: 'seconds, 2–3600' })),
  DEMO_MAILBOX_DIR: Type.Optional(Type.String()),
  WEB_PUSH: Type.Optional(Flag),
  VAPID_PUBLIC_KEY: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9_-]{87}=?$', description: 'a base64url P-256 public key (65 bytes)' }),
  ),
  VAPID_PRIVATE_KEY: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9_-]{43}=?$', description: 'a base64url P-256 private key (32 bytes)' }),
  ),
  VAPID_SUBJECT: Type.Optional(
    Type.String({ pattern: '^(mailto:[^\\s@]+@[^\\s@]+|https://[^\\s]+)$', description: 'a mailto: or https: URL' }),
  ),
  PUSH_SERVICES: Type.Optional(Type.String({ description: 'comma-separated push service origins' })),
  RECAPTCHA_SITE_KEY: Type.Optional(Type.String()),
  RECAPTCHA_SECRET: Type.Optional(Type.String()),
  RECAPTCHA_VERIFY_URL: Type.Optional(HttpUrl),
});
type EnvValues = Static<typeof EnvSchema>;

const on = (flag: EnvValues['DEMO']) => flag === '1' || flag === 'true';

/** The variables we read, unset when empty (an `.env` line `PORT=` means "the default"), converted and checked. */
function parseEnv(env: NodeJS.ProcessEnv): EnvValues {
  const picked: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') picked[key] = value.trim();
  }
  // whole numbers only as digits: TypeBox's Convert would read "1.5" as 1
  const converted: Record<string, unknown> = { ...picked };
  for (const [key, value] of Object.entries(picked)) {
    const schema = EnvSchema.properties[key as keyof EnvValues] as { type?: string };
    if (schema.type === 'integer' && /^-?\d{1,15}$/.test(value)) converted[key] = Number(value);
  }
  const problems = [...Value.Errors(EnvSchema, converted)].map((error) => {
    const name = error.path.slice(1);
    const schema = EnvSchema.properties[name as keyof EnvValues] as { description?: string } | undefined;
    return `${name}=${JSON.stringify(picked[name])} is not valid: expected ${schema?.description ?? error.message}`;
  });
  if (problems.length) throw new ConfigError(`Invalid configuration: ${[...new Set(problems)].join('; ')}.`);
  return converted as EnvValues;
}

/** CORS_ORIGINS: comma-separated storefront origins, each exactly an origin (storefront-origins.ts). */
function readOrigins(value: string | undefined): StorefrontOrigins {
  if (value === undefined) return DEFAULT_STOREFRONT_ORIGINS;
  try {
    return storefrontOrigins(value.split(',').map((o) => o.trim()));
  } catch (error) {
    throw new ConfigError(`Invalid configuration: CORS_ORIGINS=${JSON.stringify(value)}: ${(error as Error).message}.`);
  }
}

function outboundCaps(values: EnvValues): OutboundCaps {
  const caps: OutboundCaps = { ...DEFAULT_OUTBOUND_CAPS };
  for (const [name, setting] of Object.entries(OUTBOUND_VARIABLES)) {
    const value = values[name as keyof typeof OUTBOUND_VARIABLES];
    if (value !== undefined) caps[setting] = value;
  }
  return caps;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?)$/i;

/** SMTP_*: off without SMTP_HOST; MAIL_FROM is required with it, and no password crosses a network in clear. */
function smtpSettings(values: EnvValues): SmtpSettings | undefined {
  const host = values.SMTP_HOST;
  if (!host) {
    const stray = (['SMTP_PORT', 'SMTP_TLS', 'SMTP_USER', 'SMTP_PASSWORD', 'MAIL_FROM'] as const).find(
      (k) => values[k],
    );
    if (stray) throw new ConfigError(`${stray} is set without SMTP_HOST: set SMTP_HOST too (or unset ${stray}).`);
    return undefined;
  }
  if (!values.MAIL_FROM) throw new ConfigError('SMTP_HOST needs MAIL_FROM, the address mails are sent from.');
  if (Boolean(values.SMTP_USER) !== Boolean(values.SMTP_PASSWORD))
    throw new ConfigError('SMTP_USER and SMTP_PASSWORD are set together (or neither).');
  const tls: SmtpTls = values.SMTP_TLS ?? 'starttls';
  if (tls === 'none' && values.SMTP_USER && !LOOPBACK.test(host))
    throw new ConfigError(
      'SMTP_TLS=none would send SMTP_PASSWORD in clear to a host that is not this machine: use starttls or tls.',
    );
  return {
    host,
    port: values.SMTP_PORT ?? (tls === 'tls' ? 465 : tls === 'starttls' ? 587 : 25),
    tls,
    user: values.SMTP_USER,
    password: values.SMTP_PASSWORD,
    from: values.MAIL_FROM,
  };
}

/** SMS_PROVIDER and its settings; the demo provider only in demo mode, with the demo mailbox. */
function smsSettings(
  values: EnvValues,
  demo: boolean,
): { kind: 'smsc'; smsc: SmscSettings } | { kind: 'demo' } | undefined {
  if (values.SMS_PROVIDER === 'demo') {
    if (!demo) throw new ConfigError('SMS_PROVIDER=demo only runs in demo mode: set DEMO=1, or choose smsc.');
    if (!values.DEMO_MAILBOX_DIR) throw new ConfigError('SMS_PROVIDER=demo needs DEMO_MAILBOX_DIR, where texts go.');
    return { kind: 'demo' };
  }
  if (values.SMS_PROVIDER !== 'smsc') return undefined;
  if (!values.SMSC_LOGIN || !values.SMSC_PASSWORD)
    throw new ConfigError('SMS_PROVIDER=smsc needs SMSC_LOGIN and SMSC_PASSWORD.');
  const url = values.SMSC_URL ?? 'https://smsc.kz';
  if (url.startsWith('http:') && !LOOPBACK.test(new URL(url).hostname))
    throw new ConfigError('SMSC_URL must be https (the password travels with every request).');
  return {
    kind: 'smsc',
    smsc: { url, login: values.SMSC_LOGIN, password: values.SMSC_PASSWORD, sender: values.SMSC_SENDER },
  };
}

/**
 * Web Push (WEB_PUSH, on unless 0): VAPID keys from VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY (a pair, checked), else
 * made once and kept in the database's secrets store (infra/web-push.ts); VAPID_SUBJECT, else MAIL_FROM's
 * address, else the storefront's primary origin when it is https; PUSH_SERVICES, else the browsers' push services.
 */
function pushSettings(values: EnvValues, origins: StorefrontOrigins): PushSettings | undefined {
  const pub = values.VAPID_PUBLIC_KEY;
  const priv = values.VAPID_PRIVATE_KEY;
  if (values.WEB_PUSH !== undefined && !on(values.WEB_PUSH)) return undefined;
  if (Boolean(pub) !== Boolean(priv))
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (or neither).');
  const keys = pub && priv ? { publicKey: pub, privateKey: priv } : null;
  if (keys && !vapidPairMatches(keys))
    throw new ConfigError('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY.');
  const mailFrom = values.MAIL_FROM && /<?([^\s<>@]+@[^\s<>@]+)>?\s*$/.exec(values.MAIL_FROM)?.[1];
  const primary = origins[0];
  const subject =
    values.VAPID_SUBJECT ??
    (mailFrom ? `mailto:${mailFrom}` : primary?.startsWith('https://') ? primary : 'mailto:push@mart.localhost');
  let services: readonly string[] = DEFAULT_PUSH.services;
  if (values.PUSH_SERVICES) {
    services = values.PUSH_SERVICES.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const service of services) {
      const url = /^(https?:\/\/)(\*\.)?([^/\s*]+)$/.exec(service);
      if (!url) throw new ConfigError(`PUSH_SERVICES: ${JSON.stringify(service)} is not an origin (https://host).`);
      if (url[1] === 'http://' && !LOOPBACK.test(url[3]!.replace(/:\d+$/, '')))
        throw new ConfigError(`PUSH_SERVICES: ${service} must be https (only this machine may be http).`);
    }
  }
  return { ...DEFAULT_PUSH, keys, subject, services };
}

/** reCAPTCHA (infra/recaptcha.ts): the site key and secret together, or neither; siteverify at Google's by default. */
function recaptchaSettings(values: EnvValues): RecaptchaSettings | undefined {
  const { RECAPTCHA_SITE_KEY: siteKey, RECAPTCHA_SECRET: secret } = values;
  if (Boolean(siteKey) !== Boolean(secret))
    throw new ConfigError('RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET are set together (or neither).');
  if (!siteKey || !secret) return undefined;
  return { siteKey, secret, verifyUrl: values.RECAPTCHA_VERIFY_URL ?? GOOGLE_SITEVERIFY_URL };
}

/** The domain of `Name <user@domain>` or `user@domain`. */
const domainOf = (from: string) => /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? DEFAULT_OUTBOX.messageIdDomain;

/** Process environment → settings (main.ts, seed-cli.ts, bench). Throws ConfigError on a value it cannot use. */
export function readEnv(env: NodeJS.ProcessEnv = process.env) {
  const values = parseEnv(env);
  const production = values.NODE_ENV === 'production';
  // Demo mode is explicit: OTP codes in responses, `demo:` social tokens and the demo payment page are for trying
  // the store out, never for a production start.
  const demo = on(values.DEMO);
  if (production && demo) {
    throw new ConfigError(
      'DEMO=1 is refused with NODE_ENV=production: demo mode echoes OTP codes, accepts demo sign-in tokens and ' +
        'installs the demo payment page. Unset DEMO (or set DEMO=0) for production.',
    );
  }
  if (on(values.DEMO_COURIER) && !demo) {
    throw new ConfigError('DEMO_COURIER=1 moves orders on a timer and only runs in demo mode: set DEMO=1 too.');
  }
  if (values.DEMO_MAILBOX_DIR && !demo)
    throw new ConfigError("DEMO_MAILBOX_DIR is the demo page's mailbox and only exists in demo mode: set DEMO=1.");
  const smtp = smtpSettings(values);
  const gatewayUrl = values.PAYMENT_GATEWAY_URL;
  const gatewaySecret = values.PAYMENT_GATEWAY_SECRET;
  if (Boolean(gatewayUrl) !== Boolean(gatewaySecret)) {
    throw new ConfigError('PAYMENT_GATEWAY_URL and PAYMENT_GATEWAY_SECRET are set together (or neither).');
  }
  const corsOrigins = readOrigins(values.CORS_ORIGINS);
  return {
    production,
    port: values.PORT ?? 4000,
    host: values.HOST ?? '127.0.0.1',
    databaseUrl: values.DATABASE_URL,
    dataDir: values.DATA_DIR ?? repoPath('.data', 'pglite'),
    seed: values.SEED === undefined || on(values.SEED),
    demo,
    /** The OpenAPI page: off unless API_DOCS=1, whatever NODE_ENV and DEMO say (it maps every route for a stranger). */
    apiDocs: on(values.API_DOCS),
    /** the storefront origins (CORS, and where payments return to); the first is the primary */
    corsOrigins,
    registryFile: values.MART_REGISTRY_FILE ?? repoPath('.deploy', 'registry.json'),
    publicUrl: values.PUBLIC_URL,
    /** the operator API's key (at least 16 characters); unset: no operator API */
    operatorKey: values.OPERATOR_API_KEY,
    /** sign-in / OTP / forgot-password requests per minute per client and route */
    authRateLimit: values.AUTH_RATE_LIMIT ?? 10,
    /** how long a public catalog read is answered from the response cache, in ms; 0: no cache */
    catalogCacheTtlMs: values.CATALOG_CACHE_TTL_MS ?? DEFAULT_CATALOG_CACHE_TTL_MS,
    logLevel: values.LOG_LEVEL ?? 'info',
    /** proxies (load balancers) in front: the client address is read that many hops back in X-Forwarded-For */
    trustProxy: values.TRUST_PROXY ?? 0,
    /** shared rate-limit counters for many instances (infra/redis.ts); unset: counters in this process */
    redisUrl: values.REDIS_URL,
    /** DEMO_COURIER=1 (demo mode only): new orders move along their statuses on a timer (services/orders/demo-courier.ts) */
    demoCourier: demo && on(values.DEMO_COURIER),
    /** digital orders and trips unpaid this long are released (services/orders/unpaid-release.ts), in ms; 0: never */
    unpaidReleaseMs:
      values.UNPAID_RELEASE_MINUTES === undefined ? DEFAULT_UNPAID_RELEASE_MS : values.UNPAID_RELEASE_MINUTES * 60_000,
    /** the PostgreSQL pool: connections per instance, statement / idle transaction / connect timeouts (db/connect.ts) */
    postgres: {
      poolMax: values.DB_POOL_MAX ?? POSTGRES_DEFAULTS.poolMax,
      statementTimeoutMs: values.DB_STATEMENT_TIMEOUT_MS ?? POSTGRES_DEFAULTS.statementTimeoutMs,
      idleInTransactionTimeoutMs:
        values.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS ?? POSTGRES_DEFAULTS.idleInTransactionTimeoutMs,
      connectTimeoutMs: values.DB_CONNECT_TIMEOUT_MS ?? POSTGRES_DEFAULTS.connectTimeoutMs,
    },
    /** on SIGTERM: how long /readyz says 503 while requests in flight finish, before the instance stops */
    shutdownDrainMs: values.SHUTDOWN_DRAIN_MS ?? 10_000,
    /** RUM beacons a minute per client (routes/rum.ts) */
    rumRateLimit: values.RUM_RATE_LIMIT ?? 30,
    /** how long RUM counts are kept (services/operations/rum-prune.ts) */
    rumRetentionMs:
      values.RUM_RETENTION_DAYS === undefined ? DEFAULT_RUM_RETENTION_MS : values.RUM_RETENTION_DAYS * 86_400_000,
    /** Prometheus' scrape endpoint (metrics-server.ts): its own port, loopback unless METRICS_HOST; none when unset */
    metrics:
      values.METRICS_PORT === undefined
        ? null
        : { port: values.METRICS_PORT, host: values.METRICS_HOST ?? '127.0.0.1' },
    providers: {
      googleClientId: values.GOOGLE_CLIENT_ID,
      facebookAppId: values.FACEBOOK_APP_ID,
      mapApiKey: values.MAP_API_KEY,
      recaptcha: recaptchaSettings(values),
    },
    /** caps on outbound texts and mails: per contact, client, country code and in all (services/messages/outbound.ts) */
    outbound: outboundCaps(values),
    /** e-mail over SMTP (infra/mail-transport.ts); none: mails wait in the outbox */
    smtp,
    /** the text provider (infra/text-providers.ts); none: texts wait in the outbox */
    sms: smsSettings(values, demo),
    /** the delivery worker (services/messages/outbox-worker.ts) */
    outbox: {
      run: values.OUTBOX_WORKER === undefined || on(values.OUTBOX_WORKER),
      maxAttempts: values.OUTBOX_MAX_ATTEMPTS ?? DEFAULT_OUTBOX.maxAttempts,
      retryBaseMs: (values.OUTBOX_RETRY_SECONDS ?? DEFAULT_OUTBOX.retryBaseMs / 1000) * 1000,
      leaseMs: (values.OUTBOX_LEASE_SECONDS ?? DEFAULT_OUTBOX.leaseMs / 1000) * 1000,
      messageIdDomain: smtp ? domainOf(smtp.from) : DEFAULT_OUTBOX.messageIdDomain,
    },
    /** Web Push (infra/web-push.ts); none: no pushes are queued and the storefront's switch says so */
    push: pushSettings(values, corsOrigins),
    /** demo mode: the folder of "sent" mails and texts the demo page shows (infra/demo-mailbox.ts) */
    demoMailboxDir: values.DEMO_MAILBOX_DIR,
    /** The signed payment gateway (infra/payment-gateway.ts); off when unset. */
    paymentGateway: gatewayUrl && gatewaySecret ? { url: gatewayUrl, secret: gatewaySecret } : undefined,
  };
}
export type Settings = ReturnType<typeof readEnv>;
