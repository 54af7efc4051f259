/**
 * Payments shared by store orders, vehicle trips and wallet add-fund (issue 4).
 *
 *   createPaymentIntent → { id, redirect_link }   the customer is sent to the gateway's page
 *   gateway → completePayment(id, 'paid'|'failed') the result is applied exactly once, by the purpose's handler
 *   → redirect to the intent's callback URL with ?payment_status=success|fail&payment_id=&reference_id=
 *
 * The callback (where the customer returns) is checked against the configured storefront origins and stored in its
 * serialised form when the intent is created, so the redirect after the money moved cannot fail or leave the shop.
 *
 * A purpose's handler runs inside the same transaction that flips the intent from pending, so a repeated callback
 * (double click, gateway retry) finds it no longer pending and changes nothing. Each purpose's handler is
 * registered once per app by plugins/payment-handlers.ts into `ctx.paymentHandlers`, so this file knows none of
 * them and two apps (tests) never share one.
 *
 * Gateways (per app, ctx.paymentGateways): a real gateway implements PaymentGateway: where to send the customer,
 * and how to check its signed server-to-server callback; `POST /api/v1/payment/callback/:gateway`
 * (routes/payments.ts) verifies that and calls completePayment. The customer's browser coming back to the
 * storefront completes nothing. `demo` is our own page with Pay / Fail buttons, installed in demo mode only.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { AppContext } from '../../context';
import type { PaymentGateway, PaymentResult } from '../../infra/payment-gateway';
import type { Executor } from '../../db/connect';
import { checkReplay } from '../idempotency';
import type { PaymentIntentRow, PaymentPurpose } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../errors';
import type { StorefrontOrigins } from '../../storefront-origins';
import type { ScopedKey } from '../../model/idempotency';

/** The `payment_method` values config lists as digital (active_payment_method_list[].gateway) that we can serve. */
export function knownGateway(ctx: AppContext, name: string): boolean {
  return ctx.paymentGateways.has(name);
}

/** The gateway a payment uses when the request names none: the first configured (demo in demo mode). */
export function defaultGateway(ctx: AppContext): PaymentGateway | undefined {
  return ctx.paymentGateways.values().next().value;
}

/** The gateway a payment named `name` (or naming none) goes through; a 400 when this app cannot serve it. */
export function paymentGatewayOf(ctx: AppContext, name: string | undefined): PaymentGateway {
  const gateway = name ? ctx.paymentGateways.get(name) : defaultGateway(ctx);
  if (!gateway) throw badRequest('payment_method', 'This payment method is not available.');
  return gateway;
}

export interface NewPaymentIntent {
  purpose: PaymentPurpose;
  referenceId: string | number;
  amountMinor: number;
  userId: number | null;
  guestId: string | null;
  /** Where the customer returns after paying: a path, or an absolute URL on a storefront origin (checkCallbackUrl). */
  callbackUrl: string;
  gateway?: string;
  /** Base URL of this API, for the gateway page link. */
  apiBase: string;
  /**
   * The starting request's owner-scoped key (services/idempotency.ts): a retry with the same request answers the
   * intent it started, with another request a 422. An order's or a trip's intent carries the key that placed it.
   */
  idempotency?: ScopedKey | null;
  /** the customer's language: the language of the message its result sends (a wallet top-up's receipt) */
  lang?: string;
}

export interface CreatedPaymentIntent {
  id: string;
  redirect_link: string;
}

/** Tab, CR, LF and every other C0 or C1 control, DEL and backslash: browsers drop or rewrite them in a URL. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const UNSAFE_IN_URL = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * The callback is where we redirect the customer's browser afterwards, so it must not be an open redirect: a path
 * (`/…`, resolved against the primary storefront origin, never the request's Origin) or an absolute http(s) URL on
 * one of the configured storefront origins, without a user name or password. Anything a browser could read
 * differently from us (control characters, backslashes, `//host`, `https:host`) is refused. Answers the URL as
 * WHATWG serialises it: that exact text is stored, handed to a gateway and sent as the redirect.
 */
