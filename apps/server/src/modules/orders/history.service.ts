import { type ApiLang, type Bet, type getMyBets, MY_BETS_PAGE } from '@roundhouse/contract';
import { cents, type GameType, toUsd } from '@roundhouse/game';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { DAY_MS, dayEnd, dayStart, dayStartAt } from '../../http/days.ts';
import type { RoundsService } from '../rounds/rounds.service.ts';
import { betView, maskName, resultOf } from './order-views.ts';
import type { OrdersRepository } from './orders.repository.ts';

type BetsQuery = z.output<(typeof getMyBets)['body']>;

/**
 * What a member's orders add up to, read-only: their play over time (responsible play), a round's
 * award, their order log, a day's win and loss, and everyone's latest wins (the ticker).
 */
export class OrderHistory {
  constructor(private readonly deps: { repo: OrdersRepository; rounds: RoundsService }) {}

  /** A member's settled play over the usual windows and since a time (the session reminder). */
  async playStats(userId: number, since: Date | undefined, now = Date.now()) {
    const view = ({ stake, payout, rounds }: { stake: number; payout: number; rounds: number }) => ({
      stake: toUsd(cents(stake)),
      payout: toUsd(cents(payout)),
      net: toUsd(cents(payout - stake)),
      rounds,
      return_pct: stake > 0 ? Math.round((payout / stake) * 1000) / 10 : null,
    });
    const day = 86_400_000;
    const [today, week, month, all, sinceTotals] = await Promise.all([
      this.deps.repo.playTotals(userId, new Date(now - day)),
      this.deps.repo.playTotals(userId, new Date(now - 7 * day)),
      this.deps.repo.playTotals(userId, new Date(now - 30 * day)),
      this.deps.repo.playTotals(userId, undefined),
      since ? this.deps.repo.playTotals(userId, since) : Promise.resolve(undefined),
    ]);
    return {
      today: view(today),
      week: view(week),
      month: view(month),
      all: view(all),
      since: sinceTotals ? view(sinceTotals) : null,
    };
  }

  async award(userId: number, gameType: GameType, seqno: number, lang: ApiLang) {
    const round = await this.deps.rounds.findBySeqno(gameType, seqno);
    if (!round) throw new AppError(1027);
    const orders = await this.deps.repo.userOrders(userId, { roundId: round.id });
    const live = orders.filter((o) => o.status !== 'cancelled');
    const stake = live.reduce((s, o) => s + o.amount_cents, 0);
    const payout = live.reduce((s, o) => s + o.payout_cents, 0);
    return {
      seqno: round.seqno,
      status: round.status,
      result: resultOf(round, orders[0]?.label_set ?? 'trade', lang),
      stake: toUsd(cents(stake)),
      payout: toUsd(cents(payout)),
      win: round.status === 'settled' ? toUsd(cents(payout - stake)) : 0,
    };
  }

  async log(userId: number, filter: { gameType?: GameType | undefined; seqno?: number | undefined }, lang: ApiLang) {
    let roundId: number | undefined;
    if (filter.gameType && filter.seqno) {
      const round = await this.deps.rounds.findBySeqno(filter.gameType, filter.seqno);
      if (!round) return [];
      roundId = round.id;
    }
    const rows = await this.deps.repo.userOrders(userId, roundId ? { roundId } : {});
    return rows.map((o) => betView(o, lang));
  }

  /** "My bets" (issue 28): one page of a member's orders across rounds, by the filters given. */
  async bets(userId: number, query: BetsQuery, lang: ApiLang): Promise<{ list: Bet[]; next: number | null }> {
    let roundId: number | undefined;
    if (query.seqno !== undefined) {
      if (query.gametype === undefined) throw new AppError(1001, { field: 'gametype' });
      const round = await this.deps.rounds.findBySeqno(query.gametype, query.seqno);
      if (!round) return { list: [], next: null };
      roundId = round.id;
    }
    const offset = query.tz_offset ?? 0;
    const from = query.start ? dayStart(query.start, offset, 'start') : undefined;
    const to = query.end ? dayEnd(query.end, offset, 'end') : undefined;
    if (from && to && from >= to) throw new AppError(3014, { field: 'start' });
    const rows = await this.deps.repo.bets(
      userId,
      {
        gameType: query.gametype,
        roomId: query.roomid,
        roundId,
        from,
        to,
        status: query.status,
        beforeId: query.before_id,
      },
      MY_BETS_PAGE + 1,
    );
    const list = rows.slice(0, MY_BETS_PAGE).map((o) => betView(o, lang));
    return { list, next: rows.length > MY_BETS_PAGE ? (list.at(-1)?.id ?? null) : null };
  }

  /** The round of each ledger reference to a round or an order (the fund flow's rows, issue 28). */
  async roundsOfRefs(refs: { type: string; id: number }[]) {
    const ids = (type: string) => [...new Set(refs.filter((r) => r.type === type).map((r) => r.id))];
    const { rounds, orders } = await this.deps.repo.roundsOf(ids('round'), ids('order'));
    return new Map([
      ...rounds.map((r) => [`round:${r.id}`, { gametype: r.game_type, seqno: r.seqno }] as const),
      ...orders.map((o) => [`order:${o.id}`, { gametype: o.game_type, seqno: o.seqno }] as const),
    ]);
  }

  /**
   * win = payouts − stakes, total = stakes, of settled orders placed on the member's day `daysAgo`
   * back: the day of a clock `tzOffset` minutes behind UTC (their browser's getTimezoneOffset()).
   */
  async winLoss(userId: number, daysAgo: number, tzOffset = 0, now = Date.now()) {
    const start = dayStartAt(now, tzOffset) - daysAgo * DAY_MS;
    const { stake, payout } = await this.deps.repo.winLoss(userId, new Date(start), new Date(start + DAY_MS));
    return { win: toUsd(cents(payout - stake)), total: toUsd(cents(stake)) };
  }

  async ticker() {
    const rows = await this.deps.repo.latestWins(16);
    return rows.map((r) => ({
      username: maskName(r.username),
      gametype: r.game_type,
      payout: toUsd(cents(r.payout_cents)),
      seqno: r.seqno,
    }));
  }
}
