/**
 * A hosted-checkout card gateway that signs with a shared secret (HMAC-SHA256), configured by
 * PAYMENT_GATEWAY_URL and PAYMENT_GATEWAY_SECRET; not installed when they are unset.
 *
 *   → the customer is sent to PAYMENT_GATEWAY_URL?payment_id&amount_minor&callback_url&return_url&signature,
 *     the signature covering the other parameters, so the gateway can trust the amount and where to call back;
 *   ← the gateway POSTs JSON {payment_id, status: 'paid'|'failed', amount_minor} to callback_url with the header
 *     `X-Mart-Signature: t=<unix seconds>,v1=<hex HMAC of "<t>.<raw body>">`; a signature older than five minutes
 *     is refused, so a captured callback cannot be replayed later (and a replay within that window changes nothing:
 *     completion is once only).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ApiError, badRequest, notFound } from '../errors';
import type { Transaction } from 'kysely';
import type { Database, PaymentIntentRow, PaymentPurpose } from '../db/schema';

export type PaymentResult = 'paid' | 'failed';

export interface PaymentHandler<Ctx> {
  /** Runs once, in the transaction that marks the intent paid: mark the order paid, credit the wallet, ... */
  onPaid(tx: Transaction<Database>, intent: PaymentIntentRow, ctx: Ctx): Promise<void>;
  /** Runs once when the customer or gateway reports a failure: release what the reference holds, or nothing. */
  onFailed(tx: Transaction<Database>, intent: PaymentIntentRow, ctx: Ctx): Promise<void>;
}

/** What a gateway's verified callback says about one payment. */
export interface GatewayCallback {
  intentId: string;
  result: PaymentResult;
  /** The amount the gateway charged, in minor units: must be the intent's. */
  amountMinor: number;
}

/** What a gateway's link needs besides the intent. */
export interface GatewayLinks {
  /** Base URL of this API (its callback route, the demo page). */
  apiBase: string;
  /** Where the customer returns afterwards (returnUrl): on a configured storefront origin. */
  returnUrl: string;
}

export interface PaymentGateway {
  name: string;
  /** The page the customer is sent to (absolute URL). */
  redirectLink(intent: PaymentIntentRow, links: GatewayLinks): string;
  /**
   * The gateway's server-to-server confirmation, the only way a payment completes: checks the signature over the
   * raw body and reads it. Throws an ApiError (4xx) for anything not provably from the gateway.
   */
  verifyCallback(headers: IncomingHttpHeaders, rawBody: string, now: Date): GatewayCallback;
}

/** Demo mode only: its Pay / Fail page (routes/payments.ts) stands in for the gateway, so it has no callback. */
export const demoGateway: PaymentGateway = {
  name: 'demo',
  redirectLink: (intent, { apiBase }) => `${apiBase}/payment/demo/${intent.id}`,
  verifyCallback: () => {
    throw notFound('Payment gateway');
  },
};

/** The handlers of one app, one per purpose: a second registration for a purpose is a programming error. */
export class PaymentHandlers<Ctx> {
  private readonly handlers = new Map<PaymentPurpose, PaymentHandler<Ctx>>();

  register(purpose: PaymentPurpose, handler: PaymentHandler<Ctx>): void {
    if (this.handlers.has(purpose)) throw new Error(`A payment handler for ${purpose} is already registered.`);
    this.handlers.set(purpose, handler);
  }

  get(purpose: PaymentPurpose): PaymentHandler<Ctx> | undefined {
    return this.handlers.get(purpose);
  }
}

export const SIGNATURE_HEADER = 'x-mart-signature';
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

export interface SignedGatewayConfig {
  url: string;
  secret: string;
  /** The `payment_method` / `payment_gateway` name the storefront sends. */
  name?: string;
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** The signature header a gateway sends for `rawBody` (used by tests and by anyone writing the gateway side). */
export function signCallback(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${rawBody}`)}`;
}

const CallbackBody = Type.Object({
  // no `format` here: TypeBox's Value knows no formats unless registered
  payment_id: Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' }),
  status: Type.Union([Type.Literal('paid'), Type.Literal('failed')]),
  amount_minor: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

const unauthorized = () => new ApiError(401, 'bad_signature', 'The callback signature is not valid.');

export function signedGateway(config: SignedGatewayConfig): PaymentGateway {
  const name = config.name ?? 'card';
  return {
    name,
    redirectLink(intent, { apiBase, returnUrl }) {
      const params = new URLSearchParams({
        payment_id: intent.id,
        amount_minor: String(intent.amount_minor),
        callback_url: `${apiBase}/api/v1/payment/callback/${name}`,
        return_url: returnUrl,
      });
      params.sort();
      params.append('signature', hmac(config.secret, params.toString()));
      const url = new URL(config.url);
      for (const [key, value] of params) url.searchParams.append(key, value);
      return url.toString();
    },
    verifyCallback(headers: IncomingHttpHeaders, rawBody: string, now: Date): GatewayCallback {
      const header = headers[SIGNATURE_HEADER];
      const match = typeof header === 'string' ? /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header) : null;
      if (!match) throw unauthorized();
      const [, t, signature] = match as unknown as [string, string, string];
      const expected = Buffer.from(hmac(config.secret, `${t}.${rawBody}`), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw unauthorized();
      if (Math.abs(now.getTime() - Number(t) * 1000) > SIGNATURE_TOLERANCE_MS) {
        throw new ApiError(401, 'stale_signature', 'The callback signature has expired.');
      }
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw badRequest('bad_request', 'The request body is not valid JSON.');
      }
      if (!Value.Check(CallbackBody, body)) throw badRequest('bad_request', 'The callback body is not valid.');
      return { intentId: body.payment_id, result: body.status, amountMinor: body.amount_minor };
    },
  };
}
