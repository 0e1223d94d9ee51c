import { type Kysely, sql } from 'kysely';

/** Request keys scoped by operation, and the scheduler's lease (DESIGN.md §4, §10). */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per (member, request_id): the operation that used it and a fingerprint of its payload.
  // Every money-moving call claims its key here first, in its own transaction, so the same id sent
  // to another operation or with another payload is refused instead of answering "ok".
  await db.schema
    .createTable('request_keys')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('request_keys_pk', ['user_id', 'request_id'])
    .execute();
  // Ids used before this table existed: their operation is known, their payload is not ('*').
  await sql`
    insert into request_keys (user_id, request_id, operation, fingerprint)
    select user_id, request_id, 'recharge', '*' from deposits where request_id is not null
    union all
    select user_id, request_id, 'withdraw', '*' from withdrawals where request_id is not null
    union all
    select distinct user_id, request_id, 'order', '*' from orders where request_id is not null
    on conflict do nothing`.execute(db);

  // The round scheduler's leader: a lease renewed every second, with a generation as fencing token.
  // `kind` always repeated `reason`: one column says why money moved.
  await db.schema.alterTable('ledger_txns').dropColumn('kind').execute();

  await db.schema
    .createTable('leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('generation', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('leases').execute();
  await db.schema.alterTable('ledger_txns').addColumn('kind', 'text').execute();
  // The ledger is append-only (a trigger refuses updates): refilling the old column is the exception.
  await sql`alter table ledger_txns disable trigger ledger_txns_append_only`.execute(db);
  await sql`update ledger_txns set kind = reason`.execute(db);
  await sql`alter table ledger_txns enable trigger ledger_txns_append_only`.execute(db);
  await sql`alter table ledger_txns alter column kind set not null`.execute(db);
  await db.schema.dropTable('request_keys').execute();
}
