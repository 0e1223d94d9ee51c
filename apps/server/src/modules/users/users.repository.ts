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
        'u.role',
        'a.balance_cents',
        'i.code as invitation_code',
      ])
      .where('u.id', '=', id)
      .executeTakeFirst();
  }
}
