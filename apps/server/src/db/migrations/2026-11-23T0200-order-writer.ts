import { type Kysely, sql } from 'kysely';

/**
 * The order path in one round trip (issue 9, decision 011): a batch function that places many
 * members' orders in one statement and one transaction (group commit), a per-round advisory lock instead of a tuple lock on the hot round row, and change
 * notifications that let each process cache sessions, rooms, rounds and settings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Orders take this key shared, the close takes it exclusive: a close waits for orders in flight,
  // and no order writes a lock into the round's row.
  await sql`
    create function round_lock_key(round_id bigint) returns bigint
    language sql immutable parallel safe as $$ select 281474976710656 + round_id $$`.execute(db);

  // Many members' orders in one statement and one database transaction (group commit). A batch holds
  // at most one request per member (the writer sees to it), so every request is its own ledger
  // transaction — user cash → house, two entries that sum to zero, the debit conditional so that no
  // balance goes below zero — and is placed or refused alone: 1 placed; 0 its request id was used
  // before (the caller looks at it after the commit); 1029 the round is not open; 1025 the balance
  // is short. The rounds' locks are taken shared first, in id order.
  await sql`
    create function place_orders(batch jsonb)
    returns table (i int, code int, ids bigint[], balance bigint)
    language plpgsql as $$
    begin
      perform pg_advisory_xact_lock_shared(round_lock_key(r))
        from (select distinct (e->>'r')::bigint as r from jsonb_array_elements(batch) e order by 1) s;
      return query
      with req as (
        select * from jsonb_to_recordset(batch) as t(
          i int, u bigint, r bigint, m int, g smallint, q text, f text, w bigint,
          o smallint[], p int[], a bigint[])
      ),
      t as (
        select req.*, (select sum(v) from unnest(req.a) v)::bigint as total,
               exists (select 1 from rounds rd where rd.id = req.r and rd.status = 'open'
                       and rd.closes_at > clock_timestamp() and rd.game_type = req.g) as open_round
        from req
      ),
      claimed as (
        insert into request_keys (user_id, request_id, operation, fingerprint)
        select t.u, t.q, 'order', t.f from t where t.q is not null and t.open_round
        on conflict do nothing
        returning user_id
      ),
      debit as (
        update accounts a set balance_cents = a.balance_cents - t.total
        from t
        where a.user_id = t.u and a.kind = 'user_cash' and t.open_round and t.total > 0
          and (t.q is null or exists (select 1 from claimed c where c.user_id = t.u))
          and a.balance_cents >= t.total
        returning a.id as account, a.user_id as u, a.balance_cents as bal
      ),
      txn as (
        insert into ledger_txns (reason, user_id, ref_type, ref_id, request_id)
        select 'bet', t.u, 'round', t.r, t.q from t join debit d on d.u = t.u
        order by t.u
        returning id, user_id
      ),
      entries as (
        insert into ledger_entries (txn_id, account_id, amount_cents, balance_after_cents)
        select x.id, d.account, -t.total, d.bal from txn x join debit d on d.u = x.user_id join t on t.u = x.user_id
        union all
        select x.id, h.id, t.total, null from txn x join t on t.u = x.user_id
          cross join (select id from accounts where user_id is null and kind = 'house') h
      ),
      placed as (
        insert into orders (user_id, round_id, room_id, game_type, outcome, rate_bp, amount_cents,
                            status, follow_of, request_id)
        select t.u, t.r, t.m, t.g, s.o, s.p, s.a, 'open', t.w, t.q
        from t join debit d on d.u = t.u, unnest(t.o, t.p, t.a) with ordinality as s(o, p, a, n)
        order by t.u, s.n
        returning id, user_id
      )
      select t.i,
             case when not t.open_round then 1029
                  when t.q is not null and not exists (select 1 from claimed c where c.user_id = t.u) then 0
                  when d.u is null then 1025
                  else 1 end,
             (select array_agg(p.id order by p.id) from placed p where p.user_id = t.u),
             d.bal
      from t left join debit d on d.u = t.u;
      -- A key claimed by a request that was then refused (its balance was short) is given back.
      delete from request_keys k
      using jsonb_to_recordset(batch) as b(u bigint, q text)
      where b.q is not null and k.user_id = b.u and k.request_id = b.q
        and k.xmin::text = (txid_current() % 4294967296)::text
        and not exists (select 1 from orders o where o.user_id = b.u and o.request_id = b.q);
    end $$`.execute(db);

  // Debits equal credits, checked once per statement instead of once per entry at commit: every
  // transaction an INSERT touched must sum to zero when it ends. Postings write all their entries in
  // one statement (a bet, a settlement of any size), so this is stricter than the deferred check and
  // costs one query per statement rather than one per entry.
  await sql`drop trigger ledger_entries_balanced on ledger_entries`.execute(db);
  await sql`
    create function ledger_statement_balanced() returns trigger language plpgsql as $$
    declare
      bad record;
    begin
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
    end $$`.execute(db);
  await sql`
    create trigger ledger_entries_balanced after insert on ledger_entries
    referencing new table as added for each statement execute function ledger_statement_balanced()`.execute(db);

  // What a process may cache (sessions with their member, rooms, settings) announces its changes,
  // from the database itself, so no code path can forget to.
  await sql`
    create function notify_change() returns trigger language plpgsql as $$
    declare
      row_id text;
    begin
      if tg_table_name = 'sessions' then row_id := coalesce(new.user_id, old.user_id)::text;
      elsif tg_table_name = 'app_settings' then row_id := '';
      elsif tg_table_name = 'rounds' then row_id := new.game_type::text;
      else row_id := coalesce(new.id, old.id)::text;
      end if;
      perform pg_notify('roundhouse_changes', tg_table_name || ':' || row_id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger users_changed after update of status, level, role, password_hash on users
    for each row execute function notify_change()`.execute(db);
  await sql`
    create trigger sessions_changed after update of revoked_at, expires_at or delete on sessions
    for each row execute function notify_change()`.execute(db);
  await sql`
    create trigger rooms_changed after insert or update or delete on rooms
    for each row execute function notify_change()`.execute(db);
  await sql`
    create trigger rounds_changed after insert or update of status on rounds
    for each row execute function notify_change()`.execute(db);
  await sql`
    create trigger app_settings_changed after insert or update or delete on app_settings
    for each statement execute function notify_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger ledger_entries_balanced on ledger_entries`.execute(db);
  await sql`drop function ledger_statement_balanced`.execute(db);
  await sql`
    create constraint trigger ledger_entries_balanced after insert on ledger_entries
    deferrable initially deferred for each row execute function ledger_txn_balanced()`.execute(db);
  await sql`drop trigger app_settings_changed on app_settings`.execute(db);
  await sql`drop trigger rounds_changed on rounds`.execute(db);
  await sql`drop trigger rooms_changed on rooms`.execute(db);
  await sql`drop trigger sessions_changed on sessions`.execute(db);
  await sql`drop trigger users_changed on users`.execute(db);
  await sql`drop function notify_change, place_orders, round_lock_key`.execute(db);
}
