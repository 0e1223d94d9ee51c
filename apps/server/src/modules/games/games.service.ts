import type { ApiLang } from '@roundhouse/contract';
import { cents, GAME_TYPES, type GameType, toUsd, winningOutcomes } from '@roundhouse/game';
import { viewOnce } from '../../db/memo.ts';
import { AppError } from '../../http/app-error.ts';
import type { OrderHistory } from '../orders/history.service.ts';
import { resultOf } from '../orders/order-views.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { type RoomsService, toRoom } from '../rooms/rooms.service.ts';
import { publicChain } from '../rounds/fairness.service.ts';
import type { RoundsService } from '../rounds/rounds.service.ts';

const CANDLE = 10;

/**
 * The latest view of a memoised object per place (a round, per room), remade when its variant (the
 * round's status and the room's stake) changes: every member in a room reads its round every few
 * seconds, and the view changes only when an order moves the stake or the round closes.
 */
function latestView<T>(of: object, place: number, variant: string, make: () => T): T {
  const latest = viewOnce(of, `latest:${place}`, () => ({ variant: '', view: undefined as T | undefined }));
  if (latest.view === undefined || latest.variant !== variant) {
    latest.variant = variant;
    latest.view = make();
  }
  return latest.view;
}

/** A time as ISO 8601, the last one remembered (`toISOString` costs about a microsecond here). */
function isoTime(): (ms: number) => string {
  let last = Number.NaN;
  let text = '';
  return (ms) => {
    if (ms !== last) {
      last = ms;
      text = new Date(ms).toISOString();
    }
    return text;
  };
}
const serverTime = isoTime();
const nextOpening = isoTime();

/** The read views that combine rooms, rounds and orders: room entry, trend, fairness. */
export class GamesService {
  constructor(
    private readonly deps: {
      rooms: RoomsService;
      rounds: RoundsService;
      orders: OrdersService;
      history: OrderHistory;
    },
  ) {}

  async roomInfo(user: { level: number }, roomId: number, lang: ApiLang, now = Date.now()) {
    const room = await this.deps.rooms.enter(roomId, user.level);
    const round = await this.deps.rounds.latest(room.game_type, now);
    if (!round) throw new AppError(1054);
    const slot = this.deps.rounds.slot(room.game_type, now);
    const open = round.status === 'open' && round.closes_at.getTime() > now;
    // Closed: count down to the next round; inside a slot whose round is not open yet, to now
    // (the client reloads shortly and finds it).
    const until = open ? round.closes_at.getTime() : now < slot.closesAt.getTime() ? now : slot.nextOpensAt.getTime();
    const left = Math.max(0, Math.ceil((until - now) / 1000));
    const history = await this.deps.rounds.settled(room.game_type, 10);
    const stake = await this.deps.orders.roundStake(room.id, round.id);
    const status = open ? ('open' as const) : round.status === 'open' ? ('closed' as const) : round.status;
    return {
      room: viewOnce(room, lang, () => toRoom(room, lang)),
      // The same object until the round's status or stake changes (written as JSON once, by the route).
      game: latestView(round, room.id, `${status}:${stake}`, () => ({
        id: round.id,
        seqno: round.seqno,
        gametype: round.game_type,
        initmoney: toUsd(cents(stake)),
        status,
        opens_at: round.opens_at.toISOString(),
        closes_at: round.closes_at.toISOString(),
        commit_hash: round.commit_hash,
      })),
      his: viewOnce(history, `${room.label_set}:${lang}`, () =>
        history
          .map((r) => resultOf({ ...r, game_type: room.game_type }, room.label_set, lang))
          .filter((r) => r !== null),
      ),
      diff: { minute: Math.floor(left / 60), second: left % 60 },
      server_time: serverTime(now),
      next_opens_at: nextOpening(slot.nextOpensAt.getTime()),
    };
  }

  /** The last `count` results of each game type, newest first, with the trade labels (home activity). */
  async latestResults(lang: ApiLang, count = 3) {
    const perType = await Promise.all(
      GAME_TYPES.map(async (gameType) =>
        (await this.deps.rounds.settled(gameType, 10)).slice(0, count).flatMap((r) => {
          const result = resultOf({ ...r, game_type: gameType }, 'trade', lang);
          return result ? [{ ...result, gametype: gameType }] : [];
        }),
      ),
    );
    return perType.flat();
  }

  /** Candles of 10 consecutive settled rounds' sums, and each outcome's frequency over the last 100. */
  async chart(gameType: GameType) {
    const rows = [...(await this.deps.rounds.settled(gameType, 600))].reverse();
    const usable = rows.slice(rows.length % CANDLE);
    const categories: string[] = [];
    const series: [number, number, number, number][] = [];
    for (let i = 0; i < usable.length; i += CANDLE) {
      const sums = usable.slice(i, i + CANDLE).map((r) => r.sum as number);
      categories.push(String(usable[i + CANDLE - 1]?.seqno));
      series.push([sums[0] as number, sums[sums.length - 1] as number, Math.min(...sums), Math.max(...sums)]);
    }
    const last = rows.slice(-100);
    const wins: [number, number, number, number] = [0, 0, 0, 0];
    for (const r of last) {
      const won = winningOutcomes(gameType, r.sum as number);
      for (const o of [0, 1, 2, 3] as const) if (won[o]) wins[o] += 1;
    }
    return { categories, series, frequency: { rounds: last.length, wins } };
  }

  /** The trend screen: a member's today and yesterday (their days: `tzOffset`), each game type's candles. */
  async trend(userId: number | undefined, tzOffset = 0) {
    const [today, yesterday] = userId
      ? await Promise.all([
          this.deps.history.winLoss(userId, 0, tzOffset),
          this.deps.history.winLoss(userId, 1, tzOffset),
        ])
      : [
          { win: 0, total: 0 },
          { win: 0, total: 0 },
        ];
    const [c1, c2] = await Promise.all(GAME_TYPES.map((t) => this.chart(t)));
    return {
      yeswin: yesterday.win,
      yestotal: yesterday.total,
      todaywin: today.win,
      todaytotal: today.total,
      chartdata: {
        1: c1 as Awaited<ReturnType<GamesService['chart']>>,
        2: c2 as Awaited<ReturnType<GamesService['chart']>>,
      },
    };
  }

  /** Chains (never their secret top seed) and rounds with their commitment; seeds only once drawn. */
  async fairness(filter: { gameType?: GameType | undefined; seqno?: number | undefined }) {
    const chains = await this.deps.rounds.chains(filter.gameType);
    let rounds = await this.deps.rounds.recent(filter.gameType, 20);
    if (filter.seqno !== undefined) {
      const types = filter.gameType ? [filter.gameType] : GAME_TYPES;
      const found = await Promise.all(types.map((t) => this.deps.rounds.findBySeqno(t, filter.seqno as number)));
      rounds = found.filter((r) => r !== undefined);
      if (rounds.length === 0) throw new AppError(1027);
    }
    return {
      chains: chains.map(publicChain),
      rounds: rounds.map((r) => {
        const drawn = r.status === 'drawn' || r.status === 'settled';
        return {
          seqno: r.seqno,
          gametype: r.game_type,
          chain_id: r.chain_id,
          chain_index: r.chain_index,
          commit_hash: r.commit_hash,
          seed: drawn ? r.seed : null,
          numbers: drawn ? [r.num1 as number, r.num2 as number, r.num3 as number] : null,
          status: r.status,
          closes_at: r.closes_at.toISOString(),
        };
      }),
    };
  }
}
