import type { SocialVerifier } from '../context';
import { ApiError } from '../errors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Demo mode only: a token `demo:<email>` stands for a provider-verified identity, so the social flow can be tried
 * without Google/Facebook/Apple credentials. Never installed when demo is off.
 */
export const demoSocialVerifier: SocialVerifier = {
  async verify(medium, token, uniqueId) {
    const email = token.startsWith('demo:') ? token.slice(5).trim().toLowerCase() : '';
    if (!EMAIL.test(email)) throw new ApiError(401, 'token', 'The social login token could not be verified.');
    const local = email.split('@')[0] ?? email;
    return { email, uniqueId: uniqueId ?? `${medium}:${email}`, name: local.charAt(0).toUpperCase() + local.slice(1) };
  },
};
