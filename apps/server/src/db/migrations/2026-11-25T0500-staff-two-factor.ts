import { type Kysely, sql } from 'kysely';

/**
 * Issue 23: staff sign in with a second factor (TOTP, RFC 6238). A staff member's secret (pending
 * until a first code confirms it), when it was enabled, and the last time step accepted (a code is
 * used once); ten recovery codes, stored hashed, each used once; and the moment a session passed
 * the second factor. Remembered sessions decide by both new columns, so their triggers announce them
 * (db/database.sql.ts holds the current text).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column totp_secret text,
      add column totp_pending_secret text,
      add column totp_enabled_at timestamptz,
      add column totp_last_step bigint not null default 0`.execute(db);
  await sql`alter table sessions add column second_factor_at timestamptz`.execute(db);
  await sql`
    create table staff_recovery_codes (
      user_id bigint not null references users(id),
      code_hash text not null,
      used_at timestamptz,
      primary key (user_id, code_hash)
    )`.execute(db);
  await sql`drop trigger users_changed on users`.execute(db);
  await sql`
    create trigger users_changed after update of
      status, level, role, username, password_hash, pay_password_hash,
      must_change_password, must_change_pay_password, totp_enabled_at on users
    for each row execute function notify_change()`.execute(db);
  await sql`drop trigger sessions_changed on sessions`.execute(db);
  await sql`
    create trigger sessions_changed after update of revoked_at, expires_at, second_factor_at or delete on sessions
    for each row execute function notify_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger sessions_changed on sessions`.execute(db);
  await sql`
    create trigger sessions_changed after update of revoked_at, expires_at or delete on sessions
    for each row execute function notify_change()`.execute(db);
  await sql`drop trigger users_changed on users`.execute(db);
  await sql`
    create trigger users_changed after update of
      status, level, role, username, password_hash, pay_password_hash,
      must_change_password, must_change_pay_password on users
    for each row execute function notify_change()`.execute(db);
  await sql`drop table staff_recovery_codes`.execute(db);
  await sql`alter table sessions drop column second_factor_at`.execute(db);
  await sql`
    alter table users drop column totp_secret, drop column totp_pending_secret,
      drop column totp_enabled_at, drop column totp_last_step`.execute(db);
}
