import type { SqlDefinitions } from '../../db/sql-definitions.ts';

/**
 * One request of a batch, as place_orders takes it (JSON, one object per member): the names are
 * the record's columns below and order-writer.ts's keys, both from this one list.
 */
export const BATCH_COLUMNS = {
  /** The request's place in the batch: the answer row says which request it is about. */
  batch_index: 'int',
  user_id: 'bigint',
  round_id: 'bigint',
  room_id: 'int',
  game_type: 'smallint',
  request_id: 'text',
  /** SHA-256 of the normalised request, when there is a request id. */
  fingerprint: 'text',
  follow_of: 'bigint',
  /** One entry per selection, in the same order in the three arrays. */
  outcomes: 'smallint[]',
  rates_bp: 'int[]',
  amounts_cents: 'bigint[]',
} as const;
export type BatchRequest = Record<keyof typeof BATCH_COLUMNS, unknown>;

const record = Object.entries(BATCH_COLUMNS)
  .map(([name, type]) => `${name} ${type}`)
  .join(', ');

/**
 * The order path's SQL (decision 011): many members' orders in one statement and one transaction
 * (group commit), under the rounds' advisory locks. A batch holds at most one request per member
 * (the writer sees to it), so every request is its own ledger transaction — user cash → house, two
 * entries that sum to zero, the debit conditional so that no balance goes below zero — and is placed
 * or refused alone: 1 placed; 0 its request id was used before (the caller looks at it after the
 * commit); 1029 the round is not open; 1025 the balance is short. This and the ledger's `post` are
 * the writers of money (decision 005).
 */
export const ORDERS_SQL: SqlDefinitions = {
  functions: [
    {
      // Orders take this key shared, the close takes it exclusive: a close waits for orders in
      // flight, and no order writes a lock into the round's row.
      name: 'round_lock_key',
      args: 'round_id bigint',
      returns: 'bigint',
      language: 'sql',
      options: 'immutable parallel safe',
      body: ' select 281474976710656 + round_id ',
    },
    {
      name: 'place_orders',
      args: 'batch jsonb',
      returns: 'table (i int, code int, ids bigint[], balance bigint)',
      language: 'plpgsql',
      body: `
    begin
      perform pg_advisory_xact_lock_shared(round_lock_key(r))
        from (select distinct (e->>'round_id')::bigint as r from jsonb_array_elements(batch) e order by 1) s;
      return query
      with req as (
        select * from jsonb_to_recordset(batch) as t(${record})
      ),
      t as (
        select req.*, (select sum(v) from unnest(req.amounts_cents) v)::bigint as total,
               exists (select 1 from rounds rd where rd.id = req.round_id and rd.status = 'open'
                       and rd.closes_at > clock_timestamp() and rd.game_type = req.game_type) as open_round
        from req
      ),
      claimed as (
        insert into request_keys (user_id, request_id, operation, fingerprint)
        select t.user_id, t.request_id, 'order', t.fingerprint from t where t.request_id is not null and t.open_round
        on conflict do nothing
        returning user_id
      ),
      debit as (
        update accounts a set balance_cents = a.balance_cents - t.total
        from t
        where a.user_id = t.user_id and a.kind = 'user_cash' and t.open_round and t.total > 0
          and (t.request_id is null or exists (select 1 from claimed c where c.user_id = t.user_id))
          and a.balance_cents >= t.total
        returning a.id as account, a.user_id as member, a.balance_cents as bal
      ),
      txn as (
        insert into ledger_txns (reason, user_id, ref_type, ref_id, request_id)
        select 'bet', t.user_id, 'round', t.round_id, t.request_id from t join debit d on d.member = t.user_id
        order by t.user_id
        returning id, user_id
      ),
      entries as (
        insert into ledger_entries (txn_id, account_id, amount_cents, balance_after_cents)
        select x.id, d.account, -t.total, d.bal from txn x join debit d on d.member = x.user_id join t on t.user_id = x.user_id
        union all
        select x.id, h.id, t.total, null from txn x join t on t.user_id = x.user_id
          cross join (select id from accounts where user_id is null and kind = 'house') h
      ),
      placed as (
        insert into orders (user_id, round_id, room_id, game_type, outcome, rate_bp, amount_cents,
                            status, follow_of, request_id)
        select t.user_id, t.round_id, t.room_id, t.game_type, s.o, s.p, s.a, 'open', t.follow_of, t.request_id
        from t join debit d on d.member = t.user_id,
             unnest(t.outcomes, t.rates_bp, t.amounts_cents) with ordinality as s(o, p, a, n)
        order by t.user_id, s.n
        returning id, user_id
      )
      select t.batch_index,
             case when not t.open_round then 1029
                  when t.request_id is not null and not exists (select 1 from claimed c where c.user_id = t.user_id) then 0
                  when d.member is null then 1025
                  else 1 end,
             (select array_agg(p.id order by p.id) from placed p where p.user_id = t.user_id),
             d.bal
      from t left join debit d on d.member = t.user_id;
      -- A key claimed by a request that was then refused (its balance was short) is given back.
      delete from request_keys k
      using jsonb_to_recordset(batch) as b(user_id bigint, request_id text)
      where b.request_id is not null and k.user_id = b.user_id and k.request_id = b.request_id
        and k.xmin::text = (txid_current() % 4294967296)::text
        and not exists (select 1 from orders o where o.user_id = b.user_id and o.request_id = b.request_id);
    end `,
    },
    {
      name: 'orders_refer_to_rows',
      args: '',
      returns: 'trigger',
      language: 'plpgsql',
      body: `
    declare
      bad bigint;
    begin
      -- Scalar subqueries: one primary-key lookup per row (an EXISTS may be planned as a hash of the
      -- whole referred table, a scan of every member on every batch).
      select a.id into bad from added a
      where (select u.id from users u where u.id = a.user_id) is null
         or (select r.id from rounds r where r.id = a.round_id) is null
         or (select m.id from rooms m where m.id = a.room_id) is null
      limit 1;
      if found then
        raise exception using errcode = 'foreign_key_violation',
          message = format('order %s refers to a member, round or room that is not there', bad);
      end if;
      return null;
    end `,
    },
  ],
  triggers: {
    // Where and what was ordered, at what odds and when, never changes: cancelling and settling set
    // the status and the payout only (decision 034). A statement trigger on these columns: the
    // order path's statements never name them.
    orders_placed_kept:
      "CREATE TRIGGER orders_placed_kept BEFORE UPDATE OF user_id, round_id, room_id, game_type, outcome, rate_bp, amount_cents, follow_of, request_id, created_at ON public.orders FOR EACH STATEMENT EXECUTE FUNCTION refuse_change('member, round, room, outcome, odds, stake and time')",
    // A settled or cancelled order never changes again: status, payout and settlement time are
    // written once. The condition is the executor's, per row: the settlement's rows are all open,
    // so the function never runs on the hot path. After the row, not before: a BEFORE row trigger
    // has PostgreSQL lock each row the settlement updates first (decision 034, addendum).
    orders_settled_once:
      "CREATE TRIGGER orders_settled_once AFTER UPDATE OF status, payout_cents, settled_at ON public.orders FOR EACH ROW WHEN ((old.status <> 'open'::text)) EXECUTE FUNCTION refuse_change('settled and cancelled orders')",
    orders_refer_to_rows:
      'CREATE TRIGGER orders_refer_to_rows AFTER INSERT ON public.orders REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION orders_refer_to_rows()',
  },
};
