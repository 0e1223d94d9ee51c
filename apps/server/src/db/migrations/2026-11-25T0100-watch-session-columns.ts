import { type Kysely, sql } from 'kysely';

/**
 * Issue 22, fault 7: a process remembers sessions with the member's row (modules/auth,
 * SESSION_USER_COLUMNS) and forgets them when `users_changed` announces a change. The trigger
 * watched only status, level, role and password_hash, so a payment password changed or reset on
 * one process left the other answering from the old row (3007 for ever, or no 3007 at all). Now
 * every column a session decision reads is watched; auth's cache-coverage test holds the two lists
 * together.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger users_changed on users`.execute(db);
  await sql`
    create trigger users_changed after update of
      status, level, role, username, password_hash, pay_password_hash,
      must_change_password, must_change_pay_password on users
    for each row execute function notify_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger users_changed on users`.execute(db);
  await sql`
    create trigger users_changed after update of status, level, role, password_hash on users
    for each row execute function notify_change()`.execute(db);
}
