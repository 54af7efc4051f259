/**
 * Data access as a plugin, as Fastify's demo registers its repositories: the registry (repositories/index.ts) is
 * decorated onto the instance as `app.repos.<area>`; use cases reach the same objects through `ctx.repos`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { createRepositories, type Repositories } from '../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

/** Decorates the root instance (skip-override, as fastify-plugin does), so every route plugin sees `app.repos`. */
export const repositories: FastifyPluginAsync = async (app) => {
  app.decorate('repos', createRepositories());
};
Object.assign(repositories, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'repositories',
});
