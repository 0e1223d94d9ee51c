import type { Executor } from '../../db/database.ts';

export const USER_ACCOUNT_KINDS = ['user_cash', 'user_withdraw_hold', 'user_pledge'] as const;

/** The ledger's accounts. This module is the only one that creates accounts or moves money. */
export class AccountsRepository {
  /** Opens a new user's cash, withdrawal-hold and pledge accounts at zero. */
  async openUserAccounts(trx: Executor, userId: number): Promise<void> {
    await trx
      .insertInto('accounts')
      .values(USER_ACCOUNT_KINDS.map((kind) => ({ kind, user_id: userId })))
      .onConflict((oc) => oc.columns(['user_id', 'kind']).where('user_id', 'is not', null).doNothing())
      .execute();
  }
}
