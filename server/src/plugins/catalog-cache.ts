/**
 * The catalog cache's Fastify side (the store and its invalidation: infra/catalog-cache.ts): the root hooks that
 * clear once more after a writing request, and the hooks a catalog route plugin serves and fills the cache with.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseIdHeader, parseZoneHeader } from '../db/catalog-queries';
import { requestLang } from '../i18n';
import type { CatalogCache } from '../infra/catalog-cache';
import { mediaBase } from '../model/media-urls';

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
    if (start !== undefined && start !== cache.generation && !state.has(request)) {
      // the request wrote (or another did meanwhile): clear the same once more, now that it has committed
      const since = cache.since(start);
      if (!since || since.includes('all')) cache.invalidate();
      else cache.invalidate([...new Set(since.flat())]);
    }
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
