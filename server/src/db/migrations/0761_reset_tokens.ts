import { sql, type Kysely } from 'kysely';

/**
 * Issue 45.4: forgot password by phone through `PUT /api/v1/auth/verify-phone` with `is_reset_token`. The right code
 * is spent there and exchanged for a reset token: `reset_tokens` keeps its digest, the contact it is good for, when
 * it expires and when it was used (services/accounts/reset-tokens.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table reset_tokens (
    id serial primary key,
    token_hash text not null unique,
    channel text not null,
    target text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists reset_tokens`.execute(db);
}
