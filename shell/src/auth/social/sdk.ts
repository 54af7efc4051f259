import type { SocialMedium } from '@mart/api-client';
import { loadScript } from '@mart/ui';

/** What a provider hands back: the token our API verifies, and what it tells us about the customer. */
export interface SocialCredential {
  medium: SocialMedium;
  token: string;
  uniqueId?: string;
  email?: string;
}

interface GoogleId {
  initialize(o: { client_id: string; callback: (r: { credential: string }) => void }): void;
  prompt(): void;
}
interface FacebookSdk {
  init(o: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(cb: (r: { authResponse?: { accessToken: string; userID: string } | null }) => void, o: { scope: string }): void;
}
interface AppleIdAuth {
  init(o: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
  signIn(): Promise<{ authorization: { id_token: string }; user?: { email?: string } }>;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
    FB?: FacebookSdk;
    AppleID?: { auth?: AppleIdAuth };
  }
}

/** The email claim of a Google ID token (a JWT); the API verifies the token itself, this only fills the form. */
function jwtEmail(token: string): string | undefined {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '')) as {
      email?: unknown;
    };
    return typeof payload.email === 'string' ? payload.email : undefined;
  } catch {
    return undefined;
  }
}

export interface SocialSdk {
  /** loads and initialises the provider's script; rejects when it cannot */
  load(clientId: string): Promise<void>;
  /** opens the provider's own sign-in and resolves with its credential */
  signIn(clientId: string): Promise<SocialCredential>;
}

let googleResolve: ((c: SocialCredential) => void) | null = null;

export const SDKS: Record<SocialMedium, SocialSdk> = {
  google: {
    async load(clientId) {
      await loadScript('https://accounts.google.com/gsi/client');
      const id = window.google?.accounts?.id;
      if (!id) throw new Error('Google Identity Services did not start');
      id.initialize({
        client_id: clientId,
        callback: (r) => googleResolve?.({ medium: 'google', token: r.credential, email: jwtEmail(r.credential) }),
      });
    },
    signIn() {
      return new Promise((resolve) => {
        googleResolve = resolve;
        window.google?.accounts?.id?.prompt();
      });
    },
  },
  facebook: {
    async load(appId) {
      await loadScript('https://connect.facebook.net/en_US/sdk.js');
      if (!window.FB) throw new Error('Facebook SDK did not start');
      window.FB.init({ appId, version: 'v19.0', cookie: true, xfbml: false });
    },
    signIn() {
      return new Promise((resolve, reject) => {
        window.FB?.login(
          (r) =>
            r.authResponse
              ? resolve({ medium: 'facebook', token: r.authResponse.accessToken, uniqueId: r.authResponse.userID })
              : reject(new Error('cancelled')),
          { scope: 'email' },
        );
      });
    },
  },
  apple: {
    async load(clientId) {
      await loadScript('https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js');
      const auth = window.AppleID?.auth;
      if (!auth) throw new Error('Apple JS did not start');
      auth.init({ clientId, scope: 'name email', redirectURI: window.location.origin, usePopup: true });
    },
    async signIn() {
      const r = await window.AppleID!.auth!.signIn();
      return {
        medium: 'apple',
        token: r.authorization.id_token,
        email: r.user?.email ?? jwtEmail(r.authorization.id_token),
      };
    },
  },
};
