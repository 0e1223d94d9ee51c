import { sql } from 'kysely';
import type { Executor } from './database.ts';
import type { MemoReads } from './memo.ts';

/** A trigger that calls notify_change (the change feed's source), as the database defines it. */
export interface AnnouncingTrigger {
  table: string;
  /** The columns of its `update of` list; empty when any update fires it. */
  columns: string[];
  insert: boolean;
  update: boolean;
  delete: boolean;
}

/** Every change-feed trigger of the database (pg_trigger's type bits: 4 insert, 8 delete, 16 update). */
export async function announcingTriggers(db: Executor): Promise<AnnouncingTrigger[]> {
  const { rows } = await sql<{ table: string; type: number; columns: string[] }>`
    select c.relname as table, t.tgtype::int as type,
           coalesce(array_agg(a.attname::text) filter (where a.attname is not null), '{}') as columns
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_proc p on p.oid = t.tgfoid
    left join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = any (t.tgattr::int2[])
    where p.proname = 'notify_change' and not t.tgisinternal
    group by c.relname, t.oid, t.tgtype`.execute(db);
  return rows.map((r) => ({
    table: r.table,
    columns: r.columns,
    insert: (r.type & 4) !== 0,
    delete: (r.type & 8) !== 0,
    update: (r.type & 16) !== 0,
  }));
}

/**
 * What the memos read that no trigger announces: each entry a sentence naming the memo, the table
 * and the column or event. Empty when every cache hears of every change to what it keeps.
 */
export function unannounced(memos: readonly MemoReads[], triggers: readonly AnnouncingTrigger[]): string[] {
  const problems: string[] = [];
  for (const memo of memos) {
    for (const reads of memo.tables ?? []) {
      const onTable = triggers.filter((t) => t.table === reads.table);
      const updates = onTable.filter((t) => t.update);
      const everyColumn = updates.some((t) => t.columns.length === 0);
      const watched = new Set(updates.flatMap((t) => t.columns));
      if (reads.columns === 'all') {
        if (!everyColumn)
          problems.push(`${memo.name} reads every column of ${reads.table}, but not every update is announced`);
      } else if (!everyColumn) {
        for (const column of reads.columns) {
          if (!watched.has(column) && !(column in (reads.unwatched ?? {}))) {
            problems.push(`${memo.name} reads ${reads.table}.${column}, which no trigger announces`);
          }
        }
      }
      for (const event of reads.on ?? []) {
        if (!onTable.some((t) => t[event])) problems.push(`${memo.name} needs ${event}s on ${reads.table} announced`);
      }
    }
  }
  return problems;
}
