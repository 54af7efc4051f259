import type { Lang } from '../i18n';

/**
 * What a use case may know of the HTTP request, read once by plugins/request-info.ts before the handler: routes
 * pass it (or its fields) down, so nothing below a route reads a header.
 */
export interface RequestInfo {
  /** the bearer token (`Authorization: Bearer …`); null without one (the storefront's "Bearer null" included) */
  readonly token: string | null;
  /** the guest id: the `guest-id` header, else the SPEC's `guest_id` field (body or query); null without one */
  readonly guestId: string | null;
  /** the `Idempotency-Key` header as sent (repeated: several), null without one; services/idempotency.ts checks it */
  readonly idempotencyKey: string | readonly string[] | null;
  /** the client's address (behind the balancer: the trusted X-Forwarded-For hop) */
  readonly client: string;
  /** the module the storefront is in (`moduleId` header); null without a valid one */
  readonly moduleId: number | null;
  /** the language the storefront asked for (X-localization; ru by default, SPEC §1) */
  readonly lang: Lang;
  /** the scheme and host the client used, for absolute URLs (PUBLIC_URL wins where it is set) */
  readonly protocol: string;
  readonly host: string;
}
