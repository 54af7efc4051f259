/**
 * Keys every API instance must share without configuration (the device tokens' and the private upload URLs'
 * signing keys): made once per database by whichever instance asks first, then cached per app.
 */
import type { AppContext } from '../context';
import { randomToken } from './secrets';

const cache = new WeakMap<object, Map<string, Promise<string>>>();

/** The secret named `name`, a random 32-byte token (base64url) stored by the first instance that asked. */
export function sharedSecret(ctx: AppContext, name: string): Promise<string> {
  let byName = cache.get(ctx.repos);
  if (!byName) cache.set(ctx.repos, (byName = new Map()));
  let secret = byName.get(name);
  if (!secret) {
    secret = ctx.repos.serverSecrets.ensure(ctx.db, name, randomToken(32));
    byName.set(name, secret);
    // a database hiccup is not remembered: the next request asks again
    secret.catch(() => byName.delete(name));
  }
  return secret;
}
