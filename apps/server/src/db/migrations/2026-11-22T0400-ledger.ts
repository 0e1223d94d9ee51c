import { type Kysely, sql } from 'kysely';

/** The double-entry ledger (DESIGN.md §5): append-only transactions and entries in integer cents. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_txns')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('restrict'))
    .addColumn('ref_type', 'text')
    .addColumn('ref_id', 'bigint')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A client's request id is unique per user: the same id from two users is two requests.
  await sql`create unique index ledger_txns_request on ledger_txns (user_id, request_id) where request_id is not null`.execute(
    db,
  );
  await db.schema.createIndex('ledger_txns_ref').on('ledger_txns').columns(['ref_type', 'ref_id']).execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('txn_id', 'bigint', (c) => c.notNull().references('ledger_txns.id').onDelete('restrict'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('restrict'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents <> 0`))
    // The account's balance after this entry: kept for user accounts, null for system accounts
    // (their balance is the sum of their entries; no hot row per bet).
    .addColumn('balance_after_cents', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('ledger_entries_account_time')
    .on('ledger_entries')
    .columns(['account_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('ledger_entries_txn').on('ledger_entries').column('txn_id').execute();

  // Debits equal credits: checked when the transaction commits, whatever code wrote the entries.
  await sql`
    create function ledger_txn_balanced() returns trigger language plpgsql as $$
    declare total bigint;
    begin
      select coalesce(sum(amount_cents), 0) into total from ledger_entries where txn_id = new.txn_id;
      if total <> 0 then
        raise exception 'ledger transaction % does not balance (sum %)', new.txn_id, total;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger ledger_entries_balanced after insert on ledger_entries
    deferrable initially deferred for each row execute function ledger_txn_balanced()`.execute(db);

  // Append-only: entries and transactions are never changed or removed.
  await sql`
    create function ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'the ledger is append-only (% on %)', tg_op, tg_table_name;
    end $$`.execute(db);
  for (const table of ['ledger_entries', 'ledger_txns']) {
    await sql`
      create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)}
      for each row execute function ledger_append_only()`.execute(db);
  }

  // Every user has a hold account (withdrawals in flight) and a pledge account (finance) too.
  await sql`
    insert into accounts (kind, user_id)
    select k.kind, u.id from users u cross join (values ('user_withdraw_hold'), ('user_pledge')) as k(kind)
    on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.dropTable('ledger_txns').execute();
  await sql`drop function ledger_txn_balanced, ledger_append_only`.execute(db);
}
