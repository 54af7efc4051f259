/**
 * reCAPTCHA before a code is sent (SPEC §7 "phone OTP with recaptcha"; issue 45.4). Configured with
 * RECAPTCHA_SITE_KEY + RECAPTCHA_SECRET: the storefront renders the widget and sends its token as `recaptcha_token`,
 * and this checks it with Google's siteverify protocol (a form POST of secret, response and remoteip; a JSON answer
 * with `success`) at RECAPTCHA_VERIFY_URL. Not configured: nothing is checked and nothing says a check passed.
 * A siteverify that cannot be reached refuses the request (503): a bot gets no code while the check is down.
 */
import type { AppContext } from '../context';
import { ApiError } from '../errors';

export const GOOGLE_SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const VERIFY_TIMEOUT_MS = 5_000;

interface SiteverifyAnswer {
  success?: unknown;
  'error-codes'?: unknown;
}

/** Refuses the request unless the configured siteverify accepts `token` for `client` (its address). */
export async function checkRecaptcha(ctx: AppContext, token: string | undefined, client: string): Promise<void> {
  const settings = ctx.providers.recaptcha;
  if (!settings) return;
  if (!token?.trim()) throw new ApiError(400, 'recaptcha', 'Please complete the reCAPTCHA check.');
  let answer: SiteverifyAnswer;
  try {
    const res = await fetch(settings.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: settings.secret, response: token, remoteip: client }).toString(),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
    answer = (await res.json()) as SiteverifyAnswer;
  } catch {
    throw new ApiError(503, 'recaptcha', 'The reCAPTCHA check could not be completed. Please try again.');
  }
  if (answer.success !== true) throw new ApiError(400, 'recaptcha', 'The reCAPTCHA check failed. Please try again.');
}
