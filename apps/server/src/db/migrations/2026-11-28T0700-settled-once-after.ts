import { type Kysely, sql } from 'kysely';

/**
 * The guard that a settled or cancelled order never changes (decision 034) moves from before each
 * row to after it. A BEFORE ROW trigger makes PostgreSQL lock every row it updates before it looks
 * at the trigger's condition: one more WAL record and a dirtied tuple for each of a round's orders
 * at settlement, although the condition is false for all of them. An AFTER ROW trigger's condition
 * is checked on the row the update already holds, and a change it refuses still undoes the whole
 * statement. Current text: orders.sql.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await settledOnce(db, 'after');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await settledOnce(db, 'before');
}

async function settledOnce(db: Kysely<unknown>, when: 'before' | 'after') {
  await sql`drop trigger orders_settled_once on orders`.execute(db);
  await sql`
    create trigger orders_settled_once ${sql.raw(when)} update of status, payout_cents, settled_at on orders
      for each row when (old.status <> 'open')
      execute function refuse_change('settled and cancelled orders')`.execute(db);
}
