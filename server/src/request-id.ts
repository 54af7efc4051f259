import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * A request id a caller may choose (the storefront sends one per call, nginx or the page server may pass theirs on):
 * short and plain, so it is safe in a log line, a header and a support ticket. Anything else gets a new id.
 */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The request's id: the caller's `X-Request-Id` when it is sane, a new one otherwise. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && SAFE_ID.test(header) ? header : randomUUID();
}

/** Fastify's options: every log line of a request carries `reqId`, which is this id. */
export const requestIdOptions = {
  requestIdHeader: false as const,
  genReqId: (req: IncomingMessage) => requestIdOf(req.headers['x-request-id']),
};

/** Every answer names its request id, and every error body carries it (`request_id`) for the customer to quote. */
export function installRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode < 400 || !payload || typeof payload !== 'object' || !('errors' in payload)) return payload;
    return { ...payload, request_id: request.id };
  });
}
