import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** How many rows a table holds. */
export async function rowCount(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Rounds created twice for one slot (there must be none). */
export function duplicateRounds(db: Db) {
  return db
    .selectFrom('rounds')
    .select(['game_type', 'seqno'])
    .groupBy(['game_type', 'seqno'])
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
}

/** A member's accounts with their balances in cents, by kind, read from the ledger's own rows. */
export async function accountsOf(db: Db, username: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('accounts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.kind', 'a.balance_cents'])
    .where('u.username', '=', username)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.kind, r.balance_cents]));
}
