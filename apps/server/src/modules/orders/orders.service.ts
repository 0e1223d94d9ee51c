import { type ApiLang, type OrderView, OUTCOME_LABELS, orderProblem, type RoomEvent } from '@roundhouse/contract';
import { type Cents, cents, type Outcome, toUsd } from '@roundhouse/game';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db, Executor } from '../../db/database.ts';
import { Memo, viewOnce } from '../../db/memo.ts';
import type { RoomRow, RoundRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { balanceAfter, type LedgerService } from '../ledger/ledger.service.ts';
import { inTurn, type PlayService } from '../play/play.service.ts';
import { fingerprintOf, type RequestKey, type RequestKeys, requestKey } from '../request-keys/request-keys.service.ts';
import { type RoomsService, rateOf, roomRates } from '../rooms/rooms.service.ts';
import type { RoundsService } from '../rounds/rounds.service.ts';
import { maskName, orderEvent } from './order-views.ts';
import type { OrderOutcome, OrderWriter } from './order-writer.ts';
import type { OrdersRepository, SettledRound } from './orders.repository.ts';

type Selection = [number, number, number];
type OrderInput = {
  roomid: number;
  gameid: number;
  order_info: Selection[];
  follow_of?: number | undefined;
  request_id?: string | undefined;
};

/** What place() did: the call's answer, and the orders it wrote (none for a retry). */
export interface Placed {
  answer: { orders: number[]; total: number; balance: number };
  placed?: {
    round: RoundRow;
    orders: { id: number; outcome: Outcome; amount_cents: Cents; rate_bp: number }[];
  };
}

/** Orders (SPEC.md §4–5, DESIGN.md §6): place, cancel, follow, settle. */
export class OrdersService {
  constructor(
    private readonly deps: {
      db: Db;
      repo: OrdersRepository;
      rounds: RoundsService;
      ledger: LedgerService;
      keys: RequestKeys;
      writer: OrderWriter;
      play?: PlayService | undefined; // responsible play: loss limits and self-exclusion
      rooms?: RoomsService | undefined;
      publish?: ((event: Extract<RoomEvent, { type: 'order' }>) => void) | undefined;
      changes?: ChangeFeed | undefined;
      /** The most one order (all its selections) may stake, in cents (MAX_REQUEST_USD). */
      maxRequestCents?: number | undefined;
    },
  ) {
    // Orders are not announced (thousands a second): these views on screen live a second at most.
    const expires = (name: string, ttlMs: number) => ({ ttlMs, max: 1_000, reads: { name, expiresOnly: 'on screen' } });
    this.stakes = new Memo(deps.changes, () => false, expires("orders: a room's stake in a round", 1_000));
    this.listed = new Memo(deps.changes, () => false, expires("orders: a round's order list", 500));
  }

  private readonly stakes: Memo<string, number>;
  /**
   * A room's orders on a round after an id, as every member in the room polls them: half a second
   * at most, dropped at once when this process places orders in the room (others' come by push).
   */
  private readonly listed: Memo<string, Awaited<ReturnType<OrdersRepository['roomOrders']>>>;

  /** The order call (SPEC.md §7): the room entered (1057, 1020, 2055), the orders placed, the room told. */
  async order(user: { id: number; level: number; username: string }, input: OrderInput) {
    if (!this.deps.rooms) throw new Error('orders: no rooms');
    const room = await this.deps.rooms.enter(input.roomid, user.level);
    const { answer, placed } = await this.place(user, room, input);
    // New orders reach the room's other clients within milliseconds, after this answer.
    if (placed) this.deps.publish?.(orderEvent(room, user.username, placed));
    return answer;
  }

  /**
   * Places one order per selection on an open round. Checks, in order: the round (1027, 1029), the
   * selections (1038, 1035, 1030), the price (1036), the odds (1034), the room minimum (1037), the
   * balance (1025). A request id sent again answers the first result and moves nothing; one used
   * for another request is refused (3017). Answers the call's answer, and what was placed (for the
   * push to the room; nothing when this was a retry).
   */
  async place(
    user: { id: number },
    room: RoomRow,
    input: Omit<OrderInput, 'roomid'>,
    now = Date.now(),
  ): Promise<Placed> {
    const key = requestKey('order', input.request_id, {
      room: room.id,
      round: input.gameid,
      selections: input.order_info,
      follow: input.follow_of ?? null,
    });
    // A refused request may be the retry of one that went through (e.g. before the round closed):
    // that one answers its first result. Asked only here, so a new order pays no extra query.
    const refuse = async (error: AppError): Promise<Placed> => {
      if (key && (await this.deps.keys.seen(user.id, key))) return { answer: await this.replay(user.id, key) };
      throw error;
    };
    const round = await this.deps.rounds.peek(input.gameid);
    if (!round || round.game_type !== room.game_type) return refuse(new AppError(1027, { field: 'gameid' }));
    if (round.status !== 'open' || round.closes_at.getTime() <= now) return refuse(new AppError(1029));
    const selections = input.order_info;
    // The odds of the round's own slot: odds an operator saved apply from the next round (issue 12).
    const rates = roomRates(room, round.opens_at.getTime());
    const problem = orderProblem(
      selections.map(([outcome, odds, price]) => ({ outcome, odds, price })),
      { rates: rates.map(rateOf), minbuy: toUsd(cents(room.minbuy_cents)) },
    );
    if (problem !== null) return refuse(new AppError(problem, problem === 1036 ? { field: 'price' } : {}));
    const total = selections.reduce((sum, [, , price]) => sum + price * 100, 0);
    const cap = this.deps.maxRequestCents;
    if (cap !== undefined && total > cap) {
      return refuse(new AppError(3067, { params: { num: (cap / 100).toLocaleString('en-US') }, field: 'order_info' }));
    }
    if (input.follow_of !== undefined) {
      // A follow copies an order of this room; anything else is an order that is not there.
      const followed = await this.deps.repo.find(input.follow_of);
      if (followed?.room_id !== room.id) return refuse(new AppError(1041, { field: 'follow_of' }));
    }

    // The order writer claims the request key, checks the round under its lock, posts the bet and
    // writes the orders, together with other members' orders in one commit (decision 011).
    const orders = selections.map(([outcome, , price]) => ({
      outcome: outcome as Outcome,
      rate_bp: rates[outcome] as number,
      amount_cents: cents(price * 100),
    }));
    const request = {
      userId: user.id,
      roundId: round.id,
      roomId: room.id,
      gameType: room.game_type,
      requestId: key?.requestId ?? null,
      fingerprint: key ? fingerprintOf(key) : null,
      followOf: input.follow_of ?? null,
      outcomes: orders.map((o) => o.outcome),
      rates: orders.map((o) => o.rate_bp),
      amounts: orders.map((o) => o.amount_cents),
    };
    // A member with a loss limit or a self-exclusion: the check and the order in one transaction,
    // after a lock on the member; everyone else through the group-commit writer.
    const guard = await this.deps.play?.guard(user.id, 'loss');
    let outcome: OrderOutcome;
    try {
      outcome = guard
        ? await inTurn(guard, () =>
            this.deps.db.transaction().execute(async (trx) => {
              await guard(trx, cents(total));
              return this.deps.writer.placeIn(trx, request);
            }),
          )
        : await this.deps.writer.write(request);
    } catch (error) {
      if (error instanceof AppError) return refuse(error);
      throw error;
    }
    if (outcome.code === 0) {
      // The same request id was used before: its first answer, or 3017 when it asked for something else.
      if (key && (await this.deps.keys.seen(user.id, key))) return { answer: await this.replay(user.id, key) };
      throw new Error('the order writer saw a request key that is not there');
    }
    if (outcome.code !== 1) return refuse(new AppError(outcome.code));
    this.listed.drop((key) => key.startsWith(`${room.id}:`));
    return {
      answer: {
        orders: outcome.ids,
        total: toUsd(cents(total)),
        // What this order left, not whatever the balance is by the time we answer.
        balance: toUsd(outcome.balance),
      },
      placed: { round, orders: orders.map((o, i) => ({ ...o, id: outcome.ids[i] as number })) },
    };
  }

  /** What a loss limit counts (responsible play hands this to the play module). */
  lossSince(db: Executor, userId: number, since: Date): Promise<Cents> {
    return this.deps.repo.lossSince(db, userId, since);
  }

  /** Cancels an own order while its round is open: a full refund (1041 not found, 2003 too late). */
  async cancel(userId: number, roomId: number, orderId: number, now = Date.now()) {
    const order = await this.deps.repo.find(orderId);
    // Someone else's order is "not found": nothing tells whether it exists.
    if (!order || order.user_id !== userId || order.room_id !== roomId) throw new AppError(1041, { field: 'order_id' });
    if (order.status !== 'open') throw new AppError(2003);
    const posted = await this.deps.db.transaction().execute(async (trx) => {
      const round = await this.deps.rounds.lockShared(trx, order.round_id);
      if (round?.status !== 'open' || round.closes_at.getTime() <= now) throw new AppError(2003);
      const cancelled = await this.deps.repo.cancel(trx, order.id, userId);
      if (!cancelled) throw new AppError(2003);
      return this.deps.ledger.post(trx, {
        reason: 'bet_cancelled',
        userId,
        ref: { type: 'order', id: order.id },
        legs: [
          { account: { system: 'house' }, amount: cents(-order.amount_cents) },
          { account: { user: userId, kind: 'user_cash' }, amount: cents(order.amount_cents) },
        ],
      });
    });
    return {
      refunded: toUsd(cents(order.amount_cents)),
      balance: toUsd(balanceAfter(posted, userId, 'user_cash')),
    };
  }

  /**
   * Marks every open order of a drawn round won or lost with its payout, inside the settlement's
   * transaction; answers each member's settled stake and each winner's total payout.
   */
  settleRound(trx: Executor, roundId: number, winning: number[]): Promise<SettledRound> {
    return this.deps.repo.settle(trx, roundId, winning);
  }

  /** A room's orders on its current round (the one that opened last), newer than `afterId`. */
  async roomOrders(userId: number, room: RoomRow, afterId: number, lang: ApiLang, now = Date.now()) {
    const round = await this.deps.rounds.latest(room.game_type, now);
    if (!round) throw new AppError(1054);
    const rows =
      (await this.listed.get(`${room.id}:${round.id}:${afterId}`, () =>
        this.deps.repo.roomOrders(room.id, round.id, afterId),
      )) ?? [];
    if (rows.length === 0) return { list: [], order_id: afterId };
    // Every member polling the room gets the same rows for half a second: their views are made once
    // per language, and only `mine` is each member's own.
    const views = viewOnce(rows, `${room.label_set}:${lang}`, (): Omit<OrderView, 'mine'>[] => {
      const labels = OUTCOME_LABELS[room.label_set][lang];
      return rows.map((r) => ({
        id: r.id,
        username: maskName(r.username),
        seqno: r.seqno,
        value: r.outcome,
        valuecn: labels[r.outcome] ?? '',
        money: toUsd(cents(r.amount_cents)),
        rate: rateOf(r.rate_bp),
        created_at: r.created_at.toISOString(),
      }));
    });
    const list: OrderView[] = views.map((view, i) => ({ ...view, mine: rows[i]?.user_id === userId }));
    // Newest first (the repository's order): the first row has the highest id.
    return { list, order_id: Math.max(afterId, rows[0]?.id ?? afterId) };
  }

  /**
   * An order to follow, with the odds its room has now (the follower buys at today's odds). `enter`
   * decides whether this member may see the room at all (VIP hall: 2055), as getVorder does.
   */
  async followInfo(userId: number, orderId: number, enter: (roomId: number) => Promise<RoomRow>, lang: ApiLang) {
    const order = await this.deps.repo.withUser(orderId);
    if (!order) throw new AppError(1041, { field: 'order_id' });
    const r = await enter(order.room_id);
    return {
      id: order.id,
      username: maskName(order.username),
      seqno: order.seqno,
      value: order.outcome,
      valuecn: OUTCOME_LABELS[r.label_set][lang][order.outcome] ?? '',
      money: toUsd(cents(order.amount_cents)),
      rate: rateOf(order.rate_bp),
      rate_current: rateOf(roomRates(r)[order.outcome] as number),
      mine: order.user_id === userId,
      created_at: order.created_at.toISOString(),
      roomid: order.room_id,
      gameid: order.round_id,
    };
  }

  /** The room's total on a round: a sum over its orders, at most a second old while the feed is live. */
  /** A round's orders over every room (the console's dashboard). */
  roundSummary(roundId: number) {
    return this.deps.repo.roundSummary(roundId);
  }

  async roundStake(roomId: number, roundId: number): Promise<number> {
    return (await this.stakes.get(`${roomId}:${roundId}`, () => this.deps.repo.roundStake(roomId, roundId))) ?? 0;
  }

  /** The first answer of a request id, for its retry. */
  private async replay(userId: number, key: RequestKey) {
    const rows = await this.deps.repo.byRequest(userId, key.requestId);
    return {
      orders: rows.map((r) => r.id),
      total: toUsd(cents(rows.reduce((s, r) => s + r.amount_cents, 0))),
      balance: toUsd(await this.deps.ledger.balance(userId, 'user_cash')),
    };
  }
}
