import { type Kysely, sql } from 'kysely';

/**
 * The order path's references checked once per statement instead of once per row (issue 9,
 * decision 016). A foreign key checks each inserted row with its own query that locks the row it
 * refers to (FOR KEY SHARE): a batch of 25 orders ran 150 such queries, and every order locked the
 * same round, room and house account rows. Members, rounds, rooms and accounts are never deleted
 * and their ids never change — now a rule the database enforces — so a row that exists when an
 * order or entry is written goes on existing, and a lock that guards it against a delete guards
 * nothing. Each INSERT's new rows are checked together at the end of the statement: same guarantee,
 * one query per statement, no locks.
 */
const REFERENCED = ['users', 'rounds', 'rooms', 'accounts'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // What is referred to stays: no delete, no truncate, no new id.
  await sql`
    create function refuse_removal() returns trigger language plpgsql as $$
    begin
      raise exception using errcode = 'restrict_violation',
        message = format('%s are never removed and their ids never change (%s)', tg_table_name, tg_op);
    end $$`.execute(db);
  for (const table of REFERENCED) {
    await sql`
      create trigger ${sql.raw(`${table}_kept`)} before update of id or delete or truncate on ${sql.table(table)}
      for each statement execute function refuse_removal()`.execute(db);
  }

  await sql`
    alter table orders
      drop constraint orders_user_id_fkey,
      drop constraint orders_round_id_fkey,
      drop constraint orders_room_id_fkey`.execute(db);
  await sql`alter table ledger_txns drop constraint ledger_txns_user_id_fkey`.execute(db);
  await sql`
    alter table ledger_entries
      drop constraint ledger_entries_txn_id_fkey,
      drop constraint ledger_entries_account_id_fkey`.execute(db);

  await sql`
    create function orders_refer_to_rows() returns trigger language plpgsql as $$
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
    end $$`.execute(db);
  await sql`
    create trigger orders_refer_to_rows after insert on orders
    referencing new table as added for each statement execute function orders_refer_to_rows()`.execute(db);
  // Who an order belongs to, and where it was placed, never changes.
  await sql`
    create function refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception using errcode = 'restrict_violation',
        message = format('%s: %s never change', tg_table_name, tg_argv[0]);
    end $$`.execute(db);
  await sql`
    create trigger orders_placed_where before update of user_id, round_id, room_id on orders
    for each statement execute function refuse_change('member, round and room')`.execute(db);

  await sql`
    create function ledger_txns_refer_to_rows() returns trigger language plpgsql as $$
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
    end $$`.execute(db);
  await sql`
    create trigger ledger_txns_refer_to_rows after insert on ledger_txns
    referencing new table as added for each statement execute function ledger_txns_refer_to_rows()`.execute(db);

  // The entries' statement check (decision 011) also checks what they refer to. The ledger is
  // append-only, so an entry's transaction and account are only ever checked here, on insert.
  await sql`
    create or replace function ledger_statement_balanced() returns trigger language plpgsql as $$
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
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function ledger_statement_balanced() returns trigger language plpgsql as $$
    declare
      bad record;
    begin
      select e.txn_id, sum(e.amount_cents) as total into bad
      from ledger_entries e
      where e.txn_id = any (array(select distinct a.txn_id from added a))
      group by e.txn_id
      having sum(e.amount_cents) <> 0
      limit 1;
      if found then
        raise exception 'ledger transaction % does not balance (sum %)', bad.txn_id, bad.total;
      end if;
      return null;
    end $$`.execute(db);
  await sql`drop trigger ledger_txns_refer_to_rows on ledger_txns`.execute(db);
  await sql`drop trigger orders_placed_where on orders`.execute(db);
  await sql`drop trigger orders_refer_to_rows on orders`.execute(db);
  await sql`drop function ledger_txns_refer_to_rows, orders_refer_to_rows, refuse_change`.execute(db);
  await sql`
    alter table ledger_entries
      add constraint ledger_entries_txn_id_fkey foreign key (txn_id) references ledger_txns (id) on delete restrict,
      add constraint ledger_entries_account_id_fkey foreign key (account_id) references accounts (id) on delete restrict`.execute(
    db,
  );
  await sql`
    alter table ledger_txns
      add constraint ledger_txns_user_id_fkey foreign key (user_id) references users (id) on delete restrict`.execute(
    db,
  );
  await sql`
    alter table orders
      add constraint orders_user_id_fkey foreign key (user_id) references users (id),
      add constraint orders_round_id_fkey foreign key (round_id) references rounds (id),
      add constraint orders_room_id_fkey foreign key (room_id) references rooms (id)`.execute(db);
  for (const table of REFERENCED) {
    await sql`drop trigger ${sql.raw(`${table}_kept`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function refuse_removal`.execute(db);
}
