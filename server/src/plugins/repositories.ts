/**
 * Data access as plugins, as Fastify's demo registers its repositories: each area's queries live in one module of
 * src/repositories and are decorated onto the instance as `app.repos.<area>` (and reach the use cases through
 * `ctx.repos`, which every service already receives). Methods take the executor — the database or the caller's
 * transaction — so row locks, conditional updates and the unique indexes keep holding across them.
 */
import type { FastifyPluginAsync } from 'fastify';
import { addressesRepository } from '../repositories/addresses';
import { applicationsRepository } from '../repositories/applications';
import { catalogRepository } from '../repositories/catalog';
import { chatRepository } from '../repositories/chat';
import { cashbackRepository } from '../repositories/cashback';
import { couponsRepository } from '../repositories/coupons';
import { loyaltyRepository } from '../repositories/loyalty';
import { ordersRepository } from '../repositories/orders';
import { otpsRepository } from '../repositories/otps';
import { outboundCountsRepository } from '../repositories/outbound-counts';
import { outboxRepository } from '../repositories/outbox';
import { rumRepository } from '../repositories/rum';
import { parcelRepository } from '../repositories/parcel';
import { paymentIntentsRepository } from '../repositories/payment-intents';
import { placesRepository } from '../repositories/places';
import { pushSubscriptionsRepository } from '../repositories/push-subscriptions';
import { recentlyViewedRepository } from '../repositories/recently-viewed';
import { referralsRepository } from '../repositories/referrals';
import { resetTokensRepository } from '../repositories/reset-tokens';
import { seoRepository } from '../repositories/seo';
import { serverSecretsRepository } from '../repositories/server-secrets';
import { sessionsRepository } from '../repositories/sessions';
import { settingsRepository } from '../repositories/settings';
import { signupTicketsRepository } from '../repositories/signup-tickets';
import { siteSearchRepository } from '../repositories/site-search';
import { stockRepository } from '../repositories/stock';
import { surgePricesRepository } from '../repositories/surge-prices';
import { storeCartsRepository } from '../repositories/store-carts';
import { throttlesRepository } from '../repositories/throttles';
import { tripsRepository } from '../repositories/trips';
import { uploadsRepository } from '../repositories/uploads';
import { usersRepository } from '../repositories/users';
import { vehicleBookingsRepository } from '../repositories/vehicle-bookings';
import { vehicleCartsRepository } from '../repositories/vehicle-carts';
import { walletRepository } from '../repositories/wallet';
import { wishlistsRepository } from '../repositories/wishlists';
import { zonesRepository } from '../repositories/zones';

const FACTORIES = {
  addresses: addressesRepository,
  applications: applicationsRepository,
  cashback: cashbackRepository,
  catalog: catalogRepository,
  chat: chatRepository,
  coupons: couponsRepository,
  loyalty: loyaltyRepository,
  orders: ordersRepository,
  otps: otpsRepository,
  outboundCounts: outboundCountsRepository,
  outbox: outboxRepository,
  parcel: parcelRepository,
  paymentIntents: paymentIntentsRepository,
  places: placesRepository,
  pushSubscriptions: pushSubscriptionsRepository,
  recentlyViewed: recentlyViewedRepository,
  referrals: referralsRepository,
  resetTokens: resetTokensRepository,
  rum: rumRepository,
  siteSearch: siteSearchRepository,
  seo: seoRepository,
  serverSecrets: serverSecretsRepository,
  sessions: sessionsRepository,
  settings: settingsRepository,
  signupTickets: signupTicketsRepository,
  stock: stockRepository,
  storeCarts: storeCartsRepository,
  surgePrices: surgePricesRepository,
  throttles: throttlesRepository,
  trips: tripsRepository,
  uploads: uploadsRepository,
  users: usersRepository,
  vehicleBookings: vehicleBookingsRepository,
  vehicleCarts: vehicleCartsRepository,
  wallet: walletRepository,
  wishlists: wishlistsRepository,
  zones: zonesRepository,
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
