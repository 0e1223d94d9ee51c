import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { NewUser, User } from '../../db/schema.ts';

export class UsersRepository {
  constructor(private readonly db: Db) {}

  findByLoginKey(loginKey: string): Promise<User | undefined> {
    return this.db.selectFrom('users').selectAll().where('login_key', '=', loginKey).executeTakeFirst();
  }

  findById(id: number): Promise<User | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Inserts a user; answers undefined when the login identity is already taken. */
  async insert(trx: Executor, user: NewUser): Promise<User | undefined> {
    return trx
      .insertInto('users')
      .values(user)
      .onConflict((oc) => oc.column('login_key').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
  }

  async setCredentials(id: number, passwordHash: string, role: 'user' | 'operator'): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash, role }).where('id', '=', id).execute();
  }

  async setPayPasswordHash(id: number, payPasswordHash: string): Promise<void> {
    await this.db.updateTable('users').set({ pay_password_hash: payPasswordHash }).where('id', '=', id).execute();
  }

  /** The profile with its cash balance and own invitation code, in one query. */
  profile(id: number) {
    return this.db
      .selectFrom('users as u')
      .leftJoin('accounts as a', (j) => j.onRef('a.user_id', '=', 'u.id').on('a.kind', '=', 'user_cash'))
      .leftJoin('invitation_codes as i', 'i.owner_user_id', 'u.id')
      .select([
        'u.id',
        'u.username',
        'u.quhao',
        'u.nickname',
        'u.name',
        'u.level',
        'u.settled_stake_cents',
        'u.vip_override',
        'u.role',
        'a.balance_cents',
        'i.code as invitation_code',
      ])
      .where('u.id', '=', id)
      .executeTakeFirst();
  }

  /**
   * Adds a settled round's stakes to its members' lifetime stake, then moves the level of those
   * whose level it changes (only those rows are written again: a level change is announced to every
   * process through the change feed). `thresholds` are the stakes of levels 1–8 in cents.
   */
  async addSettledStakes(trx: Executor, roundId: number, thresholds: number[]): Promise<void> {
    await sql`
      update users u set settled_stake_cents = u.settled_stake_cents + s.stake
      from (
        select user_id, sum(amount_cents) as stake from orders
        where round_id = ${roundId} and status in ('won', 'lost') group by user_id
      ) s
      where u.id = s.user_id`.execute(trx);
    await sql`
      update users u set level = x.level
      from (
        select u2.id, coalesce(u2.vip_override,
          (select count(*)::int from unnest(${thresholds}::bigint[]) t where t <= u2.settled_stake_cents)) as level
        from users u2 where u2.id in (select user_id from orders where round_id = ${roundId})
      ) x
      where u.id = x.id and u.level is distinct from x.level`.execute(trx);
  }

  /** Sets or clears an operator's override and the level that follows from it, in one statement. */
  async setVipOverride(id: number, override: number | null, thresholds: number[]) {
    const result = await sql<{ level: number; vip_override: number | null }>`
      update users set vip_override = ${override},
        level = coalesce(${override}::smallint,
          (select count(*)::int from unnest(${thresholds}::bigint[]) t where t <= settled_stake_cents))
      where id = ${id} and role = 'user'
      returning level, vip_override`.execute(this.db);
    return result.rows[0];
  }
}
