import type { BetStatus, LangFields } from '@roundhouse/contract';
import { type Cents, cents, type GameType } from '@roundhouse/game';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import { type OrderRow, ROOM_TEXTS } from '../../db/schema.ts';
import { flatTexts, type Texts } from '../../db/texts.ts';

/** What "My bets" may filter by (every field optional). */
export interface BetFilter {
  gameType?: GameType | undefined;
  roomId?: number | undefined;
  roundId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  status?: BetStatus | undefined;
  beforeId?: number | undefined;
}

/** Rows with their room's title (one JSON column, db/texts.ts) a field per language. */
const withRoomTitle = <R extends { title: Texts }>(rows: R[]) =>
  rows.map((row) => flatTexts<Omit<R, 'title'> & LangFields<'title', string>>(row, ROOM_TEXTS));

/** What a round's settlement did, per member (cents): stakes settled, and payouts where above zero. */
export interface SettledRound {
  stakes: Map<number, number>;
  payouts: Map<number, number>;
  orders: number;
}

export class OrdersRepository {
  constructor(private readonly db: Db) {}

  insertMany(trx: Executor, rows: Omit<OrderRow, 'id' | 'created_at' | 'payout_cents' | 'settled_at' | 'status'>[]) {
    return trx
      .insertInto('orders')
      .values(rows.map((r) => ({ ...r, status: 'open' as const })))
      .returning('id')
      .execute();
  }

  byRequest(userId: number, requestId: string) {
    return this.db
      .selectFrom('orders')
      .select(['id', 'amount_cents'])
      .where('user_id', '=', userId)
      .where('request_id', '=', requestId)
      .orderBy('id')
      .execute();
  }

  find(id: number) {
    return this.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  cancel(trx: Executor, id: number, userId: number) {
    return trx
      .updateTable('orders')
      .set({ status: 'cancelled' })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
  }

  /** Orders with their owner's name (for masking) and their round's number. */
  private withNames() {
    return this.db
      .selectFrom('orders as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .innerJoin('rounds as r', 'r.id', 'o.round_id')
      .select([
        'o.id',
        'o.user_id',
        'o.outcome',
        'o.amount_cents',
        'o.rate_bp',
        'o.created_at',
        'o.room_id',
        'o.round_id',
        'u.username',
        'r.seqno',
      ]);
  }

  /** A room's live orders on a round, newer than `afterId`. */
  roomOrders(roomId: number, roundId: number, afterId: number) {
    return this.withNames()
      .where('o.room_id', '=', roomId)
      .where('o.round_id', '=', roundId)
      .where('o.status', '!=', 'cancelled')
      .where('o.id', '>', afterId)
      .orderBy('o.id', 'desc')
      .limit(100)
      .execute();
  }

  withUser(id: number) {
    return this.withNames().where('o.id', '=', id).executeTakeFirst();
  }

  /** Every room's orders of a round that are not cancelled: how many, and their stake. */
  /** The round's order count and total stake (in cents, a bigint: a sum over every member). */
  async roundSummary(roundId: number): Promise<{ orders: number; stake: bigint }> {
    const row = await this.db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<string>().as('n'),
        eb.fn.coalesce(eb.fn.sum<string>('amount_cents'), eb.lit(0)).as('stake'),
      ])
      .where('round_id', '=', roundId)
      .where('status', '!=', 'cancelled')
      .executeTakeFirstOrThrow();
    return { orders: Number(row.n), stake: BigInt(row.stake) };
  }

