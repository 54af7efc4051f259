/**
 * Hostile input against every route, generated from the API's own OpenAPI document (not a hand list): each
 * operation gets wrong types, out-of-range and fractional numbers, NUL and other control characters, huge strings,
 * deep nesting, malformed and empty bodies, with its path parameters filled both with a valid-looking id and with
 * hostile ones, as a guest and signed in. No answer may be a 5xx, and nothing saved may change.
 */
import { sql } from 'kysely';
import type { InjectOptions } from 'fastify';
import { bearer, newUser, startApp, type TestApp } from './helpers';

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  pattern?: string;
  default?: unknown;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

/** A JSON text placeholder replaced after stringify: `1e400` and raw malformed fragments have no JSON value. */
const RAW = '\u0001raw:';
const raw = (text: string) => `${RAW}${text}`;
const toJson = (value: unknown) => JSON.stringify(value).replace(/"\\u0001raw:((?:[^"\\]|\\.)*)"/g, (_m, t) => t);

const HUGE = 'x'.repeat(100_000);
/** 5 000 levels of objects, as JSON text (stringifying such a value would overflow the test's own stack). */
const DEEP = raw(`${'{"a":'.repeat(5_000)}"leaf"${'}'.repeat(5_000)}`);
const CONTROL = ['a\u0000b', '\u0000', 'x\u0001\u0007\u001b[31m', 'line\u000bfeed\u007f'];

/**
 * Out of the int4 range, not finite, not integers, not numbers. (`true`, `null` and `[1]` are not here: ajv's type
 * coercion, which the API turns on for form and query fields, reads them as 1, 0 and 1 by design.)
 */
const BAD_INTEGERS: unknown[] = [2 ** 31, -(2 ** 31) - 1, 1e20, raw('1e400'), 1.5, 'abc', '', {}];
const BAD_NUMBERS: unknown[] = [raw('1e400'), raw('-1e400'), 'abc', {}];
// (a number where text is expected is not hostile: ajv's coercion reads 12 as "12", as a form field would)
// (5 000 levels of nesting go into object fields and whole bodies: each costs a few ms, and a string field
// refuses any object at its first level)
const BAD_STRINGS: unknown[] = [...CONTROL, HUGE, {}, []];
const isIdName = (name: string) => name === 'id' || /_ids?$/.test(name);

const typeOf = (schema: Schema): string | undefined => {
  const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (t) return t;
  const branch = schema.anyOf ?? schema.oneOf;
  return branch ? typeOf(branch.find((b) => b.type !== 'null') ?? branch[0]!) : undefined;
};
const branchOf = (schema: Schema): Schema => {
  const branch = schema.anyOf ?? schema.oneOf;
  return branch ? branchOf(branch.find((b) => b.type !== 'null') ?? branch[0]!) : schema;
};

