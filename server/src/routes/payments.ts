import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorBody, Messages, errorResponses } from '../schemas/common';
import { completeFromCallback, completePayment, findPaymentIntent, returnUrl } from '../services/payments/payments';
import type { PaymentIntentRow } from '../db/schema';
import type { PaymentResult } from '../infra/payment-gateway';

const IntentParam = Type.Object({
  id: Type.String({ format: 'uuid', ...Messages({ default: 'Unknown payment.' }) }),
});

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The demo gateway's page. No script at all (the CSP forbids it): the two buttons are plain form POSTs, and the
 * server answers with a 303 to the storefront.
 */
function demoPage(intent: PaymentIntentRow, back: string): string {
  const amount = (intent.amount_minor / 100).toFixed(2);
  const done = intent.status !== 'pending';
  const body = done
    ? `<p role="status">${intent.status === 'paid' ? 'This payment is complete.' : 'This payment has failed.'}</p>
       <a class="btn pay" href="${escapeHtml(back)}">Back to the store</a>`
    : `<form method="post" action="/payment/demo/${intent.id}/pay"><button class="btn pay" type="submit">Pay ${amount}</button></form>
       <form method="post" action="/payment/demo/${intent.id}/fail"><button class="btn fail" type="submit">Fail</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Demo payment</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f6f8;color:#1f2329;display:flex;min-height:100vh;margin:0;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:32px;max-width:380px;width:100%}
h1{font-size:20px;margin:0 0 8px}.amount{font-size:32px;font-weight:700;margin:16px 0}
.btn{display:block;width:100%;box-sizing:border-box;text-align:center;padding:12px;border-radius:8px;border:0;font-size:16px;cursor:pointer;margin-top:12px;text-decoration:none}
.pay{background:#039d55;color:#fff}.fail{background:#fff;color:#d4380d;border:1px solid #d4380d}
.btn:focus-visible{outline:3px solid #1677ff;outline-offset:2px}
</style></head>
<body><main>
<h1>Demo payment gateway</h1>
<p>Payment for ${escapeHtml(intent.purpose.replace('_', ' '))} #${escapeHtml(intent.reference_id)}</p>
<div class="amount">${amount}</div>
${body}
</main></body></html>`;
}

/** Demo mode only (the plugin is not registered otherwise, so these URLs are 404s in production). */
const demoGatewayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  // The gateway page's forms post urlencoded with no fields; scoped to this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );

  app.get(
    '/payment/demo/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'Demo gateway page: Pay or Fail (HTML)',
        params: IntentParam,
        response: { 200: Type.String({ description: 'HTML page' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const intent = await findPaymentIntent(ctx, request.params.id);
      const back = returnUrl(intent, ctx.storefrontOrigins);
      // the form's 303 goes on to the storefront: the policy lets the form post end there
      return reply
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(back).origin}; frame-ancestors 'none'; base-uri 'none'`,
        )
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(demoPage(intent, back));
    },
  );

  for (const [action, result] of [
    ['pay', 'paid'],
    ['fail', 'failed'],
  ] as const satisfies readonly (readonly [string, PaymentResult])[]) {
    app.post(
      `/payment/demo/:id/${action}`,
      {
        schema: {
          tags: ['payments'],
          summary: `Demo gateway: ${action}; applies the result once and redirects (303) to the callback`,
          params: IntentParam,
          response: { 303: Type.Null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const intent = await completePayment(ctx, request.params.id, result);
        // returnUrl cannot throw and answers only a checked, serialised URL: the redirect after the money moved
        // cannot fail
        return reply.redirect(returnUrl(intent, ctx.storefrontOrigins), 303);
      },
    );
  }
};

/** Gateways call back server to server; the raw body is kept, since the signature covers its exact bytes. */
const callbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post(
    '/api/v1/payment/callback/:gateway',
    {
      schema: {
        tags: ['payments'],
        summary: "A gateway's signed confirmation of a payment (server to server); applies the result once",
        params: Type.Object({
          gateway: Type.String({
            maxLength: 40,
            pattern: '^[a-z0-9_-]+$',
            ...Messages({ default: 'Unknown gateway.' }),
          }),
        }),
        response: {
          200: Type.Object({ payment_id: Type.String(), status: Type.String() }),
          409: ErrorBody,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const intent = await completeFromCallback(ctx, request.params.gateway, request.headers, raw);
      return { payment_id: intent.id, status: intent.status };
    },
  );
};

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (app.ctx.demo) await app.register(demoGatewayRoutes);
  await app.register(callbackRoutes);
};
