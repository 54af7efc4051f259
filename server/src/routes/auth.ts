import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  FirebaseVerifyBody,
  ForgotPasswordBody,
  GuestResult,
  LoginResult,
  OtpSent,
  ResetPasswordBody,
  SendOtpBody,
  SignInBody,
  SignUpBody,
  SocialLoginBody,
  UpdateInfoBody,
  VerifyOtpBody,
  VerifyPhoneBody,
  VerifyPhoneResult,
  VerifyResetTokenBody,
} from '../schemas/account';
import { MessageBody, bearerSecurity, errorResponses } from '../schemas/common';
import { randomToken } from '../infra/secrets';
import { optionalUser, revokeToken } from '../services/accounts/sessions';
import {
  manualLogin,
  otpLogin,
  sendContactOtp,
  socialLogin,
  verifyContactOtp,
  verifyFirebaseOtp,
  verifyPhone,
} from '../services/accounts/sign-in';
import { forgotPassword, resetPassword, signUp, updateInfo, verifyResetToken } from '../services/accounts/sign-up';
import { perClientLimit } from '../services/throttle';

const responses = <T extends TSchema>(ok: T) => ({ 200: ok, ...errorResponses });

/** The device token an earlier sign-in handed this client (services/accounts/device-tokens.ts), if it shows one. */
const deviceTokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers['x-device-token'];
  return (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
};

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const limited = perClientLimit(ctx);
  const tags = ['auth'];

  app.post(
    '/api/v1/auth/login',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in: manual (email/phone + password), otp (sends a code), social',
        body: SignInBody,
        response: responses(LoginResult),
      },
    },
    async (request) => {
      const body = request.body;
      const type = body.login_type ?? 'manual';
      if (type === 'otp') return otpLogin(ctx, body, request.info);
      if (type === 'social') return socialLogin(ctx, body, request.ip);
      return manualLogin(ctx, body, request.info, deviceTokenOf(request));
    },
  );

  app.post(
    '/api/v1/auth/social-login',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Social sign-in (google, facebook, apple)',
        body: SocialLoginBody,
        response: responses(LoginResult),
      },
    },
    async (request) => socialLogin(ctx, request.body, request.ip),
  );

  app.post(
    '/api/v1/auth/sign-up',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Create an account (email + phone + password)',
        body: SignUpBody,
        response: responses(LoginResult),
      },
    },
    async (request) => signUp(ctx, request.body, request.info),
  );

  app.post(
    '/api/v1/auth/send-otp',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Send (or resend after 60 s) a 6-digit code: login_type otp for OTP sign-in, else to verify a contact',
        body: SendOtpBody,
        response: responses(OtpSent),
      },
    },
    async (request) => sendContactOtp(ctx, request.body, request.info),
  );

  app.post(
    '/api/v1/auth/verify-otp',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Check an OTP: finishes OTP sign-in or verifies a phone/email and signs in',
        body: VerifyOtpBody,
        response: responses(LoginResult),
      },
    },
    async (request) => verifyContactOtp(ctx, request.body, request.info),
  );

  app.post(
    '/api/v1/auth/firebase-verify-token',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Phone-provider variant of verify-otp: the code is checked against session_info from send-otp',
        body: FirebaseVerifyBody,
        response: responses(LoginResult),
      },
    },
    async (request) => verifyFirebaseOtp(ctx, request.body, request.info),
  );

  app.put(
    '/api/v1/auth/verify-phone',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Phone OTP verification by session (is_reset_token: the code becomes a password reset token)',
        body: VerifyPhoneBody,
        response: responses(VerifyPhoneResult),
      },
    },
    async (request) => verifyPhone(ctx, request.body, request.info),
  );

  app.post(
    '/api/v1/auth/update-info',
    {
      config: limited,
      schema: {
        tags,
        summary:
          'Personal info: finishes a sign-up with its signup_ticket, or (signed in) renames the account; an e-mail or phone change needs current_password or codes',
        security: bearerSecurity,
        body: UpdateInfoBody,
        response: responses(LoginResult),
      },
    },
    async (request) => updateInfo(ctx, request.info, request.body),
  );

  app.post(
    '/api/v1/auth/forgot-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Send a password reset code by phone or email',
        body: ForgotPasswordBody,
        response: responses(OtpSent),
      },
    },
    async (request) => forgotPassword(ctx, request.body, request.info),
  );

  app.post(
    '/api/v1/auth/verify-token',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Check a password reset code',
        body: VerifyResetTokenBody,
        response: responses(MessageBody),
      },
    },
    async (request) => {
      await verifyResetToken(ctx, request.body, request.info);
      return { message: 'OTP found, you can proceed.' };
    },
  );

  app.put(
    '/api/v1/auth/reset-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Set a new password with a reset code; signs out every session',
        body: ResetPasswordBody,
        response: responses(MessageBody),
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body, request.info);
      return { message: 'Password changed successfully.' };
    },
  );

  app.post(
    '/api/v1/auth/logout',
    {
      schema: {
        tags,
        summary: 'Revoke the current token',
        security: bearerSecurity,
        response: responses(MessageBody),
      },
    },
    async (request) => {
      await optionalUser(ctx, request.info);
      await revokeToken(ctx, request.info);
      return { message: 'Logout successful' };
    },
  );

  app.post(
    '/api/v1/auth/guest/request',
    {
      schema: {
        tags,
        summary: 'A new guest id (unguessable) for carts before sign-in',
        response: responses(GuestResult),
      },
    },
    async () => {
      const id = `g_${randomToken(18)}`;
      await app.repos.users.insertGuest(ctx.db, id, ctx.clock.now());
      return { guest_id: id };
    },
  );
};
