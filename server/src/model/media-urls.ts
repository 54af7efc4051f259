/** Where a request came in: the scheme and host the client used (Fastify's request.protocol and request.host). */
export interface RequestOrigin {
  protocol: string;
  host: string;
}

/** Absolute URL of a stored path (`/storage/...`); PUBLIC_URL wins, else the host the client used. */
export function mediaBase(request: RequestOrigin, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}

export const fullUrl = (base: string, path: string | null | undefined): string | null =>
  path ? (/^https?:/.test(path) ? path : `${base}${path}`) : null;
