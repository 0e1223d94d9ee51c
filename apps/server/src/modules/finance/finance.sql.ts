import type { SqlDefinitions } from '../../db/sql-definitions.ts';

/**
 * A finance contract's terms are kept (decision 034): member, product, principal, rate, days,
 * interest and dates never change; its paid periods never go back and a matured contract stays
 * matured; each period's payment is written once.
 */
export const FINANCE_SQL: SqlDefinitions = {
  functions: [
    {
      name: 'contract_terms_kept',
      args: '',
      returns: 'trigger',
      language: 'plpgsql',
      body: `
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
    end `,
    },
  ],
  triggers: {
    finance_contracts_terms_kept:
      'CREATE TRIGGER finance_contracts_terms_kept BEFORE UPDATE ON public.finance_contracts FOR EACH ROW EXECUTE FUNCTION contract_terms_kept()',
    finance_accruals_append_only:
      "CREATE TRIGGER finance_accruals_append_only BEFORE DELETE OR UPDATE OR TRUNCATE ON public.finance_accruals FOR EACH STATEMENT EXECUTE FUNCTION refuse_change('written entries')",
  },
};
