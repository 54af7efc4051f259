import type { ApiRoute, ApiRoutes } from '@mart/api-types';

/**
 * What one call of a route takes, read from the generated route map (@mart/api-types): its path parameters, query
 * and JSON body (each required when the route has a required field), so a path cannot travel with another
 * route's types.
 */
type Part<R extends ApiRoute, K extends 'params' | 'query' | 'body'> =
  ApiRoutes[R] extends Record<K, infer T>
    ? // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "every field optional"
      {} extends T
      ? { [P in K]?: T }
      : { [P in K]: T }
    : { [P in K]?: never };

/** A multipart field: a file, several files under one name, or a plain value (sent as its string). */
type FormValue = Blob | Blob[] | string | number | boolean | null | undefined;

/**
 * The route's body as multipart fields (profile image, prescriptions, chat images): the route's own field names;
 * a file field the schema cannot name (`unknown`) takes files. A route whose schema declares no body reads its
 * fields itself (the prescription upload): any field names. An empty field (null, '') is left out.
 */
type FormOf<R extends ApiRoute> = ApiRoutes[R] extends { body: infer B }
  ? { [K in keyof B]?: (unknown extends B[K] ? Blob | Blob[] : B[K] extends FormValue ? B[K] : never) | null }
  : Record<string, FormValue>;

export type CallOptions<R extends ApiRoute> = Part<R, 'params'> &
  Part<R, 'query'> &
  Part<R, 'body'> & {
    /** multipart instead of JSON */
    form?: FormOf<R>;
    signal?: AbortSignal;
    /** headers of this call only, on top of the SPEC §7 base headers (e.g. Idempotency-Key) */
    headers?: Record<string, string>;
    /** skip the global 401 handling (sign-in itself answers 401 for wrong passwords) */
    noAuthRedirect?: boolean;
    /**
     * not something the customer asked for (a guest id, a sign-out, a cart merge): a write that cannot reach the
     * server fails at once instead of waiting for the customer's Retry
     */
    background?: boolean;
  };

/** The options argument: required when the route has a required part, else optional. */
export type CallArgs<R extends ApiRoute> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "every field optional"
  {} extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

/** Method and path of a route key ('GET /api/v1/items/details/:id'), the path's `:name`s filled from `params`. */
export function routeTarget(route: ApiRoute, params: object | undefined): { method: string; path: string } {
  const space = route.indexOf(' ');
  const values = (params ?? {}) as Record<string, unknown>;
  const path = route.slice(space + 1).replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`${route}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  return { method: route.slice(0, space), path };
}

/** Multipart body of the fields: files as they are, several under one name, empty values left out. */
export function toFormData(fields: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v === undefined || v === null || v === '') continue;
      form.append(name, v instanceof Blob ? v : String(v));
    }
  }
  return form;
}
