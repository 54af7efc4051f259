/**
 * Data access as plugins, as Fastify's demo registers its repositories: each area's queries live in one module of
 * src/repositories and are decorated onto the instance as `app.repos.<area>` (and reach the use cases through
 * `ctx.repos`, which every service already receives). Methods take the executor — the database or the caller's
 * transaction — so row locks, conditional updates and the unique indexes keep holding across them.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ordersRepository } from '../repositories/orders';
import { paymentIntentsRepository } from '../repositories/payment-intents';
import { storeCartsRepository } from '../repositories/store-carts';
import { tripsRepository } from '../repositories/trips';
import { vehicleCartsRepository } from '../repositories/vehicle-carts';
import { walletRepository } from '../repositories/wallet';

const FACTORIES = {
  orders: ordersRepository,
  paymentIntents: paymentIntentsRepository,
  storeCarts: storeCartsRepository,
  trips: tripsRepository,
  vehicleCarts: vehicleCartsRepository,
  wallet: walletRepository,
};

export type Repositories = { [Area in keyof typeof FACTORIES]: ReturnType<(typeof FACTORIES)[Area]> };

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export function createRepositories(): Repositories {
  return Object.fromEntries(Object.entries(FACTORIES).map(([area, create]) => [area, create()])) as Repositories;
}

/** Decorates the root instance (skip-override, as fastify-plugin does), so every route plugin sees `app.repos`. */
export const repositories: FastifyPluginAsync = async (app) => {
  app.decorate('repos', createRepositories());
};
Object.assign(repositories, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'repositories',
});