/** A plausible value for a field, so a hostile value elsewhere is what the validator and the handler meet. */
function sample(schema: Schema, name = ''): unknown {
  const s = branchOf(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (typeOf(s)) {
    case 'integer':
    case 'number':
      // a point inside the seeded Almaty zone, so location checks let the request through to the database
      if (/^(lat|latitude)$/.test(name)) return 43.25;
      if (/^(lng|longitude)$/.test(name)) return 76.9;
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return s.items ? [sample(s.items, name)] : [];
    case 'object': {
      const out: Record<string, unknown> = {};
      // every field, optional ones too: handlers often need more than the schema requires to get to the database
      for (const [key, field] of Object.entries(s.properties ?? {})) out[key] = sample(field, key);
      for (const key of s.required ?? []) out[key] ??= sample({}, key);
      return out;
    }
    case 'string':
      if (s.format === 'email' || /email/.test(name)) return 'probe@example.com';
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (s.format === 'date') return '2026-06-20';
      if (s.format === 'date-time') return '2026-06-20T10:00:00Z';
      if (s.format === 'uri') return 'https://example.com/';
      if (/phone/.test(name)) return '+77051234567';
      if (/_time$/.test(name)) return '2026-06-20 10:00';
      if (name === 'guest_id') return guestId;
      if (/password/.test(name)) return 'secret123';
      return 'probe'.padEnd(s.minLength ?? 0, 'e');
    default:
      return 'probe';
  }
}

function hostileValues(schema: Schema, name: string): unknown[] {
  // a field that also takes free text (`integer | string`) gets what text must refuse
  if ((schema.anyOf ?? schema.oneOf)?.some((branch) => typeOf(branch) === 'string')) return BAD_STRINGS;
  switch (typeOf(schema)) {
    case 'integer':
      return isIdName(name) ? [...BAD_INTEGERS, -1, 0] : BAD_INTEGERS;
    case 'number':
      return BAD_NUMBERS;
    case 'boolean':
      return ['maybe', 2, {}];
    case 'array': {
      const items = schema.items ? branchOf(schema.items) : {};
      return [
        'abc',
        {},
        ...hostileValues(items, name.replace(/s$/, ''))
          .filter((v) => typeof v !== 'boolean' && !Array.isArray(v))
          .map((v) => [v]),
        Array.from({ length: 10_000 }, () => sample(items, name)),
      ];
    }
    case 'object':
      return ['abc', 12, [], DEEP];
    default:
      return BAD_STRINGS;
  }
}

/** As a query or path value: how the text of an URL carries the hostile value. */
const urlText = (value: unknown): string =>
  typeof value === 'string'
    ? value.startsWith(RAW)
      ? value.slice(RAW.length)
      : value
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

interface Probe {
  label: string;
  request: InjectOptions;
}

type ValuesFor = (schema: Schema, name: string) => unknown[];

/** A fraction where a number is allowed: fine to store, unless the column is an integer one. */
const fractions: ValuesFor = (schema) => (typeOf(schema) === 'number' ? [1.5, 0.001] : []);

function probesFor(path: string, method: string, op: Operation, valuesFor: ValuesFor = hostileValues): Probe[] {
  const wholeRequest = valuesFor === hostileValues;
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const validPath = Object.fromEntries(pathParams.map((p) => [p.name, urlText(sample(p.schema ?? {}, p.name))]));
  const validQuery = Object.fromEntries(
    queryParams.filter((p) => p.required).map((p) => [p.name, urlText(sample(p.schema ?? {}, p.name))]),
  );
  const validBody = bodySchema ? sample(bodySchema) : undefined;
  const url = (pathValues: Record<string, string>, query: Record<string, string>) => {
    const filled = path.replace(/\{(\w+)\}/g, (_m, n: string) => encodeURIComponent(pathValues[n] ?? ''));
    const qs = new URLSearchParams(query).toString();
    return qs ? `${filled}?${qs}` : filled;
  };
  const json = (payload: string, pathValues = validPath, query = validQuery): InjectOptions => ({
    method: method.toUpperCase() as InjectOptions['method'],
    url: url(pathValues, query),
    headers: { 'content-type': 'application/json' },
    payload,
  });
  const plain = (pathValues: Record<string, string>, query: Record<string, string>): InjectOptions =>
    bodySchema
      ? json(toJson(validBody), pathValues, query)
      : { method: method.toUpperCase() as InjectOptions['method'], url: url(pathValues, query) };

  const probes: Probe[] = [];
  for (const p of pathParams) {
    const hostile = [
      ...valuesFor(p.schema ?? {}, p.name),
      ...(isIdName(p.name) || !wholeRequest ? [] : [-1, 2 ** 31, 1.5]),
    ];
    for (const value of hostile) {
      if (typeof value === 'object' && value !== null) continue; // a path segment is text
      probes.push({
        label: `path ${p.name}=${urlText(value).slice(0, 20)}`,
        request: plain({ ...validPath, [p.name]: urlText(value) }, validQuery),
      });
    }
  }
  for (const p of queryParams) {
    for (const value of valuesFor(p.schema ?? {}, p.name)) {
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) continue;
      probes.push({
        label: `query ${p.name}=${urlText(value).slice(0, 20)}`,
        request: plain(validPath, { ...validQuery, [p.name]: urlText(value) }),
      });
    }
  }
  // Malformed and empty bodies reach every write route, with or without a declared body.
  if (method !== 'get' && wholeRequest) {
    for (const [label, payload] of [
      ['malformed JSON', '{"a":'],
      ['empty JSON body', ''],
      ['NUL in an unknown field', toJson({ note: 'a\u0000b' })],
    ] as const) {
      probes.push({ label, request: json(payload) });
    }
  }
  if (bodySchema) {
    const body = branchOf(bodySchema);
    const shapes: [string, string][] = [
      ['null body', 'null'],
      ['array body', '[]'],
      ['string body', '"abc"'],
      ['deeply nested body', toJson(DEEP)],
      ['deeply nested array', `${'['.repeat(5_000)}${']'.repeat(5_000)}`],
    ];
    for (const [label, payload] of wholeRequest ? shapes : []) {
      probes.push({ label, request: json(payload) });
    }
    const fields = (schema: Schema, prefix: string[]): [string[], Schema][] =>
      Object.entries(branchOf(schema).properties ?? {}).flatMap(([name, s]) => {
        const here: [string[], Schema][] = [[[...prefix, name], s]];
        const inner = branchOf(s);
        if (typeOf(inner) === 'object' && inner.properties) return [...here, ...fields(inner, [...prefix, name])];
        return here;
      });
    for (const [fieldPath, schema] of fields(body, [])) {
      const name = fieldPath.at(-1)!;
      for (const value of valuesFor(schema, name)) {
        const payload = structuredClone(validBody) as Record<string, unknown>;
        let target = payload;
        for (const key of fieldPath.slice(0, -1)) {
          target[key] = (target[key] as Record<string, unknown> | undefined) ?? {};
          target = target[key] as Record<string, unknown>;
        }
        target[name] = value;
        probes.push({
          label: `body ${fieldPath.join('.')}=${urlText(value).slice(0, 20)}`,
          request: json(toJson(payload)),
        });
      }
    }
  }
  return probes;
}

