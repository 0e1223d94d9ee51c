import type { Db } from '../../db/database.ts';

/** What the payout desk reads: a withdrawal's card, whole (issue 29). */
export class PayoutDeskRepository {
  constructor(private readonly db: Db) {}

  /** The whole destination a withdrawal pays to (its card, even deleted since). */
  payoutDetails(id: number) {
    return this.db
      .selectFrom('withdrawals as w')
      .innerJoin('bank_cards as c', 'c.id', 'w.bank_card_id')
      .select(['w.id', 'w.user_id', 'c.type', 'c.realname', 'c.bank', 'c.branch', 'c.account', 'c.address'])
      .where('w.id', '=', id)
      .executeTakeFirst();
  }
}
