import type { MemberMessageKind } from '@roundhouse/contract';
import type { Db, Executor } from '../../db/database.ts';

/** How many of a member's messages the app lists: the newest. */
export const INBOX_SIZE = 100;

export class MessagesRepository {
  constructor(private readonly db: Db) {}

  /** Writes a message in the caller's transaction, so it exists exactly when what it tells of does. */
  async insert(trx: Executor, userId: number, kind: MemberMessageKind, params: Record<string, string>) {
    await trx
      .insertInto('member_messages')
      .values({ user_id: userId, kind, params: JSON.stringify(params) })
      .execute();
  }

  newest(userId: number) {
    return this.db
      .selectFrom('member_messages')
      .select(['id', 'kind', 'params', 'created_at', 'read_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(INBOX_SIZE)
      .execute();
  }

  async readAll(userId: number): Promise<void> {
    await this.db
      .updateTable('member_messages')
      .set({ read_at: new Date() })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .execute();
  }
}
