import { type Kysely, sql } from 'kysely';

/**
 * The operator console (issue 12): three staff roles, passwords an operator reset (the member
 * changes them first), odds saved for the next round, and the audit log every console change
 * writes in its own transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop constraint users_role_check`.execute(db);
  await sql`
    alter table users
      add constraint users_role_check check (role in ('user', 'viewer', 'operator', 'admin')),
      add column must_change_password boolean not null default false,
      add column must_change_pay_password boolean not null default false`.execute(db);
  await sql`
    alter table rooms
      add column next_rate0_bp integer check (next_rate0_bp between 10000 and 100000),
      add column next_rate1_bp integer check (next_rate1_bp between 10000 and 100000),
      add column next_rate2_bp integer check (next_rate2_bp between 10000 and 100000),
      add column next_rate3_bp integer check (next_rate3_bp between 10000 and 100000),
      add column next_rates_from timestamptz,
      add check ((next_rates_from is null) = (next_rate0_bp is null))`.execute(db);
  await sql`
    create table admin_audit (
      id bigint generated always as identity primary key,
      actor_id integer not null references users (id),
      actor text not null,
      action text not null,
      target text not null,
      before jsonb,
      after jsonb,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index admin_audit_created on admin_audit (created_at desc, id desc)`.execute(db);
  await sql`create index admin_audit_action on admin_audit (action, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table admin_audit`.execute(db);
  await sql`
    alter table rooms drop column next_rate0_bp, drop column next_rate1_bp, drop column next_rate2_bp,
      drop column next_rate3_bp, drop column next_rates_from`.execute(db);
  await sql`update users set role = 'operator' where role in ('viewer', 'admin')`.execute(db);
  await sql`
    alter table users drop constraint users_role_check,
      add constraint users_role_check check (role in ('user', 'operator')),
      drop column must_change_password, drop column must_change_pay_password`.execute(db);
}