  async roundStake(roomId: number, roundId: number): Promise<number> {
    const row = await this.db
      .selectFrom('orders')
      .select(sql<number>`coalesce(sum(amount_cents), 0)::bigint`.as('total'))
      .where('room_id', '=', roomId)
      .where('round_id', '=', roundId)
      .where('status', '!=', 'cancelled')
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /**
   * Settles every open order of a round in one statement: won or lost, payout = stake × odds
   * rounded half away from zero to the cent; answers each member's settled stake and each winner's
   * total payout, from the same pass over the round's orders.
   */
  async settle(trx: Executor, roundId: number, winning: number[]): Promise<SettledRound> {
    const rows = await sql<{ user_id: number; stake: number; payout: number; orders: number }>`
      with settled as (
        update orders set
          status = case when outcome = any(${winning}::smallint[]) then 'won' else 'lost' end,
          payout_cents = case when outcome = any(${winning}::smallint[])
            then round(amount_cents::numeric * rate_bp / 10000)::bigint else 0 end,
          settled_at = now()
        where round_id = ${roundId} and status = 'open'
        returning user_id, amount_cents, payout_cents
      )
      select user_id, sum(amount_cents)::bigint as stake, sum(payout_cents)::bigint as payout,
        count(*)::int as orders
      from settled group by user_id`.execute(trx);
    const stakes = new Map<number, number>();
    const payouts = new Map<number, number>();
    let orders = 0;
    for (const r of rows.rows) {
      const user = Number(r.user_id);
      stakes.set(user, Number(r.stake));
      if (Number(r.payout) > 0) payouts.set(user, Number(r.payout));
      orders += r.orders;
    }
    return { stakes, payouts, orders };
  }

  /** A member's orders with their round's numbers and their room's name and labels, newest first. */
  private ownOrders(userId: number) {
    return this.db
      .selectFrom('orders as o')
      .innerJoin('rounds as r', 'r.id', 'o.round_id')
      .innerJoin('rooms as m', 'm.id', 'o.room_id')
      .select([
        'o.id',
        'o.outcome',
        'o.amount_cents',
        'o.rate_bp',
        'o.status',
        'o.payout_cents',
        'o.created_at',
        'o.game_type',
        'o.room_id',
        'r.seqno',
        'r.num1',
        'r.num2',
        'r.num3',
        'r.sum',
        'm.title',
        'm.label_set',
        'm.hall',
      ])
      .where('o.user_id', '=', userId)
      .orderBy('o.id', 'desc');
  }

  async userOrders(userId: number, filter: { roundId?: number }) {
    let query = this.ownOrders(userId).limit(100);
    if (filter.roundId) query = query.where('o.round_id', '=', filter.roundId);
    return withRoomTitle(await query.execute());
  }

  /** One page of "My bets": a member's orders matching every filter given, older than `beforeId`. */
  async bets(userId: number, filter: BetFilter, limit: number) {
    let query = this.ownOrders(userId).limit(limit);
    if (filter.gameType !== undefined) query = query.where('o.game_type', '=', filter.gameType);
    if (filter.roomId !== undefined) query = query.where('o.room_id', '=', filter.roomId);
    if (filter.roundId !== undefined) query = query.where('o.round_id', '=', filter.roundId);
    if (filter.from) query = query.where('o.created_at', '>=', filter.from);
    if (filter.to) query = query.where('o.created_at', '<', filter.to);
    if (filter.status) query = query.where('o.status', '=', filter.status);
    if (filter.beforeId !== undefined) query = query.where('o.id', '<', filter.beforeId);
    return withRoomTitle(await query.execute());
  }

  /** The game and number of the rounds given by id, and of the rounds of the orders given. */
  async roundsOf(roundIds: number[], orderIds: number[]) {
    const [rounds, orders] = await Promise.all([
      roundIds.length === 0
        ? []
        : this.db.selectFrom('rounds').select(['id', 'game_type', 'seqno']).where('id', 'in', roundIds).execute(),
      orderIds.length === 0
        ? []
        : this.db
            .selectFrom('orders as o')
            .innerJoin('rounds as r', 'r.id', 'o.round_id')
            .select(['o.id', 'r.game_type', 'r.seqno'])
            .where('o.id', 'in', orderIds)
            .execute(),
    ]);
    return { rounds, orders };
  }

  /** Stakes and payouts of a user's settled orders created in [from, to). */
  async winLoss(userId: number, from: Date, to: Date): Promise<{ stake: number; payout: number }> {
    const row = await this.db
      .selectFrom('orders')
      .select([
        sql<number>`coalesce(sum(amount_cents), 0)::bigint`.as('stake'),
        sql<number>`coalesce(sum(payout_cents), 0)::bigint`.as('payout'),
      ])
      .where('user_id', '=', userId)
      .where('status', 'in', ['won', 'lost'])
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .executeTakeFirstOrThrow();
    return { stake: Number(row.stake), payout: Number(row.payout) };
  }

  /** The latest wins: those of the 20 rounds settled last, newest round first. */
  latestWins(limit: number) {
    return this.db
      .selectFrom((eb) =>
        eb
          .selectFrom('rounds')
          .select(['id', 'seqno', 'settled_at'])
          .where('status', '=', 'settled')
          .orderBy('settled_at', 'desc')
          .limit(20)
          .as('r'),
      )
      .innerJoin('orders as o', 'o.round_id', 'r.id')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select(['u.username', 'o.game_type', 'o.payout_cents', 'r.seqno'])
      .where('o.status', '=', 'won')
      .orderBy('r.settled_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(limit)
      .execute();
  }

  /** What a loss limit counts since `since`: stakes not paid back, open orders counted as lost. */
  async lossSince(db: Executor, userId: number, since: Date): Promise<Cents> {
    const row = await db
      .selectFrom('orders')
      .select(sql<string>`coalesce(sum(amount_cents - payout_cents), 0)`.as('loss'))
      .where('user_id', '=', userId)
      .where('status', '<>', 'cancelled')
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return cents(Number(row.loss));
  }

  /** A member's settled play since `since` (all of it without): stake, payout and rounds. */
  async playTotals(userId: number, since: Date | undefined) {
    let query = this.db
      .selectFrom('orders')
      .select([
        sql<string>`coalesce(sum(amount_cents), 0)`.as('stake'),
        sql<string>`coalesce(sum(payout_cents), 0)`.as('payout'),
        sql<string>`count(distinct round_id)`.as('rounds'),
      ])
      .where('user_id', '=', userId)
      .where('status', 'in', ['won', 'lost']);
    if (since) query = query.where('created_at', '>=', since);
    const row = await query.executeTakeFirstOrThrow();
    return { stake: Number(row.stake), payout: Number(row.payout), rounds: Number(row.rounds) };
  }
}
