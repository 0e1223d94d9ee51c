import type { SqlDefinitions } from '../../db/sql-definitions.ts';

/**
 * Fairness kept in the database (issue 27's promises, below the code): a round's commitment never
 * changes, nor its seed and numbers once drawn (the first draw writes them: the seed was null), and
 * its status only moves forward (open, closed, drawn, settled: never open again after its draw); a
 * chain's game, seed, length and terminal hash never change (its salt is set once by the service,
 * before its first round); the commitment log is append-only.
 */
export const ROUNDS_SQL: SqlDefinitions = {
  functions: [
    {
      name: 'round_drawn_once',
      args: '',
      returns: 'trigger',
      language: 'plpgsql',
      body: `
    begin
      if (new.game_type, new.seqno, new.chain_id, new.chain_index, new.commit_hash)
           is distinct from (old.game_type, old.seqno, old.chain_id, old.chain_index, old.commit_hash)
         or (old.seed is not null
           and (new.seed, new.num1, new.num2, new.num3, new.sum)
             is distinct from (old.seed, old.num1, old.num2, old.num3, old.sum)) then
        raise exception using errcode = 'restrict_violation',
          message = format('round %s: its commitment, and once drawn its seed and numbers, never change', old.id);
      end if;
      -- Open, closed, drawn, settled: never back (a drawn round open again would take orders on a
      -- known result).
      if array_position(array['open', 'closed', 'drawn', 'settled'], new.status::text)
           < array_position(array['open', 'closed', 'drawn', 'settled'], old.status::text) then
        raise exception using errcode = 'restrict_violation',
          message = format('round %s is %s: it cannot be %s again', old.id, old.status, new.status);
      end if;
      return new;
    end `,
    },
  ],
  triggers: {
    rounds_drawn_once:
      'CREATE TRIGGER rounds_drawn_once BEFORE UPDATE OF game_type, seqno, chain_id, chain_index, commit_hash, status, seed, num1, num2, num3, sum ON public.rounds FOR EACH ROW EXECUTE FUNCTION round_drawn_once()',
    chains_committed:
      "CREATE TRIGGER chains_committed BEFORE UPDATE OF game_type, top_seed, length, terminal_hash ON public.chains FOR EACH STATEMENT EXECUTE FUNCTION refuse_change('game, seed, length and terminal hash')",
    commitments_append_only:
      "CREATE TRIGGER commitments_append_only BEFORE DELETE OR UPDATE OR TRUNCATE ON public.commitments FOR EACH STATEMENT EXECUTE FUNCTION refuse_change('written entries')",
  },
};
