import { type Kysely, sql } from 'kysely';

/**
 * A finance contract's terms are kept in the database too (decision 034): member, product,
 * principal, rate, days, interest and dates never change; its paid periods never go back and a
 * matured contract stays matured; each period's payment is written once (append-only).
 * Current text: finance.sql.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function contract_terms_kept() returns trigger language plpgsql as $body$
    declare
      moving constant text[] := array['paid_periods', 'next_accrual_at', 'status'];
    begin
      if (to_jsonb(new) - moving) is distinct from (to_jsonb(old) - moving)
         or new.paid_periods < old.paid_periods
         or (old.status = 'matured' and new.status <> 'matured') then
        raise exception using errcode = 'restrict_violation',
          message = format('finance contract %s: its terms never change and its payments never go back', old.id);
      end if;
      return new;
    end $body$`.execute(db);
  await sql`
    create trigger finance_contracts_terms_kept before update on finance_contracts
      for each row execute function contract_terms_kept()`.execute(db);
  await sql`
    create trigger finance_accruals_append_only before update or delete or truncate on finance_accruals
      for each statement execute function refuse_change('written entries')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger finance_accruals_append_only on finance_accruals`.execute(db);
  await sql`drop trigger finance_contracts_terms_kept on finance_contracts`.execute(db);
  await sql`drop function contract_terms_kept`.execute(db);
}
