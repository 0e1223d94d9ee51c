import { type Kysely, sql } from 'kysely';

/**
 * Issue 23: a withdrawal from the `two_approvals_from` setting up is paid only after two different
 * staff members approve it. The first approval is kept on the withdrawal (who and when); the
 * withdrawal stays pending until the second pays it or either rejects it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table withdrawals
      add column first_approved_by bigint references users(id),
      add column first_approved_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table withdrawals drop column first_approved_by, drop column first_approved_at`.execute(db);
}
