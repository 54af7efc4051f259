/**
 * Request information built once, before the handler (`request.info`): who is calling (token, guest id), the
 * idempotency key, the client's address, module and language. The guest id is read here only: the `guest-id` header first
 * (kept out of URLs, so out of access logs), else the `guest_id` field SPEC §API calls names (body, else query).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { parseIdHeader } from '../db/catalog-queries';
import { requestLang } from '../i18n';
import { markPersonal } from './catalog-cache';
import type { RequestInfo } from '../model/request-info';

declare module 'fastify' {
  interface FastifyRequest {
    info: RequestInfo;
  }
}

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  // The storefront sends "Bearer null"/"Bearer undefined" when logged out: treat as no token.
  return match?.[1] && match[1] !== 'null' && match[1] !== 'undefined' ? match[1] : null;
}

function guestField(source: unknown): string | null {
  if (source === null || typeof source !== 'object') return null;
  const value = (source as { guest_id?: unknown }).guest_id;
  return typeof value === 'string' && value !== '' ? value : null;
}

export function requestInfoOf(request: FastifyRequest): RequestInfo {
  const idempotencyKey = request.headers['idempotency-key'];
  return {
    // whatever the handler answers once it reads the token depends on who is asking: the catalog cache must not
    // keep it (a getter, so a catalog read that never asks who is calling stays cacheable)
    get token() {
      markPersonal(request);
      return bearerToken(request.headers.authorization);
    },
    guestId: first(request.headers['guest-id'])?.trim() || guestField(request.body) || guestField(request.query),
    idempotencyKey: idempotencyKey ?? null,
    client: request.ip,
    moduleId: parseIdHeader(request.headers.moduleid),
    lang: requestLang(request),
    protocol: request.protocol,
    host: request.host,
  };
}

/** A root hook (skip-override, as fastify-plugin does): every route's handler finds `request.info`. */
export const requestInfo: FastifyPluginAsync = async (app) => {
  app.decorateRequest('info', null as unknown as RequestInfo);
  app.addHook('preHandler', async (request) => {
    request.info = requestInfoOf(request);
  });
};
Object.assign(requestInfo, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'request-info',
});
