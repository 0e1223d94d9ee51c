import { type Kysely, sql } from 'kysely';

/**
 * A member's sign-ins are history (decision 034): never rewritten, and kept at least 30 days — a
 * break-in's traces cannot be wiped by whoever broke in, nor by a mistake. Older ones are removed by
 * retention after SIGN_IN_DAYS (their addresses are personal data), found by their time's index.
 * Current text: auth.sql.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index sign_ins_at on sign_ins (at)`.execute(db);
  await sql`
    create trigger sign_ins_append_only before update or truncate on sign_ins
      for each statement execute function refuse_change('written entries')`.execute(db);
  await sql`
    create trigger sign_ins_kept before delete on sign_ins
      for each row when (old.at > now() - interval '30 days')
      execute function refuse_change('sign-ins of the last 30 days')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger sign_ins_kept on sign_ins`.execute(db);
  await sql`drop trigger sign_ins_append_only on sign_ins`.execute(db);
  await sql`drop index sign_ins_at`.execute(db);
}
