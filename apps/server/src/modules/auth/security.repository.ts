import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { SignInsTable } from '../../db/schema.ts';
import { hashToken } from './auth.repository.ts';

/** A member's sessions and sign-ins as they see them (members' security, issue 23). */
export class SecurityRepository {
  constructor(private readonly db: Db) {}

  async recordSignIn(row: { user_id: number; ip: string; user_agent: string; result: SignInsTable['result'] }) {
    await this.db.insertInto('sign_ins').values(row).execute();
  }

  /** Labels the session a token opened with its browser; answers its member and id. */
  sessionOpened(token: string, userAgent: string) {
    return this.db
      .updateTable('sessions')
      .set({ user_agent: userAgent })
      .where('token_hash', '=', hashToken(token))
      .returning(['id', 'user_id'])
      .executeTakeFirst();
  }

  /** Whether the member signed in from this browser before (the sign-in just made aside). */
  async knownBrowser(userId: number, userAgent: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('sign_ins')
      .select('id')
      .where('user_id', '=', userId)
      .where('user_agent', '=', userAgent)
      .where('result', '=', 'ok')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  signIns(userId: number, limit: number) {
    return this.db
      .selectFrom('sign_ins')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  liveSessions(userId: number) {
    return this.db
      .selectFrom('sessions')
      .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .orderBy('last_seen_at', 'desc')
      .limit(50)
      .execute();
  }

  /** Ends one of the member's own sessions; false when it is not theirs or already ended. */
  async end(executor: Executor, userId: number, sessionId: string): Promise<boolean> {
    const row = await executor
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
