import { sql } from 'kysely';
import { type Db, withoutFlush } from '../../db/database.ts';

/**
 * Fixed-window counters in PostgreSQL, so that every API process shares them (DESIGN.md §10).
 * One statement per hit: no read-then-write race. Each commits without waiting for the disk, in a
 * statement of its own (withoutFlush, decision 033): a counter is not money, and the per-address
 * one is a hot row.
 */
export class RateLimitsRepository {
  constructor(private readonly db: Db) {}

  /** Counts one hit in `bucket` and answers the hits in the current window, this one included. */
  async hit(bucket: string, windowSeconds: number): Promise<number> {
    // A window that has run out starts again at this hit.
    const over = sql`rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})`;
    const { rows } = await sql<{ hits: number }>`
      insert into rate_limits (bucket, window_started_at, hits)
      select ${bucket}::text, now(), 1 from ${withoutFlush} as setting
      on conflict (bucket) do update set
        hits = case when ${over} then 1 else rate_limits.hits + 1 end,
        window_started_at = case when ${over} then now() else rate_limits.window_started_at end
      returning hits`.execute(this.db);
    const [row] = rows;
    if (!row) throw new Error('a rate limit hit returned no row');
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
    await sql`
      update rate_limits set hits = greatest(hits - 1, 0)
      from ${withoutFlush} as setting where bucket = ${bucket}`.execute(this.db);
  }

  async clear(bucket: string): Promise<void> {
    await sql`delete from rate_limits using ${withoutFlush} as setting where bucket = ${bucket}`.execute(this.db);
  }
}
