import type { ApiResponse, ApiRoute } from '@mart/api-types';
import type { Bus } from '@mart/bus';
import { i18n } from '@mart/i18n';
import { createConnection, type Connection } from './connection';
import { ApiError, toErrorEntries } from './errors';
import { routeTarget, toFormData, type CallArgs } from './route';
import { STORAGE_KEYS } from './storage';
import type { Tabs } from './tabs';

export type Query = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

interface RequestOptions {
  query?: Query;
  /** JSON body */
  body?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  noAuthRedirect?: boolean;
  background?: boolean;
}

export interface ApiClient {
  /**
   * `sessionOnGetsOnly`: the customer's token goes out with GETs alone (the page server, which draws a customer's
   * page from their session cookie: a cookie is sent by the browser unasked, so it may read but never act for them)
   */
  configure(o: { baseUrl: string; sessionOnGetsOnly?: boolean }): void;
  readonly baseUrl: string;
  /**
   * One call of a route of the generated route map: its path parameters, query, body and answer are the route's
   * (`api.call('GET /api/v1/items/details/:id', { params: { id } })`). The only way to reach the API, so a path and
   * its types cannot be mis-paired. A guest's id and a write's idempotency key travel as headers, never in a body.
   */
  call<R extends ApiRoute>(route: R, ...options: CallArgs<R>): Promise<ApiResponse<R>>;
  /** full URL for an asset path the API returns relative */
  assetUrl(path: string | null | undefined): string | undefined;
  /** whether the server is reachable, and the writes that wait for the customer's Retry (connection.ts) */
  readonly connection: Connection;
}

export const SOFTWARE_ID = 'mart-web';

/** The server's code for a 401 of an inactive account (the others: a bad, expired or revoked token). */
const INACTIVE_ACCOUNT = 'auth-002';

/** SPEC §7 base headers, read fresh from the bus for every call. */
export function baseHeaders(bus: Bus): Record<string, string> {
  const h: Record<string, string> = {
    Accept: 'application/json',
    'X-localization': bus.get('language'),
    'X-software-id': SOFTWARE_ID,
  };
  const loc = bus.get('location');
  if (loc) {
    h.latitude = String(loc.lat);
    h.longitude = String(loc.lng);
    h.zoneid = JSON.stringify(loc.zoneIds);
  }
  const mod = bus.get('module');
  if (mod) h.moduleId = String(mod.id);
  const token = bus.get('auth').token;
  if (token) h.Authorization = `Bearer ${token}`;
  // a guest's carts go by this header, not a query string (URLs end up in access logs)
  const guestId = bus.get('guestId');
  if (!token && guestId) h['guest-id'] = guestId;
  return h;
}

/**
 * A new id for one call (X-Request-Id): the API logs it on every line of the request and names it in error answers,
 * and the error panels show it, so a customer's quote finds the server's side of a failure.
 */
export function newRequestId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function toSearch(query: Query | undefined): string {
  if (!query) return '';
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v == null) continue;
    p.set(k, Array.isArray(v) ? JSON.stringify(v) : String(v));
  }
  const s = p.toString();
  return s ? `?${s}` : '';
}

/**
 * `tabs`: the customer's other open tabs (tabs.ts), told when the server ends the session and when a write went
 * through, so they follow.
 */
