import type { Db, Fence } from '../../db/database.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { winsOf } from '../orders/order-views.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { RoundsService } from '../rounds/rounds.service.ts';
import type { UsersService } from '../users/users.service.ts';

/**
 * Settles drawn rounds (DESIGN.md §6): above orders and rounds, so that those two depend one way
 * only (orders → rounds), and called by the scheduler.
 */
export class SettlementService {
  constructor(
    private readonly deps: {
      db: Db;
      rounds: RoundsService;
      orders: OrdersService;
      ledger: LedgerService;
      users: UsersService;
    },
  ) {}

  /**
   * Settles a drawn round in ONE transaction: every order won or lost, every winner credited
   * stake × odds through the ledger (one house entry), the stakes counted toward VIP levels, the
   * round marked settled. Answers false when
   * another process settled it first. The scheduler's fence makes a leader that lost its lease
   * write nothing.
   */
  async settle(
    roundId: number,
    fence?: Fence,
  ): Promise<{ settled: boolean; winners: number; paid: number; orders: number }> {
    const addSettledStakes = await this.deps.users.settledStakesCounter();
    return this.deps.db.transaction().execute(async (trx) => {
      const round = await this.deps.rounds.lockDrawn(trx, roundId);
      if (!round) return { settled: false, winners: 0, paid: 0, orders: 0 };
      const { stakes, payouts, orders } = await this.deps.orders.settleRound(trx, round.id, winsOf(round));
      await this.deps.ledger.creditMany(trx, {
        reason: 'payout',
        ref: { type: 'round', id: round.id },
        from: 'house',
        credits: payouts,
      });
      await addSettledStakes(trx, stakes);
      await this.deps.rounds.markSettled(trx, round.id);
      await fence?.(trx);
      return {
        settled: true,
        winners: payouts.size,
        paid: [...payouts.values()].reduce((a, b) => a + b, 0),
        orders,
      };
    });
  }
}
