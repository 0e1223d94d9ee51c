import { type Kysely, sql } from 'kysely';

/** Deposits, withdrawal accounts and withdrawals; the money itself moves only in the ledger. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bank_cards')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('Bank', 'USDT-TRC', 'USDT-ERC')`))
    .addColumn('bank', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('branch', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('account', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('realname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    // The same account or address twice is one card (a double submission adds nothing).
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await sql`create unique index bank_cards_live on bank_cards (user_id, fingerprint) where deleted_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('deposits')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'confirmed', 'rejected')`))
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'bigint', (c) => c.references('users.id'))
    .execute();
  await sql`create unique index deposits_request on deposits (user_id, request_id) where request_id is not null`.execute(
    db,
  );
  await db.schema.createIndex('deposits_status').on('deposits').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('bank_card_id', 'bigint', (c) => c.notNull().references('bank_cards.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'paid', 'rejected')`))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'bigint', (c) => c.references('users.id'))
    .execute();
  await sql`create unique index withdrawals_request on withdrawals (user_id, request_id) where request_id is not null`.execute(
    db,
  );
  await db.schema.createIndex('withdrawals_user').on('withdrawals').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('withdrawals_status').on('withdrawals').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['withdrawals', 'deposits', 'bank_cards']) await db.schema.dropTable(table).execute();
}
