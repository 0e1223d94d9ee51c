import { type Kysely, sql } from 'kysely';

/**
 * Issue 23, members' security: each session remembers the browser that opened it, and every
 * sign-in to an existing account is kept with its result, so members see where they are signed in
 * and how their account was tried (the newest 20 are what the app lists).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column user_agent text`.execute(db);
  await sql`
    create table sign_ins (
      id bigserial primary key,
      user_id bigint not null references users(id),
      at timestamptz not null default now(),
      ip text,
      user_agent text,
      result text not null check (result in ('ok', 'wrong_password', 'locked', 'frozen'))
    )`.execute(db);
  await sql`create index sign_ins_user on sign_ins (user_id, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sign_ins`.execute(db);
  await sql`alter table sessions drop column user_agent`.execute(db);
}
