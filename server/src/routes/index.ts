import type { FastifyInstance } from 'fastify';
import { localizeMessages } from '../plugins/localize-messages';
import { paymentHandlers } from '../plugins/payment-handlers';
import { addressRoutes } from './addresses';
import { authRoutes } from './auth';
import { catalogRoutes } from './catalog';
import { configRoutes } from './config';
import { customerRoutes } from './customer';
import { locationRoutes } from './location';
import { statusRoutes } from './status';
import { storageRoutes } from './storage';
import { storeRoutes } from './stores';
import { vehicleRoutes } from './vehicles';
import { wishlistRoutes } from './wishlist';
import { vehicleCartRoutes } from './vehicle-cart';
import { tripRoutes } from './trips';
import { paymentRoutes } from './payments';
import { storeCartRoutes } from './store-cart';
import { orderRoutes } from './orders';
import { parcelRoutes } from './parcel';
import { walletRoutes } from './wallet';
import { loyaltyRoutes } from './loyalty';
import { chatRoutes } from './chat';
import { registrationRoutes } from './registrations';
import { pageRoutes } from './pages';
import { operatorRoutes } from './operator';
import { liveRoutes } from './live';
import { pricingRoutes } from './pricing';
import { demoMailboxRoutes } from './demo-mailbox';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  // before the routes: the hook applies to every route registered after it
  localizeMessages(app);
  await app.register(paymentHandlers);
  await app.register(statusRoutes);
  await app.register(storageRoutes);
  await app.register(configRoutes);
  await app.register(locationRoutes);
  await app.register(catalogRoutes);
  await app.register(storeRoutes);
  await app.register(vehicleRoutes, { flavour: 'rental' });
  await app.register(vehicleRoutes, { flavour: 'carmarket' });
  await app.register(authRoutes);
  await app.register(customerRoutes);
  await app.register(addressRoutes);
  await app.register(wishlistRoutes);
  await app.register(paymentRoutes);
  await app.register(storeCartRoutes);
  await app.register(orderRoutes);
  await app.register(pricingRoutes);
  await app.register(parcelRoutes);
  for (const flavour of ['rental', 'carmarket'] as const) {
    await app.register(vehicleCartRoutes, { flavour });
    await app.register(tripRoutes, { flavour });
  }
  await app.register(walletRoutes);
  await app.register(loyaltyRoutes);
  await app.register(chatRoutes);
  await app.register(registrationRoutes);
  await app.register(pageRoutes);
  await app.register(operatorRoutes);
  await app.register(liveRoutes);
  const mailbox = app.ctx.demo ? app.ctx.demoMailboxDir : undefined;
  if (mailbox) await app.register(demoMailboxRoutes, { dir: mailbox });
}
