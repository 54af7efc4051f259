/**
 * Coupons and their uses. A use is an order that names the code and still stands (a canceled or failed order gives
 * its use back); placing, the coupon row is locked so parallel orders count its uses one after the other.
 */
import { sql } from 'kysely';
import type { Executor } from '../db/connect';

/** The coupons running on `today` (YYYY-MM-DD), oldest first. */
const running = (db: Executor, today: string) =>
  db
    .selectFrom('coupons')
    .selectAll()
    .where('status', '=', true)
    .where('start_date', '<=', today)
    .where('expire_date', '>=', today)
    .orderBy('id')
    .execute();

/** The active coupon with this code running on `today`; `lock` locks its row for the caller's transaction. */
function runningByCode(db: Executor, code: string, today: string, lock: boolean) {
  let query = db
    .selectFrom('coupons')
    .selectAll()
    .where('code', '=', code)
    .where('status', '=', true)
    .where('start_date', '<=', today)
    .where('expire_date', '>=', today);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Who is counted against a per-customer limit: a customer by id; a guest by guest id or by contact phone digits. */
export type CouponUser = { userId: number } | { guestId: string; phoneDigits: string | null };

/** The standing orders that used the code, all of them or this customer's. */
async function uses(db: Executor, code: string, by?: CouponUser): Promise<number> {
  let query = db
    .selectFrom('orders')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('coupon_code', '=', code)
    .where('order_status', 'not in', ['canceled', 'failed']);
  if (by)
    query = query.where((eb) =>
      'userId' in by
        ? eb('user_id', '=', by.userId)
        : eb.or([
            eb('guest_id', '=', by.guestId),
            ...(by.phoneDigits
              ? [eb(sql<string>`regexp_replace(contact_phone, '\\D', '', 'g')`, '=', by.phoneDigits)]
              : []),
          ]),
    );
  return (await query.executeTakeFirstOrThrow()).n;
}

/** The coupons running on `today` with the name of the store each is for (store-wise ones). */
const runningWithStore = (db: Executor, today: string) =>
  db
    .selectFrom('coupons')
    .leftJoin('stores', 'stores.id', 'coupons.store_id')
    .selectAll('coupons')
    .select('stores.name as store_name')
    .where('coupons.status', '=', true)
    .where('coupons.start_date', '<=', today)
    .where('coupons.expire_date', '>=', today)
    .orderBy('coupons.id')
    .execute();

export const couponsRepository = () => ({ running, runningWithStore, runningByCode, uses });
export type CouponsRepository = ReturnType<typeof couponsRepository>;
