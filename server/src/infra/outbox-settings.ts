/** How the outbox is delivered (services/messages/outbox-worker.ts): transports, retries, leases, Web Push; the defaults. */
import type { MailTransport } from './mail-transport';
import type { TextProvider } from './text-providers';

export interface VapidKeys {
  /** base64url: the uncompressed P-256 point the browser subscribes with (applicationServerKey) */
  publicKey: string;
  /** base64url: the 32-byte private scalar */
  privateKey: string;
}

export interface PushSettings {
  /** VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY; unset: a pair made once and kept in the server's secrets store */
  keys: VapidKeys | null;
  /** VAPID_SUBJECT: how a push service reaches the sender (mailto: or https:) */
  subject: string;
  /** PUSH_SERVICES: origins a subscription's endpoint may be at (`https://*.example.com` for any subdomain) */
  services: readonly string[];
  /** how long a push service keeps an undelivered push (TTL header), seconds */
  ttlSeconds: number;
  /** a push service's answer is awaited this long */
  timeoutMs: number;
}

/** The push services of Chrome/Edge/Opera (FCM), Firefox (Mozilla autopush), Edge (WNS) and Safari (Apple). */
export const DEFAULT_PUSH_SERVICES = [
  'https://fcm.googleapis.com',
  'https://*.push.services.mozilla.com',
  'https://*.notify.windows.com',
  'https://*.push.apple.com',
] as const;

export const DEFAULT_PUSH: Omit<PushSettings, 'keys' | 'subject'> = {
  services: DEFAULT_PUSH_SERVICES,
  ttlSeconds: 24 * 3600,
  timeoutMs: 15_000,
};

export interface OutboxSettings {
  /** SMTP (SMTP_HOST …); null: mails wait in the outbox */
  mail: MailTransport | null;
  /** the text provider (SMS_PROVIDER); null: texts wait in the outbox */
  texts: TextProvider | null;
  /** Web Push (VAPID_*, PUSH_SERVICES; infra/web-push.ts); null: no push is queued or sent */
  push: PushSettings | null;
  /** attempts before a message is marked failed (OUTBOX_MAX_ATTEMPTS) */
  maxAttempts: number;
  /** the wait after the first failed attempt, doubled after each (OUTBOX_RETRY_SECONDS), up to `retryMaxMs` */
  retryBaseMs: number;
  retryMaxMs: number;
  /** how long a claimed message is this worker's (OUTBOX_LEASE_SECONDS); an attempt is cut off at half of it */
  leaseMs: number;
  /** how often an idle worker looks for due messages */
  pollMs: number;
  /** whether this instance runs the worker (OUTBOX_WORKER) */
  run: boolean;
  /** this worker's name in leases and attempts */
  workerId: string;
  /** the API's public base URL: the logo in mails */
  assetsBase: string | undefined;
  /** the domain of Message-IDs (MAIL_FROM's) */
  messageIdDomain: string;
}

export const DEFAULT_OUTBOX: Omit<OutboxSettings, 'mail' | 'texts' | 'push' | 'workerId' | 'assetsBase'> = {
  maxAttempts: 8,
  retryBaseMs: 30_000,
  retryMaxMs: 3_600_000,
  leaseMs: 120_000,
  pollMs: 1_000,
  run: true,
  messageIdDomain: 'mart.localhost',
};
