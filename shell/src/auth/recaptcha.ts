import { loadScript, PHONE_PROVIDER_SCRIPT } from '@mart/ui';

/**
 * reCAPTCHA before a code is sent (SPEC §7 "phone OTP with recaptcha"; issue 45.4). With a site key in the config
 * (config.recaptcha_site_key: the API then checks tokens with siteverify) an invisible widget is rendered once and
 * executed for each code request; its token goes with the request. Without a site key nothing is loaded or rendered
 * and no token is sent. A script that cannot load (offline, blocked) rejects: the caller says so and sends nothing.
 */
interface Grecaptcha {
  ready(cb: () => void): void;
  render(
    el: HTMLElement,
    options: {
      sitekey: string;
      size: 'invisible';
      callback: (token: string) => void;
      'error-callback': () => void;
    },
  ): number;
  execute(id: number): void;
  reset(id: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export class RecaptchaUnavailable extends Error {}

let widget: { siteKey: string; id: number; waiting: ((token: string | null) => void) | null } | null = null;

/** A fresh token for `siteKey`, or undefined when no key is configured. */
export async function recaptchaToken(
  siteKey: string | null | undefined,
  timeoutMs = 60_000,
): Promise<string | undefined> {
  if (!siteKey) return undefined;
  try {
    await loadScript(PHONE_PROVIDER_SCRIPT);
  } catch {
    throw new RecaptchaUnavailable('reCAPTCHA could not be loaded');
  }
  const g = window.grecaptcha;
  if (!g) throw new RecaptchaUnavailable('reCAPTCHA did not start');
  await new Promise<void>((resolve) => g.ready(resolve));
  if (!widget || widget.siteKey !== siteKey) {
    const el = document.createElement('div');
    el.className = 'auth-recaptcha';
    document.body.appendChild(el);
    const current: NonNullable<typeof widget> = { siteKey, id: 0, waiting: null };
    current.id = g.render(el, {
      sitekey: siteKey,
      size: 'invisible',
      callback: (token) => current.waiting?.(token),
      'error-callback': () => current.waiting?.(null),
    });
    widget = current;
  }
  const w = widget;
  const token = await new Promise<string | null>((resolve) => {
    const timer = window.setTimeout(() => resolve(null), timeoutMs);
    w.waiting = (t) => {
      window.clearTimeout(timer);
      resolve(t);
    };
    g.execute(w.id);
  });
  w.waiting = null;
  // a token is good for one check: the next request executes the widget again
  g.reset(w.id);
  if (!token) throw new RecaptchaUnavailable('reCAPTCHA gave no token');
  return token;
}

/** The body field of a code request: the token when reCAPTCHA is configured, nothing otherwise. */
export async function withRecaptcha(siteKey: string | null | undefined): Promise<{ recaptcha_token?: string }> {
  const token = await recaptchaToken(siteKey);
  return token ? { recaptcha_token: token } : {};
}
