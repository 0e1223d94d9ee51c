import type { ApiLang, FundRecord } from '@roundhouse/contract';
import type { GameType } from '@roundhouse/game';
import { AppError } from '../../http/app-error.ts';
import { dayEnd, dayStart } from '../../http/days.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { toFundRecord } from './wallet.views.ts';

const FLOW_LIMIT = 500;

/** What a ledger transaction points at: a round (orders, winnings) or an order (a cancelled one). */
export interface TxnRef {
  type: string;
  id: number;
}
/** The round of each reference that has one, keyed `type:id` (the games' answer to `TxnRef`s). */
export type RoundsOfRefs = (refs: TxnRef[]) => Promise<Map<string, { gametype: GameType; seqno: number }>>;

/** The fund flow: a member's cash movements, each order or payout naming its round (issue 28). */
export class FundFlow {
  constructor(private readonly deps: { ledger: LedgerService; roundsOf: RoundsOfRefs }) {}

  /** The cash account's movements between two days (inclusive, at the user's UTC offset). */
  async list(userId: number, range: { start: string; end: string }, lang: ApiLang, offsetMinutes = 0) {
    const from = dayStart(range.start, offsetMinutes);
    const to = dayEnd(range.end, offsetMinutes);
    if (from >= to) throw new AppError(3014, { field: 'value.start' });
    const rows = await this.deps.ledger.entries(userId, 'user_cash', from, to, FLOW_LIMIT);
    const refs = rows.flatMap((r) =>
      r.ref_type && r.ref_id !== null ? [{ type: r.ref_type, id: Number(r.ref_id) }] : [],
    );
    const rounds = refs.length > 0 ? await this.deps.roundsOf(refs) : new Map();
    return rows.map(
      (row): FundRecord => ({
        ...toFundRecord(row, lang),
        round: rounds.get(`${row.ref_type}:${row.ref_id}`) ?? null,
      }),
    );
  }
}
