import type { Role } from '@roundhouse/contract';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import { escapeLike } from '../../db/like.ts';
import type { NewUser, User } from '../../db/schema.ts';

/** What the console's member list asks for (issue 29). */
export interface MemberFilter {
  q?: string | undefined;
  status?: 'active' | 'frozen' | undefined;
  level?: number | undefined;
  sort?: 'newest' | 'oldest' | 'balance' | undefined;
}

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

  /** The member's own new password: any reset an operator made is done with. */
  async setPasswordHash(id: number, passwordHash: string, executor: Executor = this.db): Promise<void> {
    await executor
      .updateTable('users')
      .set({ password_hash: passwordHash, must_change_password: false })
      .where('id', '=', id)
      .execute();
  }

  async setCredentials(id: number, passwordHash: string, role: Role): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash, role }).where('id', '=', id).execute();
  }

  async setPayPasswordHash(id: number, payPasswordHash: string, executor: Executor = this.db): Promise<void> {
    await executor
      .updateTable('users')
      .set({ pay_password_hash: payPasswordHash, must_change_pay_password: false })
      .where('id', '=', id)
      .execute();
  }

  /** A member's row under a lock, for an operator's change. */
  lockForUpdate(trx: Executor, id: number) {
    return trx.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  async setStatus(trx: Executor, id: number, status: 'active' | 'frozen'): Promise<void> {
    await trx.updateTable('users').set({ status }).where('id', '=', id).execute();
  }

  /** An operator's reset: the new hash, and the member must change it before anything else. */
  async resetPassword(trx: Executor, id: number, kind: 'login' | 'pay', hash: string): Promise<void> {
    await trx
      .updateTable('users')
      .set(
        kind === 'login'
          ? { password_hash: hash, must_change_password: true, staff_reset_at: sql<Date>`now()` }
          : { pay_password_hash: hash, must_change_pay_password: true, staff_reset_at: sql<Date>`now()` },
      )
      .where('id', '=', id)
      .execute();
  }

  /**
   * Members (and staff) whose name, nickname, phone or invitation code contains `q`, of a status and
   * VIP level, newest first or by join date or cash balance (issue 29).
   */
  search(filter: MemberFilter, limit: number, offset: number) {
    let base = this.searchBase(filter.q ?? '');
    if (filter.status) base = base.where('u.status', '=', filter.status);
    if (filter.level !== undefined) base = base.where('u.level', '=', filter.level);
    const columns = this.withMemberColumns(base);
    const sorted =
      filter.sort === 'balance'
        ? columns.orderBy(sql`coalesce(a.balance_cents, 0)`, 'desc').orderBy('u.id', 'desc')
        : columns.orderBy('u.id', filter.sort === 'oldest' ? 'asc' : 'desc');
    return Promise.all([
      sorted.limit(limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]).then(([rows, count]) => ({ rows, total: Number(count.n) }));
  }

  /** One account as the console's member list shows it. */
  memberRow(id: number) {
    return this.withMemberColumns(this.searchBase('').where('u.id', '=', id)).executeTakeFirst();
  }

  private withMemberColumns(base: ReturnType<UsersRepository['searchBase']>) {
    return base
      .leftJoin('accounts as a', (j) => j.onRef('a.user_id', '=', 'u.id').on('a.kind', '=', 'user_cash'))
      .select([
        'u.id',
        'u.username',
        'u.quhao',
        'u.nickname',
        'u.level',
        'u.vip_override',
        'u.role',
        'u.status',
        'u.created_at',
        'u.settled_stake_cents',
        'u.must_change_password',
        'u.must_change_pay_password',
        'a.balance_cents',
        'i.code as invitation_code',
      ]);
  }

  private searchBase(q: string) {
    let query = this.db.selectFrom('users as u').leftJoin('invitation_codes as i', 'i.owner_user_id', 'u.id');
    const text = q.trim();
    if (text) {
      const like = `%${escapeLike(text)}%`;
      query = query.where((eb) =>
        eb.or([
          eb('u.username', 'ilike', like),
          eb('u.nickname', 'ilike', like),
          eb('u.login_key', 'ilike', like),
          eb('i.code', 'ilike', like),
          ...(/^\d{1,16}$/.test(text) ? [eb('u.id', '=', Number(text))] : []),
        ]),
      );
    }
    return query;
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('role', '=', 'user')
      .executeTakeFirstOrThrow();
    return Number(row.n);
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
        'u.must_change_password',
        'u.must_change_pay_password',
        'a.balance_cents',
        'i.code as invitation_code',
      ])
      .where('u.id', '=', id)
      .executeTakeFirst();
  }

  /**
   * Adds a settled round's stakes (member → cents) to its members' lifetime stake, then moves the
   * level of those whose level it changes (only those rows are written again: a level change is
   * announced to every process through the change feed). `thresholds` are the stakes of levels 1–8
   * in cents.
   */
  async addSettledStakes(trx: Executor, stakes: Map<number, number>, thresholds: number[]): Promise<void> {
    if (stakes.size === 0) return;
    const ids = [...stakes.keys()];
    await sql`
      update users u set settled_stake_cents = u.settled_stake_cents + s.stake
      from unnest(${ids}::bigint[], ${[...stakes.values()]}::bigint[]) as s(id, stake)
      where u.id = s.id`.execute(trx);
    await sql`
      update users u set level = x.level
      from (
        select u2.id, coalesce(u2.vip_override,
          (select count(*)::int from unnest(${thresholds}::bigint[]) t where t <= u2.settled_stake_cents)) as level
        from users u2 where u2.id = any(${ids}::bigint[])
      ) x
      where u.id = x.id and u.level is distinct from x.level`.execute(trx);
  }

  /** Sets or clears an operator's override and the level that follows from it, in one statement. */
  async setVipOverride(trx: Executor, id: number, override: number | null, thresholds: number[]) {
    const result = await sql<{ level: number; vip_override: number | null }>`
      update users set vip_override = ${override},
        level = coalesce(${override}::smallint,
          (select count(*)::int from unnest(${thresholds}::bigint[]) t where t <= settled_stake_cents))
      where id = ${id} and role = 'user'
      returning level, vip_override`.execute(trx);
    return result.rows[0];
  }
}
