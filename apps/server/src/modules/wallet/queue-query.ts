import type { QueueQuery } from '@roundhouse/contract';
import { parseUsd } from '@roundhouse/game';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { escapeLike } from '../../db/like.ts';
import { AppError } from '../../http/app-error.ts';

/** A queue's page as the repository reads it (issue 29). */
export interface QueuePage {
  q: string;
  from: Date | null;
  to: Date | null;
  sort: 'newest' | 'oldest' | 'largest';
  limit: number;
  offset: number;
}

/** The console's query, with days as instants (UTC) and the page as limit and offset. */
export function queuePage(query: QueueQuery): QueuePage {
  const size = query.size ?? 500;
  // A day that the pattern lets through but the calendar does not (2026-02-30) is refused by name.
  const dayAt = (field: 'from' | 'to', plus = 0) => {
    const day = query[field];
    if (!day) return null;
    const at = new Date(`${day}T00:00:00Z`);
    if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day) throw new AppError(1001, { field });
    return new Date(at.getTime() + plus);
  };
  return {
    q: (query.q ?? '').trim(),
    from: dayAt('from'),
    to: dayAt('to', 86_400_000),
    sort: query.sort ?? 'newest',
    limit: size,
    offset: ((query.page ?? 1) - 1) * size,
  };
}

/**
 * What `q` matches in a queue row `t` (`d` a deposit, `w` a withdrawal) with its member `u`: an id
 * ("#12"), an amount ("125", "125.5"), part of the member's name or (deposits) of the reference.
 */
function queueMatch(t: 'd' | 'w', q: string): RawBuilder<boolean> {
  const id = /^#(\d{1,15})$/.exec(q);
  if (id) return sql<boolean>`${sql.ref(`${t}.id`)} = ${Number(id[1])}`;
  const like = `%${escapeLike(q)}%`;
  const parts = [sql<boolean>`u.username ilike ${like}`];
  if (t === 'd') parts.push(sql<boolean>`d.reference ilike ${like}`);
  const cents = /^\d{1,12}(\.\d{1,2})?$/.test(q) ? parseUsd(q) : null;
  if (cents !== null) parts.push(sql<boolean>`${sql.ref(`${t}.amount_cents`)} = ${cents}`);
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/** Which rows of a queue (`d` deposits, `w` withdrawals) a page shows: of a status, matching `q`, between two days. */
export function queueWhere(t: 'd' | 'w', status: string | undefined, page: QueuePage): RawBuilder<boolean> {
  const where = [sql<boolean>`true`];
  if (status) where.push(sql<boolean>`${sql.ref(`${t}.status`)} = ${status}`);
  if (page.q) where.push(queueMatch(t, page.q));
  if (page.from) where.push(sql<boolean>`${sql.ref(`${t}.created_at`)} >= ${page.from}`);
  if (page.to) where.push(sql<boolean>`${sql.ref(`${t}.created_at`)} < ${page.to}`);
  return sql<boolean>`(${sql.join(where, sql` and `)})`;
}

/** A queue page's order: newest or oldest first (by id), or the largest amount first. */
export function queueOrder(t: 'd' | 'w', sort: QueuePage['sort']): RawBuilder<unknown> {
  const id = sql.ref(`${t}.id`);
  if (sort === 'largest') return sql`${sql.ref(`${t}.amount_cents`)} desc, ${id} desc`;
  return sort === 'oldest' ? sql`${id} asc` : sql`${id} desc`;
}

/** A page of a queue's rows (`t`: `d` deposits, `w` withdrawals, with their member `u`), as the query says. */
export function queueRows<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  t: 'd' | 'w',
  status: string | undefined,
  page: QueuePage,
): Promise<O[]> {
  return rows
    .where(queueWhere(t, status, page))
    .orderBy(queueOrder(t, page.sort))
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/**
 * How many items of a queue (`d` deposits, `w` withdrawals) match a page's query over all its pages:
 * the console's "N in all". A query of its own, so that the page's per-row reads stay per page.
 */
export async function queueMatching(
  db: Executor,
  t: 'd' | 'w',
  status: string | undefined,
  page: QueuePage,
): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from ${sql.table(t === 'd' ? 'deposits' : 'withdrawals')} ${sql.raw(t)}
    join users u on u.id = ${sql.ref(`${t}.user_id`)}
    where ${queueWhere(t, status, page)}`.execute(db);
  return rows[0]?.n ?? 0;
}
