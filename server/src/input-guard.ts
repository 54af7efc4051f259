/**
 * Input bounds applied to every route at once, so a route written tomorrow is covered without remembering to:
 *
 * - integers in any request schema are bounded to PostgreSQL's `integer` (int4) range unless the schema is
 *   narrower already: a larger id is a 400, not a database "out of range" error;
 * - no text anywhere in the request (body, query, path parameters, object keys) may hold a C0 control character
 *   other than tab, line feed and carriage return: PostgreSQL refuses NUL in text, and the others only ever
 *   arrive from an attacker or a broken client;
 * - numbers must be finite (`1e400` parses to Infinity, which ajv lets through its minimum/maximum checks).
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { badRequest } from './errors';
import { INT4_MAX, INT4_MIN } from './schemas/common';

type SchemaNode = Record<string | symbol, unknown>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** A copy of a JSON schema with every `integer` bounded to int4 (symbols, TypeBox's kind markers, are kept). */
export function boundIntegers<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((s: unknown) => boundIntegers(s)) as T;
  if (!isPlainObject(schema)) return schema;
  const out: SchemaNode = { ...(schema as SchemaNode) };
  for (const [key, value] of Object.entries(schema)) {
    // `default`, `const`, `enum` and `examples` are data, not schemas
    if (key === 'default' || key === 'const' || key === 'enum' || key === 'examples') continue;
    if (typeof value === 'object' && value !== null) out[key] = boundIntegers(value);
  }
  const types = Array.isArray(out.type) ? out.type : [out.type];
  if (types.includes('integer')) {
    if (typeof out.maximum !== 'number' || out.maximum > INT4_MAX) out.maximum = INT4_MAX;
    if (typeof out.minimum !== 'number' || out.minimum < INT4_MIN) out.minimum = INT4_MIN;
  }
  return out as T;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** The first offending field of a request part, walked without recursion (a 5 000-level body must not overflow). */
function findBadValue(root: unknown, rootName: string): { field: string; problem: 'control' | 'infinite' } | null {
  const stack: [unknown, string][] = [[root, rootName]];
  while (stack.length) {
    const [value, field] = stack.pop()!;
    if (typeof value === 'string') {
      if (CONTROL.test(value)) return { field, problem: 'control' };
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return { field, problem: 'infinite' };
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push([item, field]);
    } else if (isPlainObject(value) || (typeof value === 'object' && value !== null && !Buffer.isBuffer(value))) {
      // query and params objects have a null prototype; uploaded files are {filename, mimetype, data: Buffer}
      for (const [key, item] of Object.entries(value)) {
        if (CONTROL.test(key)) return { field: rootName, problem: 'control' };
        stack.push([item, key]);
      }
    }
  }
  return null;
}

function checkRequest(request: FastifyRequest): void {
  for (const [part, name] of [
    [request.params, 'params'],
    [request.query, 'query'],
    [request.body, 'body'],
  ] as const) {
    const bad = findBadValue(part, name);
    if (!bad) continue;
    throw bad.problem === 'control'
      ? badRequest(bad.field, `The ${bad.field} field must not contain control characters.`)
      : badRequest(bad.field, `${bad.field} must be a finite number.`);
  }
}

export function installInputGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema;
    if (!schema) return;
    for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
      if (schema[part]) schema[part] = boundIntegers(schema[part]);
    }
  });
  // before validation: text is checked as sent (ajv's coercion would turn some of it into numbers first)...
  app.addHook('preValidation', async (request) => checkRequest(request));
  // ...and after: coercion turns the query text "1e400" into Infinity
  app.addHook('preHandler', async (request) => checkRequest(request));
}
