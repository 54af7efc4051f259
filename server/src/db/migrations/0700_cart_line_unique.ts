import { sql, type Kysely } from 'kysely';

/**
 * Issue 38.2: one cart line per owner and line key. Parallel adds of one item used to read "no such line" at once
 * and each insert one, so the lines multiplied and the per-line maximum and the stock check counted none of them.
 * Lines already duplicated are merged first into the oldest, their quantities summed and held to the item's
 * maximum_cart_quantity and (outside food) its stock, or its chosen variation's (@mart/domain quantityLimits), at
 * least 1; then the unique indexes make a second line impossible. `campaign_id` is in the key because a campaign's
 * line key starts with the campaign id, which may equal an item id; NULLS NOT DISTINCT (PostgreSQL 15) makes two
 * plain lines of the same key collide.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    with grouped as (
      select min(c.id) as keep, sum(c.quantity)::int as total
      from store_cart_items c
      group by c.user_id, c.guest_id, c.line_key, c.campaign_id
      having count(*) > 1
    ), limited as (
      select g.keep, greatest(1, least(
        g.total,
        coalesce(nullif(i.maximum_cart_quantity, 0), g.total),
        case when m.module_type = 'food' then g.total else coalesce(
          (select (v->>'stock')::int from jsonb_array_elements(i.variations) v
            where v->>'type' = c.variation_type and v->>'stock' is not null limit 1),
          i.stock, g.total) end
      )) as quantity
      from grouped g
      join store_cart_items c on c.id = g.keep
      join items i on i.id = c.item_id
      join modules m on m.id = i.module_id
    )
    update store_cart_items s set quantity = l.quantity, updated_at = now() from limited l where s.id = l.keep`.execute(
    db,
  );
  await sql`
    delete from store_cart_items s using store_cart_items k
    where k.line_key = s.line_key and k.id < s.id
      and k.user_id is not distinct from s.user_id and k.guest_id is not distinct from s.guest_id
      and k.campaign_id is not distinct from s.campaign_id`.execute(db);
  await sql`create unique index store_cart_items_user_line on store_cart_items (user_id, line_key, campaign_id)
    nulls not distinct where user_id is not null`.execute(db);
  await sql`create unique index store_cart_items_guest_line on store_cart_items (guest_id, line_key, campaign_id)
    nulls not distinct where guest_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists store_cart_items_guest_line`.execute(db);
  await sql`drop index if exists store_cart_items_user_line`.execute(db);
}
