/**
 * The storefront's origins (env CORS_ORIGINS): the sites whose pages call this API (CORS) and the only places a
 * customer is ever sent back to after paying (services/payments/payments.ts `checkCallbackUrl`). The first is the primary:
 * a relative return URL resolves against it, never against the request's own `Origin` header, which anyone can set.
 */

/** At least one origin; the first is the primary storefront. */
export type StorefrontOrigins = readonly [string, ...string[]];

export const DEFAULT_STOREFRONT_ORIGINS: StorefrontOrigins = ['http://localhost:3000', 'http://127.0.0.1:3000'];

/**
 * Checks a configured list: each entry must be exactly an http(s) origin as a browser serialises it (scheme, host,
 * port; no path, trailing slash, user name or wildcard), so comparing it with a parsed URL's `origin` is exact.
 * Throws an Error saying what is wrong; callers name the setting.
 */
export function storefrontOrigins(list: readonly string[]): StorefrontOrigins {
  if (list.length === 0) throw new Error('at least one storefront origin is needed');
  for (const entry of list) {
    let origin: string | null = null;
    try {
      const url = new URL(entry);
      if (url.protocol === 'http:' || url.protocol === 'https:') origin = url.origin;
    } catch {
      origin = null;
    }
    if (origin !== entry) {
      throw new Error(
        `${JSON.stringify(entry)} is not an origin: expected scheme, host and optional port only, like https://shop.example`,
      );
    }
  }
  return list as StorefrontOrigins;
}
