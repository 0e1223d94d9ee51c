import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export class SmsCodesRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores a new code unless one was sent within the lock; answers false when locked. One
   * statement, so two parallel sends cannot both pass the lock.
   */
  async store(phoneKey: string, codeHash: string, lockSeconds: number, ttlSeconds: number): Promise<boolean> {
    const row = await this.db
      .insertInto('sms_codes')
      .values({
        phone_key: phoneKey,
        code_hash: codeHash,
        sent_at: sql<Date>`now()`,
        expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
      })
      .onConflict((oc) =>
        oc
          .column('phone_key')
          .doUpdateSet({
            code_hash: codeHash,
            sent_at: sql<Date>`now()`,
            expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
            attempts: 0,
          })
          .where('sms_codes.sent_at', '<', sql<Date>`now() - make_interval(secs => ${lockSeconds})`),
      )
      .returning('phone_key')
      .executeTakeFirst();
    return row !== undefined;
  }

  find(phoneKey: string) {
    return this.db
      .selectFrom('sms_codes')
      .select(['code_hash', 'expires_at', 'attempts'])
      .where('phone_key', '=', phoneKey)
      .executeTakeFirst();
  }

  /**
   * Counts one attempt at a live code before it is compared, in one statement: answers the code's
   * hash, or undefined when there is no live code or its attempts are used up. Parallel attempts
   * cannot get more than `max` comparisons.
   */
  async reserveAttempt(phoneKey: string, max: number): Promise<string | undefined> {
    const row = await this.db
      .updateTable('sms_codes')
      .set({ attempts: sql<number>`attempts + 1` })
      .where('phone_key', '=', phoneKey)
      .where('attempts', '<', max)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('code_hash')
      .executeTakeFirst();
    return row?.code_hash;
  }

  /** Uses the code up; answers false when a parallel attempt used it first. */
  async consume(phoneKey: string, codeHash: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('sms_codes')
      .where('phone_key', '=', phoneKey)
      .where('code_hash', '=', codeHash)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
