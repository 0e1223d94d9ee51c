import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Fixed-window counters in PostgreSQL, so that every API process shares them (DESIGN.md §10).
 * One statement per hit: no read-then-write race.
 */
export class RateLimitsRepository {
  constructor(private readonly db: Db) {}

  /** Counts one hit in `bucket` and answers the hits in the current window, this one included. */
  async hit(bucket: string, windowSeconds: number): Promise<number> {
    const row = await this.db
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
      .executeTakeFirstOrThrow();
    return row.hits;
  }

  /** The hits in the current window, without counting one. */
  async count(bucket: string, windowSeconds: number): Promise<number> {
    const row = await this.db
      .selectFrom('rate_limits')
      .select('hits')
      .where('bucket', '=', bucket)
      .where('window_started_at', '>=', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
      .executeTakeFirst();
    return row?.hits ?? 0;
  }

  async clear(bucket: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('bucket', '=', bucket).execute();
  }
}
