import { sql, type Kysely } from 'kysely';

/**
 * Issue 25: every instance hears what changed, whichever instance (or operator, or job) wrote it. Triggers send a
 * NOTIFY on channel `mart_events` when an order or trip changes status or payment, when a chat message is
 * written, and (once per statement) when the public catalog changes. PostgreSQL delivers it at commit, to every
 * connection listening (services/live-events.ts), so a rolled-back write announces nothing.
 */
const statements = [
  `create or replace function mart_notify_order() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' or new.order_status is distinct from old.order_status
        or new.payment_status is distinct from old.payment_status then
       perform pg_notify('mart_events', json_build_object('topic', 'order', 'id', new.id,
         'status', new.order_status, 'payment_status', new.payment_status)::text);
     end if;
     return new;
   end $$`,
  `create trigger orders_notify after insert or update on orders for each row execute function mart_notify_order()`,
  `create or replace function mart_notify_trip() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' or new.status is distinct from old.status
        or new.payment_status is distinct from old.payment_status then
       perform pg_notify('mart_events', json_build_object('topic', 'trip', 'id', new.id,
         'status', new.status, 'payment_status', new.payment_status)::text);
     end if;
     return new;
   end $$`,
  `create trigger trips_notify after insert or update on trips for each row execute function mart_notify_trip()`,
  `create or replace function mart_notify_message() returns trigger language plpgsql as $$
   begin
     perform pg_notify('mart_events', json_build_object('topic', 'message', 'id', new.id,
       'conversation_id', new.conversation_id,
       'user_id', (select user_id from conversations where id = new.conversation_id))::text);
     return new;
   end $$`,
  `create trigger messages_notify after insert on messages for each row execute function mart_notify_message()`,
  `create or replace function mart_notify_catalog() returns trigger language plpgsql as $$
   begin
     perform pg_notify('mart_events', json_build_object('topic', 'catalog', 'table', tg_table_name)::text);
     return null;
   end $$`,
  ...['items', 'stores', 'vehicles', 'categories', 'campaign_items', 'banners', 'coupons', 'settings', 'zones'].map(
    (t) =>
      `create trigger ${t}_notify_catalog after insert or update or delete on ${t}
       for each statement execute function mart_notify_catalog()`,
  ),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of statements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'items',
    'stores',
    'vehicles',
    'categories',
    'campaign_items',
    'banners',
    'coupons',
    'settings',
    'zones',
  ])
    await sql.raw(`drop trigger if exists ${t}_notify_catalog on ${t}`).execute(db);
  await sql.raw('drop trigger if exists messages_notify on messages').execute(db);
  await sql.raw('drop trigger if exists trips_notify on trips').execute(db);
  await sql.raw('drop trigger if exists orders_notify on orders').execute(db);
  for (const f of ['mart_notify_catalog', 'mart_notify_message', 'mart_notify_trip', 'mart_notify_order'])
    await sql.raw(`drop function if exists ${f}()`).execute(db);
}