export function checkCallbackUrl(callback: string, origins: StorefrontOrigins): string {
  const foreign = () => badRequest('callback', 'The callback must be a URL of this site.');
  const path = /^\/(?![/\\])/.test(callback);
  if (UNSAFE_IN_URL.test(callback) || !(path || /^https?:\/\//i.test(callback))) throw foreign();
  let url: URL;
  try {
    url = new URL(callback, origins[0]);
  } catch {
    throw foreign();
  }
  if (!origins.includes(url.origin) || url.username !== '' || url.password !== '') throw foreign();
  return url.href;
}

export async function createPaymentIntent(
  ctx: AppContext,
  input: NewPaymentIntent,
  db: Executor = ctx.db,
): Promise<CreatedPaymentIntent> {
  const gateway = paymentGatewayOf(ctx, input.gateway);
  if (!Number.isInteger(input.amountMinor) || input.amountMinor <= 0) {
    throw badRequest('amount', 'The amount must be greater than 0.');
  }
  const callback = checkCallbackUrl(input.callbackUrl, ctx.storefrontOrigins);
  const { paymentIntents } = ctx.repos;
  const key = input.idempotency;
  const started = async () => (key ? paymentIntents.byIdempotencyKey(db, input.purpose, key) : undefined);
  const answer = (intent: PaymentIntentRow) => ({
    id: intent.id,
    redirect_link: (ctx.paymentGateways.get(intent.gateway) ?? gateway).redirectLink(intent, {
      apiBase: input.apiBase,
      returnUrl: returnUrl(intent, ctx.storefrontOrigins),
    }),
  });
  const replay = (intent: PaymentIntentRow) => {
    if (key) checkReplay(intent, key);
    return answer(intent);
  };
  const previous = await started();
  if (previous) return replay(previous);
  const intent = await paymentIntents
    .insert(db, {
      id: randomUUID(),
      purpose: input.purpose,
      reference_id: String(input.referenceId),
      amount_minor: input.amountMinor,
      user_id: input.userId,
      guest_id: input.guestId,
      gateway: gateway.name,
      callback_url: callback,
      created_at: ctx.clock.now(),
      completed_at: null,
      idempotency_scope: key?.scope ?? null,
      idempotency_key: key?.key ?? null,
      idempotency_fingerprint: key?.fingerprint ?? null,
      ...(input.lang ? { lang: input.lang } : {}),
    })
    .catch(async (error: unknown) => {
      // a retry with the same key raced us and its insert won (unique index): answer with its intent
      const winner = db.isTransaction ? undefined : await started();
      if (winner) return winner;
      throw error;
    });
  return replay(intent);
}

export async function findPaymentIntent(ctx: AppContext, id: string): Promise<PaymentIntentRow> {
  const intent = await ctx.repos.paymentIntents.byId(ctx.db, id);
  if (!intent) throw notFound('Payment');
  return intent;
}

/**
 * Applies a gateway's result. Only the first call for an intent changes anything: the conditional update from
 * 'pending' is the lock, and the handler runs in its transaction (a handler error rolls the status back too).
 * Later calls return the stored outcome, so the customer is still redirected sensibly.
 */
export async function completePayment(ctx: AppContext, id: string, result: PaymentResult): Promise<PaymentIntentRow> {
  let completed: string | null = null;
  const applied = await ctx.db.transaction().execute(async (tx) => {
    const intent = await ctx.repos.paymentIntents.complete(tx, id, result, ctx.clock.now());
    if (!intent) {
      const existing = await ctx.repos.paymentIntents.byId(tx, id);
      if (!existing) throw notFound('Payment');
      return existing;
    }
    const handler = ctx.paymentHandlers.get(intent.purpose);
    if (!handler) throw new ApiError(500, 'payment_handler', `No payment handler for ${intent.purpose}.`);
    if (result === 'paid') {
      await handler.onPaid(tx, intent, ctx);
      completed = intent.purpose;
    } else await handler.onFailed(tx, intent, ctx);
    return intent;
  });
  // counted once committed: only the call that applied the payment
  if (completed) ctx.metrics.paymentsCompleted.inc({ purpose: completed });
  return applied;
}

/**
 * A gateway's callback: verified by the gateway it names, for a payment made through that gateway, for the amount
 * asked; then applied once like any completion.
 */
export async function completeFromCallback(
  ctx: AppContext,
  gatewayName: string,
  headers: IncomingHttpHeaders,
  rawBody: string,
): Promise<PaymentIntentRow> {
  const gateway = ctx.paymentGateways.get(gatewayName);
  if (!gateway) throw notFound('Payment gateway');
  const callback = gateway.verifyCallback(headers, rawBody, ctx.clock.now());
  const intent = await findPaymentIntent(ctx, callback.intentId);
  if (intent.gateway !== gateway.name) throw notFound('Payment');
  if (callback.amountMinor !== intent.amount_minor) {
    throw new ApiError(409, 'amount_mismatch', 'The paid amount is not the amount of this payment.');
  }
  return completePayment(ctx, intent.id, callback.result);
}

/**
 * Where the customer's browser goes after the gateway: the callback with the outcome in the query. Never throws and
 * never answers a URL off the storefront: a callback stored before it was checked (or on an origin no longer
 * configured) sends the customer to the primary storefront's home instead, so the redirect after a payment was
 * applied cannot fail.
 */
export function returnUrl(intent: PaymentIntentRow, origins: StorefrontOrigins): string {
  let url: URL;
  try {
    url = new URL(checkCallbackUrl(intent.callback_url, origins));
  } catch {
    url = new URL(origins[0]);
  }
  const params = new URLSearchParams({
    payment_status: intent.status === 'paid' ? 'success' : intent.status === 'failed' ? 'fail' : 'pending',
    payment_id: intent.id,
    reference_id: intent.reference_id,
  });
  // appended as text: the callback's own query is kept exactly as it was checked
  return `${url.origin}${url.pathname}${url.search ? `${url.search}&` : '?'}${params.toString()}${url.hash}`;
}
