import { sql, type Kysely } from 'kysely';

/**
 * Issue 38.3: digital orders and trips left unpaid are released on a schedule (services/orders/unpaid-release.ts). The
 * release job looks only at open, unpaid, digitally paid rows: these partial indexes keep that look cheap however
 * many orders and trips the tables hold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index orders_unpaid_digital on orders (created_at)
    where payment_method = 'digital_payment' and payment_status = 'unpaid' and order_status = 'pending'`.execute(db);
  await sql`create index trips_unpaid_digital on trips (created_at)
    where payment_method = 'digital_payment' and payment_status = 'unpaid' and status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists trips_unpaid_digital`.execute(db);
  await sql`drop index if exists orders_unpaid_digital`.execute(db);
}
