import type { SqlDefinitions } from '../../db/sql-definitions.ts';

/**
 * A deposit's or withdrawal's decision is final (decision 034): its member, amount, destination and
 * time never change; while it waits only its decision's columns move (the four-eyes first approval
 * too), and once confirmed, paid or rejected nothing does — a decided request set back to pending
 * could be credited or paid twice.
 */
export const WALLET_SQL: SqlDefinitions = {
  functions: [
    {
      name: 'decision_final',
      args: '',
      returns: 'trigger',
      language: 'plpgsql',
      body: `
    declare
      decision constant text[] := array['status', 'note', 'decided_at', 'decided_by', 'first_approved_by', 'first_approved_at'];
    begin
      if (to_jsonb(new) - decision) is distinct from (to_jsonb(old) - decision)
         or (old.status <> 'pending' and to_jsonb(new) is distinct from to_jsonb(old)) then
        raise exception using errcode = 'restrict_violation',
          message = format('%s %s: only a pending request''s decision may be written, once', tg_table_name, old.id);
      end if;
      return new;
    end `,
    },
  ],
  triggers: {
    deposits_decided_once:
      'CREATE TRIGGER deposits_decided_once BEFORE UPDATE ON public.deposits FOR EACH ROW EXECUTE FUNCTION decision_final()',
    withdrawals_decided_once:
      'CREATE TRIGGER withdrawals_decided_once BEFORE UPDATE ON public.withdrawals FOR EACH ROW EXECUTE FUNCTION decision_final()',
  },
};
