/**
 * The one registry of data access: each area's queries live in one module of src/repositories. Methods take the
 * executor — the database or the caller's transaction — so row locks, conditional updates and the unique indexes keep
 * holding across them. plugins/repositories.ts decorates them onto the app; use cases reach them as `ctx.repos`.
 */
import { addressesRepository } from './addresses';
import { applicationsRepository } from './applications';
import { catalogRepository } from './catalog';
import { chatRepository } from './chat';
import { cashbackRepository } from './cashback';
import { couponsRepository } from './coupons';
import { loyaltyRepository } from './loyalty';
import { ordersRepository } from './orders';
import { otpsRepository } from './otps';
import { outboundCountsRepository } from './outbound-counts';
import { outboxRepository } from './outbox';
import { rumRepository } from './rum';
import { parcelRepository } from './parcel';
import { paymentIntentsRepository } from './payment-intents';
import { placesRepository } from './places';
import { pushSubscriptionsRepository } from './push-subscriptions';
import { recentlyViewedRepository } from './recently-viewed';
import { referralsRepository } from './referrals';
import { resetTokensRepository } from './reset-tokens';
import { seoRepository } from './seo';
import { serverSecretsRepository } from './server-secrets';
import { sessionsRepository } from './sessions';
import { settingsRepository } from './settings';
import { signupTicketsRepository } from './signup-tickets';
import { siteSearchRepository } from './site-search';
import { stockRepository } from './stock';
import { surgePricesRepository } from './surge-prices';
import { storeCartsRepository } from './store-carts';
import { throttlesRepository } from './throttles';
import { tripsRepository } from './trips';
import { uploadsRepository } from './uploads';
import { usersRepository } from './users';
import { vehicleBookingsRepository } from './vehicle-bookings';
import { vehicleCartsRepository } from './vehicle-carts';
import { walletRepository } from './wallet';
import { wishlistsRepository } from './wishlists';
import { zonesRepository } from './zones';

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

export function createRepositories(): Repositories {
  return Object.fromEntries(Object.entries(FACTORIES).map(([area, create]) => [area, create()])) as Repositories;
}
