import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Clock } from '../src/context';
import type { Db } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { issueToken } from '../src/services/accounts/sessions';
import { bearer, testDatabase } from './api/helpers';

/** Fixed "now" for the tests: pickup times are compared with this. */
export const NOW = new Date(2026, 10, 22, 10, 0);
export const TOMORROW = '2026-11-23 10:00';
export const YESTERDAY = '2026-11-21 10:00';

export interface VehicleWorld {
  app: FastifyInstance;
  db: Db;
  /** per flavour: two providers' vehicles; `both` offers hourly and distance, `hourlyOnly` hourly only */
  ids: Record<
    'rental' | 'carmarket',
    { both: number; hourlyOnly: number; otherProvider: number; zone: number; otherZone: number }
  >;
  tokens: { alice: string; bob: string };
  userIds: { alice: number; bob: number };
  guests: { g1: string; g2: string };
  /** Another vehicle of provider A (hourly and distance, 50.00/h, 10.00/km) with `count` units. */
  addVehicle(flavour: 'rental' | 'carmarket', name: string, count: number): Promise<number>;
  /** A new signed-in customer with 10 000.00 in the wallet. */
  addCustomer(name: string): Promise<{ id: number; token: string }>;
  close(): Promise<void>;
}

async function insertRaw<T>(db: Db, text: string): Promise<T> {
  const r = await sql.raw<T>(text).execute(db);
  return r.rows[0] as T;
}

/**
 * A small world in a fresh database (in-memory PGlite, or a throwaway PostgreSQL database under DATABASE_URL): per
 * flavour one module, provider A (10% discount from 100, tax 10%) with two vehicles and provider B in another zone
 * with one.
 */
export async function vehicleWorld(settings: { guest_checkout_status?: number } = {}): Promise<VehicleWorld> {
  const { db, drop } = await testDatabase();
  await migrateToLatest(db);
  const clock: Clock = { now: () => NOW };
  const zone = await insertRaw<{ id: number }>(
    db,
    `insert into zones (name, display_name, polygon) values ('A','A','[]') returning id`,
  );
  const zone2 = await insertRaw<{ id: number }>(
    db,
    `insert into zones (name, display_name, polygon) values ('B','B','[]') returning id`,
  );
  const ids = {} as VehicleWorld['ids'];
  const providerA = {} as Record<
    'rental' | 'carmarket',
    { provider: number; module: number; category: number; brand: number }
  >;
  for (const type of ['rental', 'carmarket'] as const) {
    const mod = await insertRaw<{ id: number }>(
      db,
      `insert into modules (module_type, module_name, icon, thumbnail) values ('${type}','${type}','','') returning id`,
    );
    const cat = await insertRaw<{ id: number }>(
      db,
      `insert into vehicle_categories (module_id, name, image) values (${mod.id}, 'Sedan', '') returning id`,
    );
    const brand = await insertRaw<{ id: number }>(
      db,
      `insert into vehicle_brands (module_id, name, image) values (${mod.id}, 'Toyota', '') returning id`,
    );
    const store = (slug: string, zoneId: number) =>
      insertRaw<{ id: number }>(
        db,
        `insert into stores (slug, name, module_id, zone_id, logo, cover_photo, address, phone, email, latitude, longitude, delivery_time, tax_x100, discount_x100, discount_type, discount_max_minor, discount_min_purchase_minor)
         values ('${slug}-${type}', '${slug}', ${mod.id}, ${zoneId}, '', '', '', '', '', 43.2, 76.9, '30', 1000, 1000, 'percent', 0, 10000) returning id`,
      );
    const a = await store('provider-a', zone.id);
    const b = await store('provider-b', zone2.id);
    providerA[type] = { provider: a.id, module: mod.id, category: cat.id, brand: brand.id };
    const vehicle = (provider: number, name: string, hourly: number, distance: number, count: number) =>
      insertVehicle(db, { ...providerA[type], provider }, name, hourly, distance, count);
    ids[type] = {
      both: (await vehicle(a.id, 'Camry', 1, 1, 2)).id,
      hourlyOnly: (await vehicle(a.id, 'Sonata', 1, 0, 1)).id,
      otherProvider: (await vehicle(b.id, 'Rio', 1, 1, 3)).id,
      zone: zone.id,
      otherZone: zone2.id,
    };
  }
  const alice = await insertUser(db, 'alice');
  const bob = await insertUser(db, 'bob');
  for (const g of ['guest-one-0000000001', 'guest-two-0000000002'])
    await sql`insert into guests (id) values (${g})`.execute(db);
  await sql`insert into settings (key, value) values ('business', ${JSON.stringify({ guest_checkout_status: settings.guest_checkout_status ?? 1, tax_included: 0, customer_wallet_status: 1 })}::jsonb)`.execute(
    db,
  );
  const app = await buildApp({ db, clock, demo: true, logger: false });
  const ctx = app.ctx;
  return {
    app,
    db,
    ids,
    tokens: { alice: await issueToken(ctx, alice.id), bob: await issueToken(ctx, bob.id) },
    userIds: { alice: alice.id, bob: bob.id },
    guests: { g1: 'guest-one-0000000001', g2: 'guest-two-0000000002' },
    addVehicle: async (flavour, name, count) => (await insertVehicle(db, providerA[flavour], name, 1, 1, count)).id,
    addCustomer: async (name) => {
      const user = await insertUser(db, name);
      return { id: user.id, token: await issueToken(ctx, user.id) };
    },
    close: async () => {
      await app.close();
      await db.destroy();
      await drop();
    },
  };
}

function insertVehicle(
  db: Db,
  at: { provider: number; module: number; category: number; brand: number },
  name: string,
  hourly: number,
  distance: number,
  count: number,
) {
  return insertRaw<{ id: number }>(
    db,
    `insert into vehicles (provider_id, module_id, category_id, brand_id, name, description, thumbnail, seating_capacity, type, transmission_type, fuel_type, hourly_price_minor, distance_price_minor, hourly_enabled, distance_enabled, total_vehicle_count, discount_x100, discount_type)
     values (${at.provider}, ${at.module}, ${at.category}, ${at.brand}, '${name}', '<p>x</p>', '/storage/v.png', 5, 'sedan', 'automatic', 'petrol', 5000, 1000, ${hourly}, ${distance}, ${count}, 0, 'percent') returning id`,
  );
}

function insertUser(db: Db, name: string) {
  return insertRaw<{ id: number }>(
    db,
    `insert into users (f_name, email, ref_code, wallet_balance_minor) values ('${name}', '${name}@x.kz', '${name}', 1000000) returning id`,
  );
}

export const PICKUP = { location_name: 'Almaty, Abay 1', lat: 43.238, lng: 76.945 };
export const DESTINATION = { location_name: 'Almaty Airport', lat: 43.352, lng: 77.04 };

/** The bearer header, under the name the vehicle tests use. */
export const auth = bearer;
