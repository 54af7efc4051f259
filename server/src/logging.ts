import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query and body keys whose values must never reach a log: sessions, guest carts, one-time codes, contacts. */
const SENSITIVE_KEYS = [
  'guest_id',
  'token',
  'otp',
  'code',
  'reset_token',
  'session_info',
  'sessionInfo',
  'password',
  'current_password',
  'confirm_password',
  'contact_number',
];
const SENSITIVE = new Set(SENSITIVE_KEYS.map((k) => k.toLowerCase()));
const CENSOR = '[redacted]';

/** The URL as logged: sensitive query values replaced, so access logs hold no guest ids, tokens or codes. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // a malformed key is logged as sent
      }
      return eq >= 0 && SENSITIVE.has(name.toLowerCase()) ? `${key}=${CENSOR}` : pair;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

/**
 * The API's logger options with redaction added: headers that carry a session or a guest id and sensitive body
 * fields are censored wherever a log line includes them, and the request serializer logs a redacted URL.
 */
export function redactedLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["guest-id"]',
        'res.headers["set-cookie"]',
        // not `*.code`: error objects carry a harmless `code` that the logs need
        ...SENSITIVE_KEYS.flatMap((k) => (k === 'code' ? [] : [`*.${k}`])),
      ],
      censor: CENSOR,
    },
    serializers: {
      ...('serializers' in base ? base.serializers : {}),
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
