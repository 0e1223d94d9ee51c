import type { Executor } from '../users/users.repository.ts';

/** The ledger's accounts. This module is the only one that creates accounts or moves money. */
export class AccountsRepository {
  /** Opens a new user's cash account at zero (the wallet's hold and pledge accounts come with it). */
  async openUserAccounts(trx: Executor, userId: number): Promise<void> {
    await trx
      .insertInto('accounts')
      .values({ kind: 'user_cash', user_id: userId })
      .onConflict((oc) => oc.columns(['user_id', 'kind']).where('user_id', 'is not', null).doNothing())
      .execute();
  }
}
