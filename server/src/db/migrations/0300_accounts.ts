import { sql, type Kysely } from 'kysely';

/**
 * Account side of issue 4/7: the loyalty ledger (users.loyalty_point is its running sum), referrals, chat
 * conversations and messages, store and deliveryman applications, and category interests.
 */
const statements = [
  `create table loyalty_transactions (
    id serial primary key, user_id int not null references users(id) on delete cascade,
    credit int not null default 0, debit int not null default 0, balance int not null,
    transaction_type text not null, reference text, created_at timestamptz not null default now())`,
  `create index loyalty_transactions_user on loyalty_transactions (user_id, id)`,

  // one row per referred customer: a code credits its owner once per sign-up
  `create table referrals (
    referred_id int primary key references users(id) on delete cascade,
    referrer_id int not null references users(id) on delete cascade,
    created_at timestamptz not null default now())`,
  `create index referrals_referrer on referrals (referrer_id)`,

  // a customer has at most one conversation per partner (admin support has partner_id null)
  `create table conversations (
    id serial primary key, user_id int not null references users(id) on delete cascade,
    partner_type text not null check (partner_type in ('admin','store')),
    partner_id int references stores(id) on delete cascade,
    unread_count int not null default 0, last_message text,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now())`,
  `create unique index conversations_partner on conversations (user_id, partner_type, coalesce(partner_id, 0))`,
  `create table messages (
    id serial primary key, conversation_id int not null references conversations(id) on delete cascade,
    from_customer boolean not null, message text, files jsonb not null default '[]',
    created_at timestamptz not null default now())`,
  `create index messages_conversation on messages (conversation_id, id)`,

  `create table store_applications (
    id serial primary key, store_name text not null, store_address text not null,
    module_id int not null references modules(id), zone_id int not null references zones(id),
    f_name text not null, l_name text, phone text not null, email text not null, password_hash text not null,
    tin text, status text not null default 'pending', created_at timestamptz not null default now())`,
  `create table deliveryman_applications (
    id serial primary key, f_name text not null, l_name text, phone text not null, email text not null,
    password_hash text not null, zone_id int not null references zones(id), vehicle text not null,
    identity_type text not null, identity_number text not null, status text not null default 'pending',
    created_at timestamptz not null default now())`,

  `create table user_interests (
    user_id int not null references users(id) on delete cascade,
    category_id int not null references categories(id) on delete cascade,
    primary key (user_id, category_id))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of statements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'user_interests',
    'deliveryman_applications',
    'store_applications',
    'messages',
    'conversations',
    'referrals',
    'loyalty_transactions',
  ]) {
    await sql.raw(`drop table if exists ${t}`).execute(db);
  }
}
