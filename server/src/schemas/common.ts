import { Type, type IntegerOptions, type TArray, type TSchema } from '@sinclair/typebox';
import { STORES_PAGE_LIMIT } from '@mart/domain';
import {
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_MIN,
  IDEMPOTENCY_KEY_PATTERN,
} from '../model/idempotency';

/** Registry of named schemas: the api-types generator emits one exported TS type per entry, by this name. */
export const named = new Map<TSchema, string>();
export function Named<T extends TSchema>(name: string, schema: T): T {
  named.set(schema, name);
  return schema;
}

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** x-messages: user-facing validation texts per ajv keyword (see errors.ts). */
/** A string answer from a fixed set: the union in @mart/api-types, serialised as a plain string. */
export const StringOf = <const T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

export const Messages = (messages: Record<string, string>) => ({ 'x-messages': messages });

/**
 * Still in the contract (the generated types keep it), never read: the key travels only in the `Idempotency-Key`
 * header (services/idempotency.ts), so a body copy can neither replace nor contradict it.
 */
export const IdempotencyKeyField = Type.Optional(
  Type.String({
    minLength: IDEMPOTENCY_KEY_MIN,
    maxLength: IDEMPOTENCY_KEY_MAX,
    pattern: IDEMPOTENCY_KEY_PATTERN,
    ...Messages({ default: IDEMPOTENCY_KEY_INVALID }),
  }),
);

export const ErrorBody = Named(
  'ErrorBody',
  Type.Object({
    errors: Type.Array(Type.Object({ code: Type.String(), message: Type.String() })),
    /** the request's id (X-Request-Id), for the customer to quote to support */
    request_id: Type.Optional(Type.String()),
  }),
);
/** A success message's stable catalogue code (src/messages/catalogue.ts), the same in every language. */
export const MessageCode = Type.Optional(Type.String());
export const MessageBody = Named('MessageBody', Type.Object({ message: Type.String(), code: MessageCode }));

/** 6amMart-style paging: `offset` is the 1-based page number, `limit` the page size. */
export const PageQuery = {
  offset: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 100_000,
      default: 1,
      ...Messages({ default: 'offset must be a page number starting at 1.' }),
    }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 100,
      default: STORES_PAGE_LIMIT,
      ...Messages({ default: 'limit must be between 1 and 100.' }),
    }),
  ),
};
export const pageOf = (query: { offset?: number; limit?: number }) => {
  const limit = query.limit ?? STORES_PAGE_LIMIT;
  const offset = query.offset ?? 1;
  return { limit, offset, skip: (offset - 1) * limit };
};
/** The answer of a `PageOf` route: `rows` (one page of `total`) under `key`. */
export const pageBody = <K extends string, T>(
  page: { limit: number; offset: number },
  total: number,
  key: K,
  rows: T[],
) => ({
  total_size: total,
  limit: page.limit,
  offset: page.offset,
  ...({ [key]: rows } as { [P in K]: T[] }),
});
/** A page of a list (6amMart's shape): the total, the page asked for, and its rows under `key`. */
export const PageOf = <K extends string, T extends TSchema>(key: K, row: T) =>
  Type.Object({
    total_size: Type.Integer(),
    limit: Type.Integer(),
    offset: Type.Integer(),
    ...({ [key]: Type.Array(row) } as { [P in K]: TArray<T> }),
  });

/**
 * Integer columns are PostgreSQL `integer` (int4). Every integer in a request schema is bounded to this range when
 * the route is registered (input-guard.ts); these helpers say it where the schema is written.
 */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;
export const MAX_ID = INT4_MAX;

/** An integer within int4 (narrower bounds may be given). */
export const Int = (options: IntegerOptions = {}) => Type.Integer({ minimum: INT4_MIN, maximum: INT4_MAX, ...options });

export const Id = (field: string) =>
  Int({
    minimum: 1,
    ...Messages({ required: `${field} is required.`, default: `${field} must be a positive integer.` }),
  });
export const OptionalId = (field: string) =>
  Type.Optional(Int({ minimum: 1, ...Messages({ default: `${field} must be a positive integer.` }) }));
/** A search's optional name filter. */
export const NameSearch = Type.Optional(
  Type.String({ maxLength: 100, ...Messages({ default: 'name must be at most 100 characters.' }) }),
);
export const IdParam = Type.Object({ id: Id('id') });
/** Prices in major units; the cap keeps minor-unit arithmetic far inside integer range. */
export const OptionalPrice = (field: string) =>
  Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 10_000_000,
      ...Messages({ default: `${field} must be a number of at least 0.` }),
    }),
  );

/** Every route answers these for client errors; listing them keeps the OpenAPI document honest. */
export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  413: ErrorBody,
  429: ErrorBody,
};

export const bearerSecurity = [{ bearerAuth: [] }];

/** A string enum (rendered as `enum` in OpenAPI, as a union of literals in api-types). */
export function OneOf<const T extends readonly string[]>(values: T, message: string) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...Messages({ default: message }) });
}
