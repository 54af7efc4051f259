/**
 * Response cache for the public catalog reads (issue 8, performance budgets).
 *
 * What is cached: the serialised 200 body of every GET in a route plugin that calls `cacheCatalogReads(app)`
 * (catalog, stores, vehicles, config; the hooks are plugins/catalog-cache.ts, the store and its invalidation here). A hit is answered from the `onRequest` hook: no validation, no database, no
 * serialiser.
 *
 * The key is everything those handlers read from the request: the URL with its query string, the language
 * (`X-localization`, as `requestLang` reads it), the `zoneId` and `moduleId` headers (as `parseZoneHeader` /
 * `parseIdHeader` read them), and the media base of the `*_full_url` fields (PUBLIC_URL, else protocol + Host).
 * No catalog handler reads `latitude`/`longitude`, `guest_id` or `Authorization`; in case one ever starts to look at
 * who is asking, reading the request's token (plugins/request-info.ts, the only reader of `Authorization`) marks
 * the request personal and a personal response is never stored.
 *
 * Freshness: entries live `ttlMs` (default 5 s; 0 turns the cache off). A statement that writes a table those reads
 * depend on (`invalidateOnCatalogWrites`, a Kysely plugin on ctx.db) clears what it may change, and once more when
 * the writing request answers (after its transaction has committed). Most writes clear everything; the frequent ones
 * (issue 25) are precise: stock and counters of one item or store (an order, a review count) and a wishlist entry
 * clear only the entries that show that item, store or vehicle, found by tags read from each stored body
 * (`tagsOf`). A miss that overlapped a clear of its tags is not stored (generation log), so a read that started
 * before a write never repopulates the cache with old rows. Other instances' writes arrive as change notifications
 * (infra/live-events.ts, migration 0630) and clear the same way. Time-derived fields (a store's `open` flag,
 * running campaigns and coupons) can lag the clock by up to `ttlMs`.
 */
import {
  AliasNode,
  AndNode,
  BinaryOperationNode,
  ColumnNode,
  DeleteQueryNode,
  OperatorNode,
  ParensNode,
  PrimitiveValueListNode,
  ReferenceNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  WhereNode,
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
  tags: ReadonlySet<string>;
}

/** What one write may change: everything, or the entries carrying one of these tags (`items:12`, `stores:3`). */
export type Invalidation = 'all' | readonly string[];

/** Tags of entries showing a campaign item: its id is the campaign's, so any item's stock write may concern it. */
const ANY_ITEM = 'items:*';
/** Tag of a row cached without tags: any catalog write may concern it. */
const ANY = '*';

function touches(tags: ReadonlySet<string>, what: Invalidation): boolean {
  if (what === 'all' || tags.has(ANY)) return true;
  return what.some((tag) => tags.has(tag) || (tag.startsWith('items:') && tags.has(ANY_ITEM)));
}

/**
 * The items, stores and vehicles a response shows, as tags: an item has `store_id` and `stock`, a vehicle
 * `provider_id` and a `wishlist_count`, a store or provider `module_id` and a `wishlist_count` (and neither).
 */
export function tagsOf(body: unknown): Set<string> {
  const tags = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const v of value) visit(v);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const o = value as Record<string, unknown>;
    if (typeof o.id === 'number') {
      if ('store_id' in o && 'stock' in o) tags.add(o.is_campaign === true ? ANY_ITEM : `items:${o.id}`);
      else if ('provider_id' in o && 'wishlist_count' in o) tags.add(`vehicles:${o.id}`);
      else if ('module_id' in o && 'wishlist_count' in o && !('store_id' in o)) tags.add(`stores:${o.id}`);
    }
    for (const v of Object.values(o)) if (v && typeof v === 'object') visit(v);
  };
  visit(body);
  return tags;
}

/** How many invalidations are remembered for the "did a write overlap this read?" check. */
const LOG_SIZE = 512;

export class CatalogCache {
  readonly ttlMs: number;
  readonly maxEntries: number;
  readonly maxBytes: number;
  /** Bumped by every invalidation; a miss stores its body only if no invalidation of its tags happened meanwhile. */
  generation = 0;
  private readonly now: () => number;
  private readonly entries = new Map<string, Entry>();
  private readonly rows = new Map<string, { value: unknown; storedAt: number; tags: ReadonlySet<string> }>();
  /** the last invalidations, oldest first: `log[i]` moved the generation to `generation - log.length + 1 + i` */
  private readonly log: Invalidation[] = [];
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