export function createApiClient(bus: Bus, initialBaseUrl = '', tabs?: Tabs): ApiClient {
  let baseUrl = initialBaseUrl.replace(/\/$/, '');
  let sessionOnGetsOnly = false;

  /**
   * SPEC §4: a 401 while a token is stored signs the customer out and sends them home. The customer hears why in
   * words they can act on (issue 40.3): an inactive account in the server's words, any other refusal (revoked on
   * another device, expired) as a session that has ended, with the sign-in dialog; the other tabs follow.
   */
  function onUnauthorized(errors: { code: string; message: string }[]) {
    // the page server has no tab to sign out: it draws a refused session's page as a guest's itself
    if (!bus.get('auth').token || typeof window === 'undefined') return;
    const inactive = errors.find((e) => e.code === INACTIVE_ACCOUNT);
    tabs?.announce({ type: 'session-ended' });
    localStorage.removeItem(STORAGE_KEYS.token);
    bus.set('auth', { token: null, profile: null });
    bus.request({ type: 'toast', level: 'error', message: inactive?.message ?? i18n.t('common:session.ended') });
    bus.request({ type: 'navigate', to: '/home' });
    if (!inactive) bus.request({ type: 'open-sign-in', view: 'sign-in' });
  }

  const connection = createConnection(
    () =>
      Promise.resolve()
        .then(() => fetch(`${baseUrl}/healthz`, { cache: 'no-store' }))
        .then((r) => r.ok || Promise.reject(new Error('not ready'))),
    typeof window === 'undefined' ? undefined : window,
  );

  /**
   * Issue 40.2: a read that cannot reach the server fails at once (the query cache retries it with backoff, paused
   * while offline), and so does a background write; a write of the customer's waits, the page says why and offers
   * Retry or Cancel, and the caller gets the answer of the retry or, on Cancel, the failure. The page server has
   * nobody to ask: there everything fails at once.
   */
  async function sendOrHold(
    failAtOnce: boolean,
    send: () => Promise<Response>,
    signal?: AbortSignal,
    requestId?: string,
  ): Promise<Response> {
    const finished = connection.started();
    try {
      const res = await send();
      connection.reached();
      return res;
    } catch (e) {
      if (signal?.aborted) throw ApiError.network(e, requestId);
      connection.lost();
      if (failAtOnce || typeof window === 'undefined') throw ApiError.network(e, requestId);
      return connection.hold(send).catch(() => Promise.reject(ApiError.network(e, requestId)));
    } finally {
      finished();
    }
  }

  async function request<T>(method: string, path: string, o: RequestOptions = {}): Promise<T> {
    const requestId = newRequestId();
    const headers: Record<string, string> = { ...baseHeaders(bus), 'X-Request-Id': requestId, ...o.headers };
    if (sessionOnGetsOnly && method !== 'GET') delete headers.Authorization;
    let body: BodyInit | undefined;
    if (o.form) body = o.form;
    else if (o.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(o.body);
    }
    const send = () => fetch(`${baseUrl}${path}${toSearch(o.query)}`, { method, headers, body, signal: o.signal });
    const res = await sendOrHold(method === 'GET' || o.background === true, send, o.signal, requestId);
    const text = await res.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    if (!res.ok) {
      const errors = toErrorEntries(parsed, res.status);
      if (res.status === 401 && !o.noAuthRedirect) onUnauthorized(errors);
      // the server's id when it answered one (it keeps ours when ours was sane)
      throw new ApiError(res.status, errors, parsed, res.headers.get('x-request-id') ?? requestId);
    }
    if (method !== 'GET') tabs?.announce({ type: 'changed' });
    return parsed as T;
  }

  function call<R extends ApiRoute>(route: R, ...[o]: CallArgs<R>): Promise<ApiResponse<R>> {
    // the route's parts, checked at the call; here only their runtime shape matters
    const options = (o ?? {}) as {
      params?: object;
      query?: Query;
      body?: unknown;
      form?: Parameters<typeof toFormData>[0];
    } & Omit<RequestOptions, 'query' | 'body' | 'form'>;
    const { method, path } = routeTarget(route, options.params);
    return request<ApiResponse<R>>(method, path, {
      query: options.query,
      body: options.body,
      form: options.form && toFormData(options.form),
      signal: options.signal,
      headers: options.headers,
      noAuthRedirect: options.noAuthRedirect,
      background: options.background,
    });
  }

  return {
    configure: (o) => {
      baseUrl = o.baseUrl.replace(/\/$/, '');
      sessionOnGetsOnly = o.sessionOnGetsOnly ?? false;
    },
    get baseUrl() {
      return baseUrl;
    },
    call,
    assetUrl: (p) => (!p ? undefined : /^https?:|^data:/.test(p) ? p : `${baseUrl}${p.startsWith('/') ? '' : '/'}${p}`),
    connection,
  };
}
