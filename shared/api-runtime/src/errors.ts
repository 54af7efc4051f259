import { i18n } from '@mart/i18n';

/** What a failure says when the API gave no message of its own: never a status code or a browser's error text. */
const generic = () => i18n.t('common:errors.generic');

export interface ApiErrorEntry {
  code: string;
  message: string;
}

/** Every failed call rejects with this: callers read `errors` (SPEC §8), or `body` when it is a list (trip-type conflicts). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrorEntry[],
    readonly body: unknown,
    /** the call's X-Request-Id: what a customer quotes to support */
    readonly requestId?: string,
  ) {
    super(errors[0]?.message ?? generic());
    this.name = 'ApiError';
  }

  /** The server was not reached (offline, DNS, a refused connection): the browser's own text is not shown. */
  static network(cause: unknown, requestId?: string): ApiError {
    return new ApiError(0, [{ code: 'network', message: i18n.t('common:errors.network') }], cause, requestId);
  }
}

export function toErrorEntries(body: unknown, status: number): ApiErrorEntry[] {
  if (body && typeof body === 'object' && 'errors' in body && Array.isArray(body.errors)) {
    return body.errors.filter(
      (e: unknown): e is ApiErrorEntry =>
        !!e && typeof e === 'object' && typeof (e as ApiErrorEntry).message === 'string',
    );
  }
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return [{ code: String(status), message: body.message }];
  }
  return [{ code: String(status), message: generic() }];
}

/** Every message a failure should show the customer (SPEC §8: each entry of an errors list), in their language. */
export function errorMessages(e: unknown): string[] {
  if (e instanceof ApiError && e.errors.length) return e.errors.map((x) => x.message);
  if (!(e instanceof ApiError)) console.error('[mart] unexpected error', e);
  return [generic()];
}

/** The first of them, where one line is shown. */
export const errorMessage = (e: unknown): string => errorMessages(e)[0]!;

/** The request id of a failed call, when it has one (a thrown non-API error has none). */
export const errorRequestId = (e: unknown): string | undefined => (e instanceof ApiError ? e.requestId : undefined);
