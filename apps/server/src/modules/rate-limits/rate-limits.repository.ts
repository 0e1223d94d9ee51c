import { sql } from 'kysely';
import { commitWithoutFlush, type Db } from '../../db/database.ts';

/**
 * Fixed-window counters in PostgreSQL, so that every API process shares them (DESIGN.md §10).
 * One statement per hit: no read-then-write race. Each commits without waiting for the disk
 * (decision 033): a counter is not money, and the per-address one is a hot row.
 */
export class RateLimitsRepository {
  constructor(private readonly db: Db) {}

  /** Counts one hit in `bucket` and answers the hits in the current window, this one included. */
  async hit(bucket: string, windowSeconds: number): Promise<number> {
    const row = await commitWithoutFlush(this.db, (trx) =>
      trx
        .insertInto('rate_limits')
        .values({ bucket, window_started_at: sql<Date>`now()`, hits: 1 })
        .onConflict((oc) =>
          oc.column('bucket').doUpdateSet({
            // A window that has run out starts again at this hit.
            hits: sql<number>`case when rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.hits + 1 end`,
            window_started_at: sql<Date>`case when rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_started_at end`,
          }),
        )
        .returning('hits')
        .executeTakeFirstOrThrow(),
    );
    return row.hits;
  }

  /**
   * Reserves one attempt before a secret is compared: answers false when `max` are already used
   * in the window. The hit is counted in the same statement that reads the count, so a burst of
   * parallel attempts gets exactly `max` through, however many arrive at once. The count is of
   * attempts in flight plus failures: the caller releases an attempt that succeeded, and a refused
   * one is given back here (nothing was compared), so a burst of right answers locks nobody out.
   */
  async reserve(bucket: string, windowSeconds: number, max: number): Promise<boolean> {
    if ((await this.hit(bucket, windowSeconds)) <= max) return true;
    await this.release(bucket);
    return false;
  }

  /** Gives back one reserved attempt (it succeeded, so it is not a failure). */
  async release(bucket: string): Promise<void> {
    await commitWithoutFlush(this.db, (trx) =>
      trx
        .updateTable('rate_limits')
        .set({ hits: sql<number>`greatest(hits - 1, 0)` })
        .where('bucket', '=', bucket)
        .execute(),
    );
  }

  async clear(bucket: string): Promise<void> {
    await commitWithoutFlush(this.db, (trx) => trx.deleteFrom('rate_limits').where('bucket', '=', bucket).execute());
  }
}
