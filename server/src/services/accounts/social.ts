import type { Providers, SocialIdentity, SocialMedium, SocialVerifier } from '../../context';
import { ApiError } from '../../errors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PROVIDER_TIMEOUT_MS = 5000;

const refused = () => new ApiError(401, 'token', 'The social login token could not be verified.');
const unavailable = (medium: SocialMedium) =>
  new ApiError(503, 'social_unavailable', `Sign-in with ${medium} is unavailable right now. Please try again later.`);
const notConfigured = (medium: SocialMedium) =>
  new ApiError(400, 'social_login', `Sign-in with ${medium} is not configured.`);

/**
 * Demo mode only: a token `demo:<email>` stands for a provider-verified identity, so the social flow can be tried
 * without Google/Facebook/Apple credentials. Never installed when demo is off.
 */
export const demoSocialVerifier: SocialVerifier = {
  async verify(medium, token, uniqueId) {
    const email = token.startsWith('demo:') ? token.slice(5).trim().toLowerCase() : '';
    if (!EMAIL.test(email)) throw refused();
    const local = email.split('@')[0] ?? email;
    return { email, uniqueId: uniqueId ?? `${medium}:${email}`, name: local.charAt(0).toUpperCase() + local.slice(1) };
  },
};

type Fetch = (
  url: string,
  init?: { signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** GET a provider endpoint: a refusal (4xx) is the token's fault, anything else means the provider is unreachable. */
async function providerJson(fetcher: Fetch, medium: SocialMedium, url: string): Promise<Record<string, unknown>> {
  let res: Awaited<ReturnType<Fetch>>;
  try {
    res = await fetcher(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch {
    throw unavailable(medium);
  }
  if (res.status >= 400 && res.status < 500) throw refused();
  if (!res.ok) throw unavailable(medium);
  const body = await res.json().catch(() => null);
  if (!body || typeof body !== 'object') throw unavailable(medium);
  return body as Record<string, unknown>;
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/**
 * The real providers, each on only when its key is configured: a Google ID token is checked at Google's tokeninfo
 * endpoint (issued for our client id, email verified); a Facebook access token must belong to our app id and its
 * profile must carry an email. Apple needs a server key pair this deployment does not hold, so it is refused.
 */
export function providerSocialVerifier(providers: Providers, fetcher: Fetch = fetch): SocialVerifier {
  return {
    async verify(medium, token, uniqueId): Promise<SocialIdentity> {
      if (medium === 'google') {
        if (!providers.googleClientId) throw notConfigured(medium);
        const info = await providerJson(
          fetcher,
          medium,
          `https://oauth2.googleapis.com/tokeninfo?id_token=${encodeURIComponent(token)}`,
        );
        const email = str(info.email)?.toLowerCase();
        const verified = info.email_verified === true || info.email_verified === 'true';
        if (str(info.aud) !== providers.googleClientId || !email || !EMAIL.test(email) || !verified) throw refused();
        return { email, uniqueId: str(info.sub) ?? uniqueId ?? `google:${email}`, name: str(info.name) };
      }
      if (medium === 'facebook') {
        if (!providers.facebookAppId) throw notConfigured(medium);
        const access = encodeURIComponent(token);
        const app = await providerJson(fetcher, medium, `https://graph.facebook.com/app?access_token=${access}`);
        if (str(app.id) !== providers.facebookAppId) throw refused();
        const me = await providerJson(
          fetcher,
          medium,
          `https://graph.facebook.com/me?fields=id,name,email&access_token=${access}`,
        );
        const email = str(me.email)?.toLowerCase();
        if (!email || !EMAIL.test(email)) throw refused();
        if (uniqueId && str(me.id) !== uniqueId) throw refused();
        return { email, uniqueId: str(me.id) ?? `facebook:${email}`, name: str(me.name) };
      }
      throw notConfigured(medium);
    },
  };
}

/** What the API accepts: the configured providers; in demo mode `demo:<email>` tokens as well. Null: no social. */
export function socialVerifierFor(providers: Providers, demo: boolean): SocialVerifier | null {
  const real = providers.googleClientId || providers.facebookAppId ? providerSocialVerifier(providers) : null;
  if (!demo) return real;
  return {
    verify: (medium, token, uniqueId) =>
      token.startsWith('demo:') || !real
        ? demoSocialVerifier.verify(medium, token, uniqueId)
        : real.verify(medium, token, uniqueId),
  };
}
