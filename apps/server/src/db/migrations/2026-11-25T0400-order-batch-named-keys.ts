import { type Kysely, sql } from 'kysely';

/**
 * Issue 26, part 4: the order batch's JSON keys get real names (user_id, round_id, … instead of
 * u, r, …), as modules/orders/orders.sql.ts now defines them; and the per-entry balance check that
 * the per-statement one replaced (2026-11-23T0200) is dropped. This migration holds its own copy of
 * the function's text: a later change to orders.sql.ts needs a migration of its own
 * (sql-definitions.test.ts fails until the database matches the file).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`create or replace function place_orders(batch jsonb) returns table (i int, code int, ids bigint[], balance bigint)
    language plpgsql  as $body$
    begin
      perform pg_advisory_xact_lock_shared(round_lock_key(r))
        from (select distinct (e->>'round_id')::bigint as r from jsonb_array_elements(batch) e order by 1) s;
      return query
      with req as (
        select * from jsonb_to_recordset(batch) as t(batch_index int, user_id bigint, round_id bigint, room_id int, game_type smallint, request_id text, fingerprint text, follow_of bigint, outcomes smallint[], rates_bp int[], amounts_cents bigint[])
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
    end $body$`)
    .execute(db);
  await sql`drop function ledger_txn_balanced`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('2026-11-25T0400: the order batch with one-letter keys is not restored');
}
