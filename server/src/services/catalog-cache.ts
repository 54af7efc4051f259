/**
 * Response cache for the public catalog reads (issue 8, performance budgets).
 *
 * What is cached: the serialised 200 body of every GET in a route plugin that calls `cacheCatalogReads(app)`
 * (catalog, stores, vehicles, config). A hit is answered from the `onRequest` hook: no validation, no database, no
 * serialiser.
 *
 * The key is everything those handlers read from the request: the URL with its query string, the language
 * (`X-localization`, as `requestLang` reads it), the `zoneId` and `moduleId` headers (as `parseZoneHeader` /
 * `parseIdHeader` read them), and the media base of the `*_full_url` fields (PUBLIC_URL, else protocol + Host).
 * No catalog handler reads `latitude`/`longitude`, `guest_id` or `Authorization`; in case one ever starts to look at
 * who is asking, `bearerToken` (the only reader of `Authorization`) marks the request personal and a personal
 * response is never stored.
 *
 * Freshness: entries live `ttlMs` (default 5 s; 0 turns the cache off) and the whole cache is cleared whenever a
 * statement writes a table those reads depend on (`invalidateOnCatalogWrites`, a Kysely plugin on ctx.db), and once
 * more when the writing request answers (after its transaction has committed). A miss that overlapped a clear is not
 * stored (generation check), so a read that started before a write never repopulates the cache with old rows.
 * Time-derived fields (a store's `open` flag, running campaigns and coupons) can lag the clock by up to `ttlMs`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  MergeQueryNode,
  RawNode,
  TableNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { parseIdHeader, parseZoneHeader } from '../db/catalog-queries';
import { requestLang } from '../i18n';
import { mediaBase } from './media';

export const DEFAULT_CATALOG_CACHE_TTL_MS = 5_000;

export interface CatalogCacheOptions {
  /** How long an entry is served, in ms; 0 disables the cache. */
  ttlMs?: number;
  /** Most entries kept (least recently used go first). */
  maxEntries?: number;
  /** Most body bytes kept (least recently used go first). */
  maxBytes?: number;
  /**
   * Milliseconds now; buildApp passes the app clock, the one that decides time-derived fields such as a store's
   * `open` flag, so an entry never outlives `ttlMs` of that clock (a clock set back expires it too).
   */
  now?: () => number;
}

interface Entry {
  body: string;
  contentType: string;
  storedAt: number;
  bytes: number;
}

export class CatalogCache {
  readonly ttlMs: number;
  readonly maxEntries: number;
  readonly maxBytes: number;
  /** Bumped by every invalidation; a miss stores its body only if no invalidation happened meanwhile. */
  generation = 0;
  private readonly now: () => number;
  private readonly entries = new Map<string, Entry>();
  private readonly rows = new Map<string, { value: unknown; storedAt: number }>();
  private bytes = 0;

  constructor(options: CatalogCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? DEFAULT_CATALOG_CACHE_TTL_MS;
    if (!Number.isFinite(this.ttlMs) || this.ttlMs < 0) throw new Error(`catalog cache: bad ttlMs ${this.ttlMs}`);
    this.maxEntries = options.maxEntries ?? 2_000;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.now = options.now ?? (() => Date.now());
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    const age = this.now() - entry.storedAt;
    if (age < 0 || age >= this.ttlMs) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used last
    return entry;
  }

  /** Stores a body read under `generation`; refused when the cache was invalidated since (or is off). */
  set(key: string, body: string, contentType: string, generation: number): boolean {
    if (!this.enabled || generation !== this.generation) return false;
    const bytes = Buffer.byteLength(body);
    if (bytes > this.maxBytes) return false;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    this.entries.set(key, { body, contentType, storedAt: this.now(), bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
    return true;
  }

  /**
   * A catalog read for a handler that cannot be cached whole (a cart write reads the item it prices): same freshness
   * as the bodies — `ttlMs`, cleared by every catalog write, not stored when a write overlapped the read. The value is
   * shared between requests, so callers must not change it.
   */
  async row<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const entry = this.rows.get(key);
    if (entry) {
      this.rows.delete(key);
      const age = this.now() - entry.storedAt;
      if (age >= 0 && age < this.ttlMs) {
        this.rows.set(key, entry); // most recently used last
        return entry.value as T;
      }
    }
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) {
      this.rows.set(key, { value, storedAt: this.now() });
      for (const oldest of this.rows.keys()) {
        if (this.rows.size <= this.maxEntries) break;
        this.rows.delete(oldest);
      }
    }
    return value;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.rows.clear();
    this.bytes = 0;
  }
}

