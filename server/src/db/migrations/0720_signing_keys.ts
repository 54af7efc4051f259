import { sql, type Kysely } from 'kysely';

/**
 * Issue 37.10: secrets every instance shares, by name; the first instance that needs one stores a random value
 * (repositories/signing-keys.ts). `upload-urls` signs the short-lived URLs of private uploads (prescriptions).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table signing_keys (
    name text primary key,
    secret text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table signing_keys`.execute(db);
}
