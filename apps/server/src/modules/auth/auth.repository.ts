import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { MemoReads } from '../../db/memo.ts';

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/**
 * The member's columns a remembered session decides by. A process keeps sessions in memory while
 * the change feed is live, so the users_changed trigger must announce a change to each of them
 * (migration 2026-11-25T0100; sessions.test.ts holds the two lists together).
 */
export const SESSION_USER_COLUMNS = [
  'username',
  'role',
  'status',
  'level',
  'must_change_password',
  'must_change_pay_password',
  'totp_enabled_at',
] as const;

/** What a remembered session keeps (findByTokenHash): the cache's contract (db/memo.ts). */
export const SESSION_READS: MemoReads = {
  name: 'auth: sessions by token',
  tables: [
    {
      table: 'sessions',
      columns: ['id', 'user_id', 'last_seen_at', 'expires_at', 'revoked_at', 'second_factor_at'],
      unwatched: {
        id: 'never changes',
        user_id: 'never changes',
        last_seen_at:
          "this process's view: read again from the database before a session ends for idleness, and touch() drops the kept row",
      },
      on: ['delete'],
    },
    { table: 'users', columns: SESSION_USER_COLUMNS },
  ],
};

export class SessionsRepository {
  constructor(private readonly db: Db) {}

  async create(trx: Executor, session: { userId: number; tokenHash: Buffer; expiresAt: Date; ip: string }) {
    await trx
      .insertInto('sessions')
      .values({ user_id: session.userId, token_hash: session.tokenHash, expires_at: session.expiresAt, ip: session.ip })
      .execute();
  }

  findByTokenHash(tokenHash: Buffer) {
    return this.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select([
        's.id',
        's.user_id',
        's.last_seen_at',
        's.expires_at',
        's.revoked_at',
        's.second_factor_at',
        ...SESSION_USER_COLUMNS.map((column) => `u.${column}` as const),
      ])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async touch(id: string): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: sql<Date>`now()` }).where('id', '=', id).execute();
  }

  async revoke(id: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Ends every session of a user (frozen, or their password reset). */
  async revokeAll(trx: Executor, userId: number): Promise<void> {
    await trx
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** A member's latest sessions, for the console. */
  ofUser(userId: number, limit: number) {
    return this.db
      .selectFrom('sessions')
      .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at', 'ip'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }

  /** Ends every other session of a user (a password change, a second factor turned on, "sign out elsewhere"). */
  async revokeOthers(userId: number, keepId: string, executor: Executor = this.db): Promise<void> {
    await executor
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('id', '!=', keepId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}

export class InvitationsRepository {
  constructor(private readonly db: Db) {}

  async isUsable(code: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('invitation_codes')
      .select('code')
      .where('code', '=', code)
      .where('enabled', '=', true)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Inserts a code; answers false when it already exists. */
  async insert(trx: Executor, code: string, ownerUserId: number | null): Promise<boolean> {
    const result = await trx
      .insertInto('invitation_codes')
      .values({ code, owner_user_id: ownerUserId })
      .onConflict((oc) => oc.column('code').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}