/** Per table: row count and a checksum of every row's text. */
async function snapshot(t: TestApp): Promise<Record<string, string>> {
  // auth_throttles counts attempts on purpose: hostile sign-ins and OTP guesses must move it
  const tables = (await t.db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => name !== 'auth_throttles')
    .sort();
  const out: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: string; sum: string | null }>`
      select count(*)::text as n, md5(string_agg(t::text, '|' order by t::text)) as sum from ${sql.table(table)} t`.execute(
      t.db,
    );
    out[table] = `${rows[0]!.n}:${rows[0]!.sum ?? ''}`;
  }
  return out;
}

/** Every probe of the document, as a guest and, where the route takes a sign-in, signed in too. */
function corpus(valuesFor?: ValuesFor): (Probe & { operation: string })[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const probes: (Probe & { operation: string })[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      for (const probe of probesFor(path, method, op, valuesFor)) {
        const operation = `${method.toUpperCase()} ${path}`;
        probes.push({ ...probe, operation, label: `${probe.label} (guest)` });
        if (op.security)
          probes.push({
            ...probe,
            operation,
            label: `${probe.label} (signed in)`,
            request: { ...probe.request, headers: { ...probe.request.headers, ...bearer(token) } },
          });
      }
    }
  }
  return probes;
}

/** Sends every probe; answers the 5xx ones and a count per status. */
async function run(probes: (Probe & { operation: string })[]) {
  const failures: string[] = [];
  const accepted: string[] = [];
  const statuses: Record<number, number> = {};
  for (const probe of probes) {
    const res = await t.app.inject(probe.request);
    statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
    // JSON-quoted: the labels hold control characters
    // a write that succeeded is where a saved change comes from: listed to find it
    if (res.statusCode < 300 && probe.request.method !== 'GET')
      accepted.push(JSON.stringify(`${probe.operation} ${probe.label}: ${res.statusCode}`));
    if (res.statusCode >= 500)
      failures.push(JSON.stringify(`${probe.operation} ${probe.label}: ${res.statusCode} ${res.body.slice(0, 200)}`));
  }
  return { failures, accepted, statuses };
}

let t: TestApp;
let token: string;
/** A real guest, so requests that take a guest id get past "unknown guest" to the work behind it. */
let guestId = 'probe';

beforeAll(async () => {
  // as production runs it: demo off
  t = await startApp({ demo: false });
  token = (await newUser(t.app)).token;
  guestId = (await t.app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).json<{ guest_id: string }>()
    .guest_id;
});
afterAll(() => t.close());

test('no hostile request from the OpenAPI document is answered with a 5xx, and nothing saved changes', async () => {
  const probes = corpus();
  const operations = new Set(probes.map((p) => p.operation)).size;
  const before = await snapshot(t);
  const started = Date.now();
  const { failures, accepted, statuses } = await run(probes);
  const after = await snapshot(t);
  const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
  // the figures the report quotes: how many requests, how long, what came back
  console.log(
    `hostile corpus: ${probes.length} requests over ${operations} operations in ${Date.now() - started} ms; ` +
      `statuses ${JSON.stringify(statuses)}; 5xx ${failures.length}; tables changed: ${changed.join(', ') || 'none'}\n` +
      failures.join('\n'),
  );
  expect(operations).toBeGreaterThan(100);
  expect(probes.length).toBeGreaterThan(2000);
  expect(failures).toEqual([]);
  if (changed.length) console.log(`writes answered 2xx:\n${accepted.join('\n')}`);
  expect(changed).toEqual([]);
  // ~7 000 requests: 10–25 s on PGlite, up to a minute on PostgreSQL when the machine is busy
}, 300_000);

// Last: a fraction in a number field may be a legitimate value, so these requests may save something.
test('a fraction in any number field is stored or refused, never a 5xx', async () => {
  const probes = corpus(fractions);
  const { failures, statuses } = await run(probes);
  console.log(`fraction probes: ${probes.length}; statuses ${JSON.stringify(statuses)}\n${failures.join('\n')}`);
  expect(probes.length).toBeGreaterThan(50);
  expect(failures).toEqual([]);
});
