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
  ) {
    super(errors[0]?.message ?? `Request failed (${status})`);
    this.name = 'ApiError';
  }

  static network(cause: unknown): ApiError {
    const message = cause instanceof Error ? cause.message : String(cause);
    return new ApiError(0, [{ code: 'network', message }], null);
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
  return [{ code: String(status), message: `Request failed (${status})` }];
}
