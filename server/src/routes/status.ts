import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { pendingMigrations, ping } from '../db/migrate';
import { errorResponses } from '../schemas/common';
import { StatusBody } from '../schemas/config';
import { isOperatorKey } from './operator';

/** A readiness check answers within this, whatever the database does. */
const READY_DEADLINE_MS = 2_000;

const Health = Type.Object({ status: Type.Literal('ok') });

/** Whether the database answers within the deadline (and this instance is not draining). */
async function healthy(app: Parameters<FastifyPluginAsyncTypebox>[0]): Promise<boolean> {
  if (app.ctx.lifecycle.draining) return false;
  let deadline: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    deadline = setTimeout(() => reject(new Error('database timeout')), READY_DEADLINE_MS);
  });
  try {
    await Promise.race([ping(app.ctx.db), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(deadline);
  }
}

/**
 * Anyone learns whether the service is healthy; only the operator (x-operator-key) reads the API version and the
 * deploy registry (which versions run, which were released: a map for an attacker, issue 42).
 */
export const statusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/status',
    {
      schema: {
        tags: ['status'],
        summary: 'Healthy or not; with the operator key also the API version and the deployed versions',
        response: { 200: StatusBody },
      },
    },
    async (request, reply) => {
      const status = (await healthy(app)) ? ('ok' as const) : ('unavailable' as const);
      // an answer that depends on the key is never kept by a cache for the next caller
      reply.header('cache-control', 'no-store');
      if (!isOperatorKey(app.ctx.operatorKey, request.headers['x-operator-key'])) return { status };
      let remotes: Record<string, unknown> = {};
      try {
        const parsed: unknown = JSON.parse(await readFile(app.ctx.registryFile, 'utf8'));
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) remotes = parsed as Record<string, unknown>;
      } catch {
        // absent or unreadable registry: no remotes deployed yet
      }
      return { status, api: { version: app.ctx.version }, remotes };
    },
  );

  // Liveness: the process answers. A load balancer restarts an instance that stops answering this.
  app.get(
    '/healthz',
    { schema: { tags: ['status'], summary: 'Liveness: the process is up', response: { 200: Health } } },
    async () => ({ status: 'ok' as const }),
  );

  // Readiness: send traffic here only while the database answers and its schema is the one this code expects.
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['status'],
        summary: 'Readiness: the database is reachable and migrations are current (503 otherwise)',
        response: { 200: Health, 503: errorResponses[400] },
      },
    },
    async (_request, reply) => {
      if (app.ctx.lifecycle.draining)
        return reply.status(503).send({ errors: [{ code: 'draining', message: 'This instance is shutting down.' }] });
      const check = async () => {
        await ping(app.ctx.db);
        return pendingMigrations(app.ctx.db);
      };
      let deadline: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        deadline = setTimeout(() => reject(new Error('database timeout')), READY_DEADLINE_MS);
      });
      try {
        const pending = await Promise.race([check(), timeout]);
        if (pending.length > 0)
          return reply.status(503).send({
            errors: [{ code: 'migrations_pending', message: `Migrations not applied: ${pending.join(', ')}.` }],
          });
        return { status: 'ok' as const };
      } catch (error) {
        app.log.warn({ err: error }, 'readiness check failed');
        return reply
          .status(503)
          .send({ errors: [{ code: 'database_unavailable', message: 'The database is not reachable.' }] });
      } finally {
        clearTimeout(deadline);
      }
    },
  );
};
