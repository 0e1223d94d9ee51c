import type { SqlDefinitions } from '../../db/sql-definitions.ts';

/**
 * The ledger's guards in the database (DESIGN.md §5): entries and transactions are append-only;
 * every statement that writes entries leaves each transaction it touched summing to zero and
 * referring to rows that exist (checked once per statement, decision 011).
 */
export const LEDGER_SQL: SqlDefinitions = {
  functions: [
    {
      name: 'ledger_append_only',
      args: '',
      returns: 'trigger',
      language: 'plpgsql',
      body: `
    begin
      raise exception 'the ledger is append-only (% on %)', tg_op, tg_table_name;
    end `,
    },
    {
      name: 'ledger_statement_balanced',
      args: '',
      returns: 'trigger',
      language: 'plpgsql',
      body: `
    declare
      bad record;
    begin
      select a.txn_id into bad from added a
      where (select t.id from ledger_txns t where t.id = a.txn_id) is null
         or (select c.id from accounts c where c.id = a.account_id) is null
      limit 1;
      if found then
        raise exception using errcode = 'foreign_key_violation',
          message = format('an entry of ledger transaction %s refers to a transaction or account that is not there', bad.txn_id);
      end if;
      select e.txn_id, sum(e.amount_cents) as total into bad
      from ledger_entries e
      -- An array, so the touched transactions are found through the index, never by a scan.
      where e.txn_id = any (array(select distinct a.txn_id from added a))
      group by e.txn_id
      having sum(e.amount_cents) <> 0
      limit 1;
      if found then
        raise exception 'ledger transaction % does not balance (sum %)', bad.txn_id, bad.total;
      end if;
      return null;
    end `,
    },
    {
      name: 'ledger_txns_refer_to_rows',
      args: '',
      returns: 'trigger',
      language: 'plpgsql',
      body: `
    declare
      bad bigint;
    begin
      select a.id into bad from added a
      where a.user_id is not null and (select u.id from users u where u.id = a.user_id) is null
      limit 1;
      if found then
        raise exception using errcode = 'foreign_key_violation',
          message = format('ledger transaction %s refers to a member that is not there', bad);
      end if;
      return null;
    end `,
    },
  ],
  triggers: {
    ledger_entries_append_only:
      'CREATE TRIGGER ledger_entries_append_only BEFORE DELETE OR UPDATE ON public.ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_append_only()',
    ledger_entries_balanced:
      'CREATE TRIGGER ledger_entries_balanced AFTER INSERT ON public.ledger_entries REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ledger_statement_balanced()',
    ledger_txns_append_only:
      'CREATE TRIGGER ledger_txns_append_only BEFORE DELETE OR UPDATE ON public.ledger_txns FOR EACH ROW EXECUTE FUNCTION ledger_append_only()',
    ledger_txns_refer_to_rows:
      'CREATE TRIGGER ledger_txns_refer_to_rows AFTER INSERT ON public.ledger_txns REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ledger_txns_refer_to_rows()',
  },
};
