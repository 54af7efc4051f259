import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../errors';
import { MessageBody, bearerSecurity, errorResponses } from '../schemas/common';
import { PushKey, PushTokenBody, PushTokenRemoveBody, PushTokenRenewBody } from '../schemas/push';
import { removePushToken, renewPushToken, savePushToken } from '../services/messages/push-subscriptions';
import { sha256 } from '../infra/secrets';
import { requireUser } from '../services/accounts/sessions';
import { vapidKeys } from '../infra/web-push';

/** Web Push (issue 45.2): the server's public key, and the customer's push token (SPEC §7) stored and removed. */
export const pushRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['customer'];

  app.get(
    '/api/v1/config/push',
    {
      schema: {
        tags: ['config'],
        summary: "The server's VAPID public key, to subscribe a browser to Web Push with (404 when push is off)",
        response: { 200: PushKey, ...errorResponses },
      },
    },
    async () => {
      if (!ctx.outbox.push) throw new ApiError(404, 'push_unavailable', 'Push notifications are not available.');
      return { public_key: (await vapidKeys(ctx)).publicKey };
    },
  );

  app.put(
    '/api/v1/customer/push-token',
    {
      schema: {
        tags,
        summary: "Store this browser's push subscription (PushSubscription.toJSON()) for the signed-in session",
        security: bearerSecurity,
        body: PushTokenBody,
        response: { 200: MessageBody, ...errorResponses },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request.info);
      // the session it belongs to: signing out of it ends its pushes
      const tokenHash = sha256(request.info.token ?? '');
      await savePushToken(ctx, { userId: user.id, tokenHash }, request.body);
      return { message: 'Push notifications are on.' };
    },
  );

  app.post(
    '/api/v1/push-token/renew',
    {
      schema: {
        tags,
        summary:
          "Replace a rotated push subscription with the browser's new one (the service worker's " +
          'pushsubscriptionchange; no session: the old endpoint and its auth secret are the proof)',
        body: PushTokenRenewBody,
        response: { 200: MessageBody, ...errorResponses },
      },
    },
    async (request) => {
      const { old_endpoint, old_auth, subscription } = request.body;
      await renewPushToken(ctx, { endpoint: old_endpoint, auth: old_auth }, subscription);
      return { message: 'Push notifications are on.' };
    },
  );

  app.delete(
    '/api/v1/customer/push-token',
    {
      schema: {
        tags,
        summary: "Remove this browser's push subscription (the customer's own only)",
        security: bearerSecurity,
        body: PushTokenRemoveBody,
        response: { 200: MessageBody, ...errorResponses },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request.info);
      await removePushToken(ctx, user.id, request.body.endpoint);
      return { message: 'Push notifications are off.' };
    },
  );
};