/** Everything a cached handler reads from the request (see the module comment). */
export function cacheKey(request: FastifyRequest, publicUrl: string | undefined): string {
  return [
    request.url,
    requestLang(request),
    parseZoneHeader(request.headers.zoneid).join(','),
    parseIdHeader(request.headers.moduleid) ?? '',
    mediaBase(request, publicUrl),
  ].join('\n');
}

const personal = new WeakSet<FastifyRequest>();
/** The response depends on who is asking (called where the Authorization header is read): never store it. */
export function markPersonal(request: FastifyRequest): void {
  personal.add(request);
}

interface Miss {
  key: string;
  generation: number;
}
const HIT = Symbol('catalog-cache-hit');
const state = new WeakMap<FastifyRequest, Miss | typeof HIT>();
const writeStart = new WeakMap<FastifyRequest, number>();

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: CatalogCache;
  }
}

/**
 * Root hooks (buildApp): a request during which the cache was invalidated clears it once more before it answers,
 * i.e. after its transaction committed, so a read that ran between the write statement and the commit (PostgreSQL,
 * other connection) cannot leave old rows in the cache.
 */
export function installCatalogCache(app: FastifyInstance, cache: CatalogCache): void {
  app.decorate('catalogCache', cache);
  if (!cache.enabled) return;
  app.addHook('onRequest', (request, _reply, done) => {
    writeStart.set(request, cache.generation);
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    const start = writeStart.get(request);
    if (start !== undefined && start !== cache.generation && !state.has(request)) cache.invalidate();
    done(null, payload);
  });
}

/** Serve and fill the cache for every GET route of the calling (encapsulated) route plugin. */
export function cacheCatalogReads(app: FastifyInstance): void {
  const cache = app.catalogCache;
  const publicUrl = app.ctx.publicUrl;
  if (!cache.enabled) return;
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (request.method !== 'GET') return done();
    const key = cacheKey(request, publicUrl);
    const hit = cache.get(key);
    if (!hit) {
      state.set(request, { key, generation: cache.generation });
      return done();
    }
    state.set(request, HIT);
    // answering from onRequest: done() is not called, so routing stops here
    void reply.header('content-type', hit.contentType).send(hit.body);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const miss = state.get(request);
    if (miss && miss !== HIT && reply.statusCode === 200 && typeof payload === 'string' && !personal.has(request)) {
      const contentType = reply.getHeader('content-type');
      if (typeof contentType === 'string') cache.set(miss.key, payload, contentType, miss.generation);
    }
    done(null, payload);
  });
}

/**
 * Tables no cached read looks at: writes to them (carts, orders, sessions, ...) keep the cache. `trips` is not one:
 * vehicle lists show the units free, so a booking or cancel clears the cache. A write to any other
 * table, or one whose target cannot be told, clears it. `users` rows are private too, but deleting one cascades to
 * wishlists (wishlist_count), so a delete from users counts as a catalog write.
 */
const PRIVATE_TABLES = new Set([
  'addresses',
  'auth_tokens',
  'conversations',
  'deliveryman_applications',
  'guests',
  'loyalty_transactions',
  'messages',
  'newsletter_subscribers',
  'order_items',
  'order_status_logs',
  'orders',
  'otps',
  'outbox',
  'payment_intents',
  'referrals',
  'store_applications',
  'store_cart_items',
  'trip_reviews',
  'trip_vehicles',
  'uploads',
  'user_interests',
  'vehicle_cart_lines',
  'vehicle_carts',
  'wallet_transactions',
]);

function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableName(node.node);
  return null;
}

const RAW_WRITE = /\b(insert|update|delete|truncate|merge|alter|drop|create)\b/i;

/** Does this statement (possibly) change data a cached read shows? */
export function writesCatalog(node: RootOperationNode): boolean {
  let target: string | null;
  let isDelete = false;
  if (InsertQueryNode.is(node)) target = tableName(node.into);
  else if (UpdateQueryNode.is(node)) target = tableName(node.table);
  else if (DeleteQueryNode.is(node)) {
    if (node.from.froms.length !== 1) return true;
    target = tableName(node.from.froms[0]);
    isDelete = true;
  } else if (MergeQueryNode.is(node)) target = tableName(node.into);
  else if (RawNode.is(node)) return RAW_WRITE.test(node.sqlFragments.join(' '));
  else return false; // select
  if (target === null) return true;
  if (target === 'users') return isDelete;
  return !PRIVATE_TABLES.has(target);
}

/** Kysely plugin: clears the cache before and after every statement that writes catalog data. */
export function invalidateOnCatalogWrites(cache: CatalogCache): KyselyPlugin {
  const writes = new WeakSet<object>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      if (cache.enabled && writesCatalog(node)) {
        writes.add(queryId);
        cache.invalidate();
      }
      return node;
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (writes.has(queryId)) cache.invalidate();
      return result;
    },
  };
}
