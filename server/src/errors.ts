import { translate } from '@mart/domain';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { databaseFault } from './db/unavailable';

/** Every 4xx/5xx body is `{errors:[{code,message}]}` (SPEC §8); handlers throw this to produce one. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** a refusal that ends (throttles, outbound caps): the answer's `Retry-After`, in seconds */
    readonly retryAfterSeconds?: number,
    /** what the answer carries beside its errors (a changed order's new totals) */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found.`);
export const badRequest = (code: string, message: string) => new ApiError(400, code, message);
export const forbidden = (message = 'You are not allowed to access this resource.') =>
  new ApiError(403, 'forbidden', message);

/**
 * Schemas carry their user-facing texts in `x-messages` ({required, minLength, format, ..., default}); ajv runs with
 * `verbose` so an error knows the schema it failed on. Without an entry we still name the field.
 */
type Messages = Record<string, string>;
interface VerboseError extends FastifySchemaValidationError {
  parentSchema?: { properties?: Record<string, { 'x-messages'?: Messages }>; 'x-messages'?: Messages };
}

function validationMessage(error: VerboseError, context: string | undefined): { code: string; message: string } {
  const path = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') {
    const field = String(error.params.missingProperty);
    const messages = error.parentSchema?.properties?.[field]?.['x-messages'];
    return { code: field, message: messages?.required ?? `The ${field} field is required.` };
  }
  const field = path.at(-1) ?? context ?? 'request';
  const messages = error.parentSchema?.['x-messages'];
  const specific = messages?.[error.keyword] ?? messages?.default;
  if (specific) return { code: field, message: specific };
  if (error.keyword === 'additionalProperties') {
    return { code: field, message: `Unknown field ${String(error.params.additionalProperty)}.` };
  }
  return { code: field, message: `The ${field} field ${error.message ?? 'is invalid'}.` };
}

/**
 * One message per field. A union (anyOf) reports each failed branch and then itself: the union's own entry
 * carries the schema with the message, so the branch entries are dropped.
 */
function validationErrors(errors: VerboseError[], context: string | undefined) {
  const unionPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  const seen = new Set<string>();
  const out: { code: string; message: string }[] = [];
  for (const error of errors) {
    if (unionPaths.has(error.instancePath) && error.keyword !== 'anyOf') continue;
    const entry = validationMessage(error, context);
    const key = `${entry.code}\u0000${entry.message}`;
    if (!seen.has(key)) out.push(entry);
    seen.add(key);
  }
  return out;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

/**
 * A database refusal that validation should have caught: SQLSTATE class 22 (data exception: a value out of range,
 * bad text) is the client's bad input, class 23 (integrity: duplicate, missing reference) a conflict with what is
 * stored. Both pg and PGlite errors carry the SQLSTATE in `code` next to a `severity`.
 */
function databaseClientError(error: unknown): { status: 400 | 409; sqlState: string } | null {
  if (!(error instanceof Error) || !('severity' in error) || !('code' in error)) return null;
  const sqlState = String(error.code);
  if (/^22[0-9A-Z]{3}$/.test(sqlState)) return { status: 400, sqlState };
  if (/^23[0-9A-Z]{3}$/.test(sqlState)) return { status: 409, sqlState };
  return null;
}

/** Seconds a client is asked to wait (Retry-After) while the database is away: about what a restart takes. */
export const DATABASE_RETRY_AFTER_S = 2;
export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a few seconds.';

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
    return reply
      .status(error.statusCode)
      .send({ errors: [{ code: error.code, message: error.message }], ...error.extra });
  }
  // The database restarting, unreachable or past a timeout: this request failed, the instance did not. The
  // client may try again (an order with its Idempotency-Key gets the one it placed, if it was placed).
  const fault = databaseFault(error);
  if (fault) {
    request.log.warn({ err: error, fault }, 'database unavailable: answered 503');
    request.server.ctx?.metrics.databaseUnavailable.inc({ fault });
    return reply
      .status(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_S))
      .send({ errors: [{ code: 'database_unavailable', message: DATABASE_UNAVAILABLE }] });
  }
  if (isFastifyError(error) && error.validation) {
    return reply
      .status(400)
      .send({ errors: validationErrors(error.validation as VerboseError[], error.validationContext) });
  }
  if (isFastifyError(error) && error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return reply.status(413).send({ errors: [{ code: 'image', message: translate('imageTooLarge', { maxMb: 2 }) }] });
  }
  // more files than the multipart limit (3, SPEC §5): the SPEC's own text, not "body too large"
  if (isFastifyError(error) && error.code === 'FST_FILES_LIMIT') {
    return reply.status(400).send({ errors: [{ code: 'image', message: translate('tooManyImages') }] });
  }
  // busboy throws plain errors (no status) on a broken multipart stream: that is bad input, not a server fault.
  const multipart = String(request.headers['content-type'] ?? '').startsWith('multipart/');
  if (multipart && !(isFastifyError(error) && error.statusCode)) {
    return reply
      .status(400)
      .send({ errors: [{ code: 'bad_request', message: 'The multipart form data is malformed.' }] });
  }
  const database = databaseClientError(error);
  if (database) {
    // logged: each one is a missing check worth adding where the value comes in
    request.log.warn({ err: error, sqlState: database.sqlState }, 'database refused the input');
    return reply.status(database.status).send({
      errors: [
        database.status === 400
          ? { code: 'bad_request', message: 'A value in the request is not valid.' }
          : { code: 'conflict', message: 'The request conflicts with the current data.' },
      ],
    });
  }
  const status = isFastifyError(error) ? (error.statusCode ?? 500) : 500;
  if (status >= 400 && status < 500) {
    // Framework and plugin client errors (bad JSON, body too large, bad multipart, unsupported media type...).
    const fastifyError = error as FastifyError;
    const code = status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
    const message =
      fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'The request body is not valid JSON.'
        : status === 413
          ? 'The request body is too large.'
          : fastifyError.message;
    return reply.status(status).send({ errors: [{ code, message }] });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({
    errors: [{ code: 'internal_error', message: 'Sorry, Something Went Wrong. Please try again after some time.' }],
  });
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    errors: [{ code: 'not_found', message: `Route ${request.method} ${request.url.split('?')[0]} not found.` }],
  });
}
