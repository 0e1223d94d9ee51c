import type { Executor } from '../../db/database.ts';

export interface StoredKey {
  operation: string;
  fingerprint: string;
}

/** Request keys live in the caller's transaction: every method takes its executor. */
export class RequestKeysRepository {
  /**
   * Inserts a key; answers false when (user, request_id) exists. A key held by a transaction still
   * running makes this wait for it: if that one commits this answers false, if it rolls back true.
   */
  async insert(trx: Executor, userId: number, requestId: string, key: StoredKey): Promise<boolean> {
    const row = await trx
      .insertInto('request_keys')
      .values({ user_id: userId, request_id: requestId, ...key })
      .onConflict((oc) => oc.columns(['user_id', 'request_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  find(executor: Executor, userId: number, requestId: string): Promise<StoredKey | undefined> {
    return executor
      .selectFrom('request_keys')
      .select(['operation', 'fingerprint'])
      .where('user_id', '=', userId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
  }

  /** Keeps the id of the row a console create made under this key. */
  async keepResult(trx: Executor, userId: number, requestId: string, resultId: number): Promise<void> {
    await trx
      .updateTable('request_keys')
      .set({ result_id: resultId })
      .where('user_id', '=', userId)
      .where('request_id', '=', requestId)
      .execute();
  }

  async resultOf(trx: Executor, userId: number, requestId: string): Promise<number | undefined> {
    const row = await trx
      .selectFrom('request_keys')
      .select('result_id')
      .where('user_id', '=', userId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    return row?.result_id == null ? undefined : Number(row.result_id);
  }
}
