import { sql, type Kysely } from 'kysely';

/** Issue 41: a signed-in customer's recently viewed items and vehicles (`@mart/domain` withViewed keeps the list). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table recently_viewed (
    user_id int not null references users(id) on delete cascade,
    kind text not null check (kind in ('item', 'vehicle')),
    ref_id int not null,
    viewed_at timestamptz not null,
    primary key (user_id, kind, ref_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists recently_viewed`.execute(db);
}
