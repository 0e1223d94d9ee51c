import { type Kysely, sql } from 'kysely';

/**
 * Messages to one member from the system (issue 22, fault 18; issue 23 adds "a new device signed
 * in"): a kind and its parameters, written in the member's language when shown, never text kept
 * in one language. Read marks them; the newest 100 of each member are what the app lists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_messages (
      id bigserial primary key,
      user_id bigint not null references users(id),
      kind text not null,
      params jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now(),
      read_at timestamptz
    )`.execute(db);
  await sql`create index member_messages_user on member_messages (user_id, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table member_messages`.execute(db);
}
