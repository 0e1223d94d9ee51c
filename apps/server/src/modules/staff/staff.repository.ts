import type { StaffRole } from '@roundhouse/contract';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';

/** Staff accounts as the console lists them: with their open sessions and when they were last seen. */
export class StaffRepository {
  constructor(private readonly db: Db) {}

  list(executor: Executor = this.db, id?: number) {
    let query = executor
      .selectFrom('users as u')
      .leftJoin('sessions as s', (join) =>
        join.onRef('s.user_id', '=', 'u.id').on('s.revoked_at', 'is', null).on('s.expires_at', '>', sql<Date>`now()`),
      )
      .select((eb) => [
        'u.id',
        'u.username',
        'u.role',
        'u.status',
        'u.created_at',
        'u.totp_enabled_at',
        eb.fn.count<string>('s.id').as('sessions'),
        eb.fn.max('s.last_seen_at').as('last_seen_at'),
      ])
      .where('u.role', '!=', 'user')
      .groupBy('u.id')
      .orderBy('u.id');
    if (id !== undefined) query = query.where('u.id', '=', id);
    return query.execute();
  }

  /**
   * Serialises every change of a staff role or status (one at a time across processes), so that
   * two admins demoting each other at once cannot leave none: each counts the admins after the other.
   */
  async lockChanges(trx: Executor): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext('staff-accounts'))`.execute(trx);
  }

  async enabledAdmins(trx: Executor): Promise<number> {
    const row = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('role', '=', 'admin')
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async setRole(trx: Executor, id: number, role: StaffRole): Promise<void> {
    await trx.updateTable('users').set({ role }).where('id', '=', id).execute();
  }
}
