import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { ApiError, badRequest } from '../errors';
import { presentProfile, viewOf } from '../present';
import { Profile, UpdateProfileBody, UpdateProfileResult } from '../schemas/account';
import { MessageBody, bearerSecurity, errorResponses } from '../schemas/common';
import { assertContactFree, isEmail, isPhone, normalizeEmail, normalizePhone, splitName } from '../services/accounts';
import { consumeOtp, sendOtp, verifyOtp, type OtpChannel } from '../services/otp';
import { hashPassword } from '../services/passwords';
import { randomToken } from '../services/secrets';
import { requireUser } from '../services/sessions';
import { businessSettings } from '../services/settings';

export const UNSUPPORTED_IMAGE = 'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.';

/** What @fastify/multipart's onFile (app.ts) leaves in the body for a file part. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}
const isUpload = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && 'data' in value && Buffer.isBuffer((value as UploadedFile).data);

/** Format is judged by name, declared type and the file's own magic bytes (a renamed PDF is still refused). */
export function imageType(file: UploadedFile): 'image/jpeg' | 'image/png' | 'image/gif' | null {
  const ext = file.filename.toLowerCase().split('.').pop() ?? '';
  const b = file.data;
  if (
    ['jpg', 'jpeg'].includes(ext) &&
    file.mimetype === 'image/jpeg' &&
    b[0] === 0xff &&
    b[1] === 0xd8 &&
    b[2] === 0xff
  )
    return 'image/jpeg';
  if (ext === 'png' && file.mimetype === 'image/png' && b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])))
    return 'image/png';
  if (ext === 'gif' && file.mimetype === 'image/gif' && b.subarray(0, 4).toString('latin1') === 'GIF8')
    return 'image/gif';
  return null;
}

type Body = Static<typeof UpdateProfileBody>;

/**
 * SPEC §4 "Profile update": changing the phone or email (when the business verifies that channel) first answers
 * otp_send with verification_on and saves nothing; the storefront resubmits the form with the code.
 */
async function contactChangeNeedingOtp(
  ctx: AppContext,
  user: UserRow,
  change: { email: string | null; phone: string | null },
) {
  const { centralize_login: login } = await businessSettings(ctx);
  if (change.phone && login.phone_verification_status) return { channel: 'phone' as OtpChannel, target: change.phone };
  if (change.email && login.email_verification_status) return { channel: 'email' as OtpChannel, target: change.email };
  return null;
}

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
    async (request) => presentProfile(viewOf(ctx, request), await requireUser(ctx, request)),
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
    async (request) => {
      const user = await requireUser(ctx, request);
      const body: Body = request.body;

      const name = body.name?.trim() ? splitName(body.name) : null;
      const fName = body.f_name?.trim() ?? name?.f_name;
      const lName = body.l_name?.trim() ?? name?.l_name;
      if (fName !== undefined && !fName) throw badRequest('name', 'First name is required');

      const email = body.email?.trim() ? normalizeEmail(body.email) : null;
      if (email && !isEmail(email)) throw badRequest('email', 'Must be a valid email');
      const phone = body.phone?.trim() ? normalizePhone(body.phone) : null;
      if (phone && !isPhone(phone)) throw badRequest('phone', 'Must be a valid phone number');
      const newEmail = email && email !== user.email?.toLowerCase() ? email : null;
      const newPhone = phone && phone !== user.phone ? phone : null;
      if (newPhone && user.is_phone_verified) throw badRequest('phone', 'A verified phone number cannot be changed.');

      if (body.password) {
        if (body.password.length < 6)
          throw badRequest('password', 'Password is too short - should be 6 chars minimum.');
        if (body.confirm_password !== undefined && body.confirm_password !== body.password) {
          throw badRequest('confirm_password', 'Passwords must match');
        }
      }

      let image: { type: string; data: Buffer } | null = null;
      if (body.image !== undefined && body.image !== '') {
        const type = isUpload(body.image) ? imageType(body.image) : null;
        if (!type || !isUpload(body.image)) throw badRequest('image', UNSUPPORTED_IMAGE);
        image = { type, data: body.image.data };
      }

      await assertContactFree(ctx, { email: newEmail, phone: newPhone }, user.id);

      const needsOtp = await contactChangeNeedingOtp(ctx, user, { email: newEmail, phone: newPhone });
      let verifiedOtpId: number | null = null;
      if (needsOtp) {
        if (!body.otp) {
          const sent = await sendOtp(ctx, needsOtp.channel, needsOtp.target, 'verify');
          return {
            message: `OTP sent to your ${needsOtp.channel === 'phone' ? 'phone' : 'email'}.`,
            otp_send: true,
            verification_on: needsOtp.channel,
            session_info: sent.session_info,
            ...(sent.demo_otp ? { demo_otp: sent.demo_otp } : {}),
          };
        }
        verifiedOtpId = (await verifyOtp(ctx, { ...needsOtp, purpose: 'verify' }, body.otp)).id;
      }

      const now = ctx.clock.now();
      await ctx.db.transaction().execute(async (trx) => {
        let imagePath: string | undefined;
        if (image) {
          const id = `${randomToken(12)}.${image.type.split('/')[1] === 'jpeg' ? 'jpg' : image.type.split('/')[1]}`;
          await trx
            .insertInto('uploads')
            .values({ id, user_id: user.id, content_type: image.type, data: image.data, created_at: now })
            .execute();
          imagePath = `/storage/uploads/${id}`;
        }
        await trx
          .updateTable('users')
          .set({
            ...(fName !== undefined ? { f_name: fName } : {}),
            ...(lName !== undefined ? { l_name: lName } : {}),
            ...(newEmail ? { email: newEmail, is_email_verified: needsOtp?.channel === 'email' ? 1 : 0 } : {}),
            ...(newPhone ? { phone: newPhone, is_phone_verified: needsOtp?.channel === 'phone' ? 1 : 0 } : {}),
            ...(body.password ? { password_hash: await hashPassword(body.password) } : {}),
            ...(imagePath ? { image: imagePath } : {}),
            updated_at: now,
          })
          .where('id', '=', user.id)
          .execute();
      });
      if (verifiedOtpId) await consumeOtp(ctx, verifiedOtpId);
      return { message: 'Successfully updated!', otp_send: false, verification_on: null };
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
      const user = await requireUser(ctx, request);
      const deleted = await ctx.db.deleteFrom('users').where('id', '=', user.id).executeTakeFirst();
      if (!deleted.numDeletedRows) throw new ApiError(404, 'not_found', 'User not found.');
      return { message: 'Account has been deleted' };
    },
  );
};
