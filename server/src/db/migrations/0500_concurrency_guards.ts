import { sql, type Kysely } from 'kysely';

/**
 * Issue 20: the database itself refuses what must happen once. A ledger row names its business event (type +
 * reference), so a second refund, debit or credit for the same event is a unique violation even if a code path
 * forgot its guard. Coupons get a total usage limit; a referral remembers when (and for which order) it paid out.
 */
const statements = [
  // older conversions all said 'points:<n>': keep the first of each, number the rest so the index can be built
  `update wallet_transactions w set reference = w.reference || '#' || w.id
    where w.reference is not null and exists (select 1 from wallet_transactions o where o.user_id = w.user_id
      and o.transaction_type = w.transaction_type and o.reference = w.reference and o.id < w.id)`,
  `create unique index wallet_transactions_event on wallet_transactions (user_id, transaction_type, reference)
    where reference is not null`,
  `update loyalty_transactions l set reference = l.reference || '#' || l.id
    where l.reference is not null and exists (select 1 from loyalty_transactions o where o.user_id = l.user_id
      and o.transaction_type = l.transaction_type and o.reference = l.reference and o.id < l.id)`,
  `create unique index loyalty_transactions_event on loyalty_transactions (user_id, transaction_type, reference)
    where reference is not null`,
  `alter table coupons add column total_usage_limit int`,
  `create index orders_coupon on orders (coupon_code) where coupon_code is not null`,
  `alter table referrals add column rewarded_at timestamptz`,
  `alter table referrals add column reward_order_id int references orders(id) on delete set null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of statements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of [
    'alter table referrals drop column if exists reward_order_id',
    'alter table referrals drop column if exists rewarded_at',
    'drop index if exists orders_coupon',
    'alter table coupons drop column if exists total_usage_limit',
    'drop index if exists loyalty_transactions_event',
    'drop index if exists wallet_transactions_event',
  ])
    await sql.raw(s).execute(db);
}
