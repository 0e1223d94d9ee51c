import { type Kysely, sql } from 'kysely';

/** Rooms, fairness chains, rounds and orders (DESIGN.md §6). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rooms')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('game_type', 'smallint', (c) => c.notNull().check(sql`game_type in (1, 2)`))
    .addColumn('hall', 'smallint', (c) => c.notNull().check(sql`hall in (1, 2)`))
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_chs', 'text', (c) => c.notNull())
    .addColumn('title_cht', 'text', (c) => c.notNull())
    .addColumn('minjoin_cents', 'bigint', (c) => c.notNull().check(sql`minjoin_cents >= 0`))
    .addColumn('minbuy_cents', 'bigint', (c) => c.notNull().check(sql`minbuy_cents >= 100`))
    // Odds × 10,000 (1.95 → 19500): exact integers, so payouts are exact to the cent.
    .addColumn('rate0_bp', 'integer', (c) => c.notNull().check(sql`rate0_bp between 10000 and 100000`))
    .addColumn('rate1_bp', 'integer', (c) => c.notNull().check(sql`rate1_bp between 10000 and 100000`))
    .addColumn('rate2_bp', 'integer', (c) => c.notNull().check(sql`rate2_bp between 10000 and 100000`))
    .addColumn('rate3_bp', 'integer', (c) => c.notNull().check(sql`rate3_bp between 10000 and 100000`))
    .addColumn('label_set', 'text', (c) => c.notNull().defaultTo('trade').check(sql`label_set in ('trade', 'classic')`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('chains')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('game_type', 'smallint', (c) => c.notNull())
    // The secret top seed s_N; every round's seed is derived from it by hashing.
    .addColumn('top_seed', 'bytea', (c) => c.notNull())
    .addColumn('length', 'integer', (c) => c.notNull())
    .addColumn('terminal_hash', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('salt_origin', 'text', (c) => c.notNull())
    .addColumn('next_index', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('chains_type').on('chains').columns(['game_type', 'id']).execute();

  await db.schema
    .createTable('rounds')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('game_type', 'smallint', (c) => c.notNull())
    .addColumn('seqno', 'bigint', (c) => c.notNull())
    .addColumn('chain_id', 'integer', (c) => c.notNull().references('chains.id'))
    .addColumn('chain_index', 'integer', (c) => c.notNull())
    // s_{k-1}: public before the round opens; SHA-256 of the round's seed must equal it.
    .addColumn('commit_hash', 'text', (c) => c.notNull())
    .addColumn('opens_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closes_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'closed', 'drawn', 'settled')`))
    .addColumn('seed', 'text')
    .addColumn('num1', 'smallint')
    .addColumn('num2', 'smallint')
    .addColumn('num3', 'smallint')
    .addColumn('sum', 'smallint')
    .addColumn('drawn_at', 'timestamptz')
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('rounds_type_seqno', ['game_type', 'seqno'])
    .addUniqueConstraint('rounds_chain_index', ['chain_id', 'chain_index'])
    .execute();
  await db.schema.createIndex('rounds_status').on('rounds').columns(['status', 'closes_at']).execute();
  await db.schema.createIndex('rounds_type_opens').on('rounds').columns(['game_type', 'opens_at']).execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('round_id', 'bigint', (c) => c.notNull().references('rounds.id'))
    .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id'))
    .addColumn('game_type', 'smallint', (c) => c.notNull())
    .addColumn('outcome', 'smallint', (c) => c.notNull().check(sql`outcome between 0 and 3`))
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'cancelled', 'won', 'lost')`))
    .addColumn('payout_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('follow_of', 'bigint', (c) => c.references('orders.id'))
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('orders_round').on('orders').columns(['round_id', 'status']).execute();
  await db.schema.createIndex('orders_room_round').on('orders').columns(['room_id', 'round_id', 'id']).execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'created_at']).execute();
  await sql`create index orders_winners on orders (settled_at desc) where status = 'won'`.execute(db);
  // One request id per user places at most one set of orders (a retry finds the first).
  await sql`create index orders_request on orders (user_id, request_id) where request_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['orders', 'rounds', 'chains', 'rooms']) await db.schema.dropTable(table).execute();
}
