import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiError, forbidden } from '../errors';
import { presentProfile, viewOf } from '../present';
import {
  NotificationSettings,
  NotificationSettingsBody,
  Profile,
  UpdateProfileBody,
  UpdateProfileResult,
  UpdateUserBody,
} from '../schemas/account';
import { Id, MessageBody, bearerSecurity, errorResponses } from '../schemas/common';
import { updateProfile } from '../services/accounts/profile-update';
import { requireUser } from '../services/accounts/sessions';

export const customerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/v1/customer/info',
    {
      schema: {
        tags: ['customer'],
        summary: 'The signed-in customer',
        security: bearerSecurity,
        response: { 200: Profile, ...errorResponses },
      },
    },
    async (request) => presentProfile(viewOf(ctx, request.info), await requireUser(ctx, request.info)),
  );

  app.post(
    '/api/v1/customer/update-profile',
    {
      schema: {
        tags: ['customer'],
        summary: 'Update profile (multipart/form-data; image jpg/png/jpeg/gif up to 2 MB)',
        consumes: ['multipart/form-data', 'application/json'],
        security: bearerSecurity,
        body: UpdateProfileBody,
        response: { 200: UpdateProfileResult, ...errorResponses },
      },
    },
    async (request) => updateProfile(ctx, request.info, await requireUser(ctx, request.info), request.body),
  );

  app.put(
    '/api/v1/customer/:userId',
    {
      schema: {
        tags: ['customer'],
        summary:
          'Update the account at /{userId} (SPEC §7): the profile form as JSON, its contact and password changes proved as update-profile proves them',
        security: bearerSecurity,
        params: Type.Object({ userId: Id('userId') }),
        body: UpdateUserBody,
        response: { 200: UpdateProfileResult, ...errorResponses },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request.info);
      // the path names the account, the session decides: any other id is refused alike, existing or not
      if (request.params.userId !== user.id) throw forbidden();
      return updateProfile(ctx, request.info, user, request.body);
    },
  );

  const settingsOf = (user: { notify_receipts: boolean; notify_updates: boolean }) => ({
    receipts: user.notify_receipts,
    order_updates: user.notify_updates,
  });

  app.get(
    '/api/v1/customer/notification-settings',
    {
      schema: {
        tags: ['customer'],
        summary: 'Which messages the customer gets besides codes: receipts, order and trip status updates',
        security: bearerSecurity,
        response: { 200: NotificationSettings, ...errorResponses },
      },
    },
    async (request) => settingsOf(await requireUser(ctx, request.info)),
  );

  app.put(
    '/api/v1/customer/notification-settings',
    {
      schema: {
        tags: ['customer'],
        summary: 'Turn receipts and status updates on or off (a field left out stays as it is)',
        security: bearerSecurity,
        body: NotificationSettingsBody,
        response: { 200: NotificationSettings, ...errorResponses },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request.info);
      const { receipts, order_updates: updates } = request.body;
      const saved = await app.repos.users.update(ctx.db, user.id, {
        ...(receipts === undefined ? {} : { notify_receipts: receipts }),
        ...(updates === undefined ? {} : { notify_updates: updates }),
        updated_at: ctx.clock.now(),
      });
      return settingsOf(saved);
    },
  );

  app.delete(
    '/api/v1/customer/remove-account',
    {
      schema: {
        tags: ['customer'],
        summary: 'Delete the signed-in account with its addresses, wishlist and sessions',
        security: bearerSecurity,
        response: { 200: MessageBody, ...errorResponses },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request.info);
      if (!(await app.repos.users.remove(ctx.db, user.id))) throw new ApiError(404, 'not_found', 'User not found.');
      return { message: 'Account has been deleted' };
    },
  );
};
