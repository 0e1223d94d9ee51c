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
