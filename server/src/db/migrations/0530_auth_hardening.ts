import { sql, type Kysely } from 'kysely';

/**
 * Per-account throttles (services/throttle.ts) live in the database so every API instance on one PostgreSQL
 * counts the same attempts; the key is a digest of the account identifier, not the email or phone itself.
 * Uploads record their guest owner too, so an order can only reference its owner's prescriptions, and what they
 * are for, so a prescription is not cached publicly like a profile photo.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table auth_throttles (
    scope text not null,
    key text not null,
    window_start_ms bigint not null,
    hits int not null,
    strikes int not null default 0,
    blocked_until_ms bigint not null default 0,
    primary key (scope, key))`.execute(db);
  await sql`alter table uploads add column guest_id text references guests(id) on delete cascade`.execute(db);
  await sql`alter table uploads add column purpose text not null default 'image'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table uploads drop column if exists purpose`.execute(db);
  await sql`alter table uploads drop column if exists guest_id`.execute(db);
  await sql`drop table if exists auth_throttles`.execute(db);
}
