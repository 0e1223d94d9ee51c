import { type Kysely, sql } from 'kysely';

/**
 * A deposit's or withdrawal's decision is final, in the database too (decision 034): its member,
 * amount, destination and time never change; while it waits only its decision's columns move, and
 * once confirmed, paid or rejected nothing does. A decided row set back to pending could be decided
 * again: credited or paid twice. Current text: wallet.sql.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function decision_final() returns trigger language plpgsql as $body$
    declare
      decision constant text[] := array['status', 'note', 'decided_at', 'decided_by', 'first_approved_by', 'first_approved_at'];
    begin
      if (to_jsonb(new) - decision) is distinct from (to_jsonb(old) - decision)
         or (old.status <> 'pending' and to_jsonb(new) is distinct from to_jsonb(old)) then
        raise exception using errcode = 'restrict_violation',
          message = format('%s %s: only a pending request''s decision may be written, once', tg_table_name, old.id);
      end if;
      return new;
    end $body$`.execute(db);
  await sql`
    create trigger deposits_decided_once before update on deposits
      for each row execute function decision_final()`.execute(db);
  await sql`
    create trigger withdrawals_decided_once before update on withdrawals
      for each row execute function decision_final()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger withdrawals_decided_once on withdrawals`.execute(db);
  await sql`drop trigger deposits_decided_once on deposits`.execute(db);
  await sql`drop function decision_final`.execute(db);
}
