import { sql, type Kysely } from 'kysely';

/**
 * Issue 42: what customers' browsers meet, in aggregate only: per minute, remote, version and route, how many page
 * views, errors and failed loads, and each Core Web Vital as counts per bucket (services/operations/rum.ts). No visitor, URL or
 * message is stored: a row is a count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table rum_counts (
    minute timestamptz not null,
    remote text not null,
    version text not null,
    route text not null,
    metric text not null,
    bucket smallint not null default 0,
    count bigint not null,
    primary key (remote, version, minute, route, metric, bucket)
  )`.execute(db);
  await sql`create index rum_counts_minute on rum_counts (minute)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists rum_counts`.execute(db);
}
