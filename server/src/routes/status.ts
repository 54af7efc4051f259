import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StatusBody } from '../schemas/config';

/** Operators read the API version and the live remote versions (written by the deploy tool) here. */
export const statusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/status',
    {
      schema: { tags: ['status'], summary: 'API version and deployed remote versions', response: { 200: StatusBody } },
    },
    async () => {
      let remotes: Record<string, unknown> = {};
      try {
        const parsed: unknown = JSON.parse(await readFile(app.ctx.registryFile, 'utf8'));
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) remotes = parsed as Record<string, unknown>;
      } catch {
        // absent or unreadable registry: no remotes deployed yet
      }
      return { api: { version: app.ctx.version }, remotes };
    },
  );
};