  /** The invalidations since `generation` (undefined: too many to tell, treat as everything). */
  since(generation: number): Invalidation[] | undefined {
    const count = this.generation - generation;
    if (count > this.log.length) return undefined;
    return count <= 0 ? [] : this.log.slice(this.log.length - count);
  }

  /** Did an invalidation since `generation` concern an entry with these tags? */
  private overlapped(generation: number, tags: ReadonlySet<string>): boolean {
    const since = this.since(generation);
    return since === undefined || since.some((what) => touches(tags, what));
  }

  /**
   * Stores a body read under `generation`; refused when the cache is off, or an invalidation since concerned the
   * body (its tags: `tagsOf` the parsed body unless given).
   */
  set(key: string, body: string, contentType: string, generation: number, tags?: ReadonlySet<string>): boolean {
    if (!this.enabled) return false;
    const bytes = Buffer.byteLength(body);
    if (bytes > this.maxBytes) return false;
    let bodyTags = tags;
    if (!bodyTags) {
      try {
        bodyTags = tagsOf(JSON.parse(body));
      } catch {
        bodyTags = new Set();
      }
    }
    if (this.overlapped(generation, bodyTags)) return false;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    this.entries.set(key, { body, contentType, storedAt: this.now(), bytes, tags: bodyTags });
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
   * as the bodies — `ttlMs`, cleared by writes to what its `tags` name (or by any catalog write when none are
   * given), not stored when such a write overlapped the read. The value is shared between requests, so callers must
   * not change it.
   */
  async row<T>(key: string, load: () => Promise<T>, tags: readonly string[] = []): Promise<T> {
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
    const rowTags = new Set(tags.length ? tags : [ANY]);
    if (!this.overlapped(generation, rowTags)) {
      this.rows.set(key, { value, storedAt: this.now(), tags: rowTags });
      for (const oldest of this.rows.keys()) {
        if (this.rows.size <= this.maxEntries) break;
        this.rows.delete(oldest);
      }
    }
    return value;
  }

  /** Clears everything (no argument) or the entries carrying one of `tags`. */
  invalidate(what: Invalidation = 'all'): void {
    this.generation += 1;
    this.log.push(what);
    if (this.log.length > LOG_SIZE) this.log.shift();
    if (what === 'all') {
      this.entries.clear();
      this.rows.clear();
      this.bytes = 0;
      return;
    }
    for (const [key, entry] of this.entries) {
      if (!touches(entry.tags, what)) continue;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
    for (const [key, row] of this.rows) if (touches(row.tags, what)) this.rows.delete(key);
  }
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
  'outbound_counts',
  'outbox',
  'outbox_attempts',
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

/**
 * Columns that are counters of the row they sit in: an update of only these changes what the catalog shows of that
 * one row (its entries are cleared by tag), not which rows a list holds. Migration 0630's triggers use the same lists.
 */
export const COUNTER_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  items: ['stock', 'variations', 'order_count', 'avg_rating', 'rating_count'],
  stores: ['order_count', 'avg_rating', 'rating_count'],
  vehicles: ['avg_rating', 'rating_count'],
};
/** What a wishlist entry's kind counts, as a tag's table. */
const WISHLIST_TABLES: Readonly<Record<string, string>> = {
  item: 'items',
  store: 'stores',
  provider: 'stores',
  vehicle: 'vehicles',
};

const columnName = (node: OperationNode): string | null =>
  ColumnNode.is(node)
    ? node.column.name
    : ReferenceNode.is(node) && ColumnNode.is(node.column)
      ? node.column.column.name
      : null;

/** `column = value` (and `column in (values)`) conditions of an AND-only where clause; null for anything else. */
function equalities(
  node: OperationNode | undefined,
  into = new Map<string, unknown[]>(),
): Map<string, unknown[]> | null {
  if (!node) return into;
  if (WhereNode.is(node)) return equalities(node.where, into);
  if (ParensNode.is(node)) return equalities(node.node, into);
  if (AndNode.is(node)) return equalities(node.left, into) && equalities(node.right, into);
  if (!BinaryOperationNode.is(node) || !OperatorNode.is(node.operator)) return into; // other conditions only narrow
  const column = columnName(node.leftOperand);
  const op = node.operator.operator;
  const right = node.rightOperand;
  if (!column) return into;
  let values: unknown[] | null = null;
  if (op === '=' && ValueNode.is(right)) values = [right.value];
  else if (op === 'in' && PrimitiveValueListNode.is(right)) values = [...right.values];
  else if (op === 'in' && ValueListNode.is(right) && right.values.every((v) => ValueNode.is(v)))
    values = right.values.map((v) => (v as ValueNode).value);
  if (values) into.set(column, values);
  return into;
}

const ids = (values: unknown[] | undefined): number[] | null =>
  values && values.every((v) => Number.isInteger(v)) ? (values as number[]) : null;

/** The tags a wishlist insert or delete changes (their targets' wishlist_count), or null when it cannot be told. */
function wishlistTags(node: RootOperationNode): string[] | null {
  const rows: { kind: unknown; target: unknown }[] = [];
  if (InsertQueryNode.is(node)) {
    const columns = node.columns?.map((c) => c.column.name) ?? [];
    const kind = columns.indexOf('kind');
    const target = columns.indexOf('target_id');
    if (kind < 0 || target < 0 || !node.values || !ValuesNode.is(node.values)) return null;
    for (const list of node.values.values) {
      const values = PrimitiveValueListNode.is(list)
        ? list.values
        : list.values.map((v) => (ValueNode.is(v) ? v.value : undefined));
      rows.push({ kind: values[kind], target: values[target] });
    }
  } else if (DeleteQueryNode.is(node)) {
    const where = equalities(node.where);
    const kinds = where?.get('kind');
    const targets = where?.get('target_id');
    if (!kinds || kinds.length !== 1 || !targets) return null;
    for (const target of targets) rows.push({ kind: kinds[0], target });
  } else return null;
  const tags: string[] = [];
  for (const row of rows) {
    const table = typeof row.kind === 'string' ? WISHLIST_TABLES[row.kind] : undefined;
    if (!table || !Number.isInteger(row.target)) return null;
    tags.push(`${table}:${row.target as number}`);
  }
  return tags;
}

/** The tags of a counters-only update of rows named by id, or null when it is not one. */
function counterTags(node: UpdateQueryNode, table: string): string[] | null {
  const counters = COUNTER_COLUMNS[table];
  if (!counters || !node.updates?.length) return null;
  if (!node.updates.every((u) => counters.includes(columnName(u.column) ?? ''))) return null;
  const rows = ids(equalities(node.where)?.get('id'));
  return rows ? rows.map((id) => `${table}:${id}`) : null;
}

/**
 * What this statement (possibly) changes of the data cached reads show: nothing (null), everything, or the
 * entries of a few items, stores or vehicles (a stock or counter update by id, a wishlist entry).
 */
export function catalogWriteOf(node: RootOperationNode): Invalidation | null {
  let target: string | null;
  let isDelete = false;
  if (InsertQueryNode.is(node)) target = tableName(node.into);
  else if (UpdateQueryNode.is(node)) target = tableName(node.table);
  else if (DeleteQueryNode.is(node)) {
    if (node.from.froms.length !== 1) return 'all';
    target = tableName(node.from.froms[0]);
    isDelete = true;
  } else if (MergeQueryNode.is(node)) target = tableName(node.into);
  else if (RawNode.is(node)) return RAW_WRITE.test(node.sqlFragments.join(' ')) ? 'all' : null;
  else return null; // select
  if (target === null) return 'all';
  if (target === 'users') return isDelete ? 'all' : null;
  if (PRIVATE_TABLES.has(target)) return null;
  if (target === 'wishlists' && !MergeQueryNode.is(node)) return wishlistTags(node) ?? 'all';
  if (UpdateQueryNode.is(node)) return counterTags(node, target) ?? 'all';
  return 'all';
}

/** Does this statement (possibly) change data a cached read shows? */
export function writesCatalog(node: RootOperationNode): boolean {
  return catalogWriteOf(node) !== null;
}

/** Kysely plugin: clears what a statement may change of the cache, before and after it runs. */
export function invalidateOnCatalogWrites(cache: CatalogCache): KyselyPlugin {
  const writes = new WeakMap<object, Invalidation>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      const what = cache.enabled ? catalogWriteOf(node) : null;
      if (what) {
        writes.set(queryId, what);
        cache.invalidate(what);
      }
      return node;
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const what = writes.get(queryId);
      if (what) cache.invalidate(what);
      return result;
    },
  };
}
