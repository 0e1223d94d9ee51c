import { type Kysely, sql } from 'kysely';

/**
 * A settled or cancelled order never changes again (decision 034): its status, payout and
 * settlement time are written once. The trigger's condition is checked by the executor for each
 * row the settlement updates (all of them open, so the function never runs there). Current text:
 * orders.sql.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create trigger orders_settled_once before update of status, payout_cents, settled_at on orders
      for each row when (old.status <> 'open')
      execute function refuse_change('settled and cancelled orders')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger orders_settled_once on orders`.execute(db);
}
