import { type Kysely, sql } from 'kysely';

/**
 * Issue 22, fault 18: when staff reset a member's password, the member's withdrawals wait 24 hours
 * (one operator must not be able to reset a password and then withdraw to an address of their
 * own). The time of the last reset by staff is kept on the member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column staff_reset_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column staff_reset_at`.execute(db);
}
