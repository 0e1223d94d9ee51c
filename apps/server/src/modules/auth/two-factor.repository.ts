import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';

/** A staff member's second factor as stored (issue 23). */
export class TwoFactorRepository {
  constructor(private readonly db: Db) {}

  secrets(userId: number) {
    return this.db
      .selectFrom('users')
      .select(['totp_secret', 'totp_pending_secret', 'totp_enabled_at', 'totp_last_step'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  async setPending(userId: number, secret: string): Promise<void> {
    await this.db.updateTable('users').set({ totp_pending_secret: secret }).where('id', '=', userId).execute();
  }

  /** Turns the pending secret on, if it is still the one confirmed (a second enrolment may have begun). */
  async enable(trx: Executor, userId: number, secret: string, step: number): Promise<boolean> {
    const row = await trx
      .updateTable('users')
      .set({ totp_secret: secret, totp_pending_secret: null, totp_enabled_at: sql<Date>`now()`, totp_last_step: step })
      .where('id', '=', userId)
      .where('totp_pending_secret', '=', secret)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Accepts a time step once: false when it (or a later one) was accepted before. */
  async useStep(userId: number, step: number): Promise<boolean> {
    const row = await this.db
      .updateTable('users')
      .set({ totp_last_step: step })
      .where('id', '=', userId)
      .where('totp_last_step', '<', step)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async replaceRecoveryCodes(trx: Executor, userId: number, hashes: string[]): Promise<void> {
    await trx.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('staff_recovery_codes')
      .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
      .execute();
  }

  /** Uses a recovery code once: false when it is not one of the member's or was used. */
  async useRecoveryCode(userId: number, hash: string): Promise<boolean> {
    const row = await this.db
      .updateTable('staff_recovery_codes')
      .set({ used_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('code_hash', '=', hash)
      .where('used_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async recoveryLeft(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('staff_recovery_codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Removes an account's app and recovery codes (an admin's reset: set up again at next sign-in). */
  async remove(trx: Executor, userId: number): Promise<boolean> {
    const row = await trx
      .updateTable('users')
      .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null })
      .where('id', '=', userId)
      .where('totp_secret', 'is not', null)
      .returning('id')
      .executeTakeFirst();
    await trx.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
    return row !== undefined;
  }

  async markSession(sessionId: string, executor: Executor = this.db): Promise<void> {
    await executor
      .updateTable('sessions')
      .set({ second_factor_at: sql<Date>`now()` })
      .where('id', '=', sessionId)
      .execute();
  }
}
