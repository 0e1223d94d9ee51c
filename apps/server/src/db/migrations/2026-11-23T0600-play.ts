import { type Kysely, sql } from 'kysely';

/**
 * Responsible play (issue 10): a member's deposit and loss limits (each over a rolling day or week;
 * a stricter one applies at once, a looser one 24 hours later), a session reminder, and a
 * self-exclusion that cannot end early. Changes are announced like other cached rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table play_limits (
      user_id integer not null references users (id),
      kind text not null check (kind in ('deposit', 'loss')),
      amount_cents bigint check (amount_cents > 0),
      period text not null check (period in ('day', 'week')),
      -- A looser limit (or none) waiting out its 24 hours: it replaces the one above from pending_from.
      pending boolean not null default false,
      pending_amount_cents bigint check (pending_amount_cents > 0),
      pending_period text check (pending_period in ('day', 'week')),
      pending_from timestamptz,
      updated_at timestamptz not null default now(),
      primary key (user_id, kind),
      check (not pending or (pending_from is not null and pending_period is not null))
    )`.execute(db);
  await sql`
    create table play_settings (
      user_id integer primary key references users (id),
      reminder_minutes smallint check (reminder_minutes between 5 and 240),
      excluded_until timestamptz,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index deposits_user on deposits (user_id, created_at)`.execute(db);
  await sql`
    create or replace function notify_change() returns trigger language plpgsql as $$
    declare
      row_id text;
    begin
      if tg_table_name in ('sessions', 'play_limits', 'play_settings') then
        row_id := coalesce(new.user_id, old.user_id)::text;
      elsif tg_table_name = 'app_settings' then row_id := '';
      elsif tg_table_name = 'rounds' then row_id := new.game_type::text;
      else row_id := coalesce(new.id, old.id)::text;
      end if;
      perform pg_notify('roundhouse_changes', tg_table_name || ':' || row_id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger play_limits_changed after insert or update or delete on play_limits
    for each row execute function notify_change()`.execute(db);
  await sql`
    create trigger play_settings_changed after insert or update or delete on play_settings
    for each row execute function notify_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table play_settings`.execute(db);
  await sql`drop table play_limits`.execute(db);
  await sql`drop index deposits_user`.execute(db);
}
