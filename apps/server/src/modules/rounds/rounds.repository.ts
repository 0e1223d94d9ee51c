import type { GameType } from '@roundhouse/game';
import { type Insertable, sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { TableReads } from '../../db/memo.ts';
import type { ChainsTable, RoundRow } from '../../db/schema.ts';

const SET_WHEN_DRAWN = 'written by the update that sets status to drawn (draw), which is announced';

/** What the rounds' memos keep (whole rows): the cache's contract (db/memo.ts). */
export const ROUND_READS: TableReads = {
  table: 'rounds',
  columns: [
    'id',
    'game_type',
    'seqno',
    'chain_id',
    'chain_index',
    'commit_hash',
    'opens_at',
    'closes_at',
    'status',
    'seed',
    'num1',
    'num2',
    'num3',
    'sum',
    'drawn_at',
    'settled_at',
  ],
  unwatched: {
    id: 'never changes',
    game_type: 'fixed when the round is made',
    seqno: 'fixed when the round is made',
    chain_id: 'fixed when the round is made',
    chain_index: 'fixed when the round is made',
    commit_hash: 'fixed when the round is made',
    opens_at: 'fixed when the round is made',
    closes_at: 'fixed when the round is made',
    seed: SET_WHEN_DRAWN,
    num1: SET_WHEN_DRAWN,
    num2: SET_WHEN_DRAWN,
    num3: SET_WHEN_DRAWN,
    sum: SET_WHEN_DRAWN,
    drawn_at: SET_WHEN_DRAWN,
    settled_at: 'written by the update that sets status to settled, which is announced',
  },
  on: ['insert'],
};

export class RoundsRepository {
  constructor(private readonly db: Db) {}

  findBySeqno(gameType: GameType, seqno: number, trx: Executor = this.db): Promise<RoundRow | undefined> {
    return trx
      .selectFrom('rounds')
      .selectAll()
      .where('game_type', '=', gameType)
      .where('seqno', '=', seqno)
      .executeTakeFirst();
  }

  findById(id: number): Promise<RoundRow | undefined> {
    return this.db.selectFrom('rounds').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The round that opened most recently (at or before `now`). */
  latest(gameType: GameType, now: Date): Promise<RoundRow | undefined> {
    return this.db
      .selectFrom('rounds')
      .selectAll()
      .where('game_type', '=', gameType)
      .where('opens_at', '<=', now)
      .orderBy('opens_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * Holds a round open while an order or a cancel is written: the round's advisory lock, shared
   * (the close takes it exclusive), so no order writes a lock into the hot round row. Answers the
   * round as it is once the lock is held.
   */
  async lockShared(trx: Executor, id: number): Promise<RoundRow | undefined> {
    await sql`select pg_advisory_xact_lock_shared(round_lock_key(${id}::bigint))`.execute(trx);
    return trx.selectFrom('rounds').selectAll().where('id', '=', id).executeTakeFirst();
  }

  settled(gameType: GameType, limit: number) {
    return this.db
      .selectFrom('rounds')
      .select(['id', 'seqno', 'num1', 'num2', 'num3', 'sum', 'game_type'])
      .where('game_type', '=', gameType)
      .where('status', 'in', ['drawn', 'settled'])
      .orderBy('seqno', 'desc')
      .limit(limit)
      .execute();
  }

  recent(gameType: GameType | undefined, limit: number) {
    let query = this.db.selectFrom('rounds').selectAll().orderBy('opens_at', 'desc').limit(limit);
    if (gameType) query = query.where('game_type', '=', gameType);
    return query.execute();
  }

  /** The chain in use for a game type, locked, or undefined when none has seeds left. */
  activeChain(trx: Executor, gameType: GameType) {
    return (
      trx
        .selectFrom('chains')
        .selectAll()
        .where('game_type', '=', gameType)
        .where(sql<boolean>`next_index <= length`)
        // A live chain waiting for its salt (issue 12) draws nothing yet.
        .where('salt', '!=', '')
        .orderBy('id', 'desc')
        .limit(1)
        .forUpdate()
        .executeTakeFirst()
    );
  }

  allChains() {
    return this.db.selectFrom('chains').selectAll().orderBy('id', 'desc').limit(100).execute();
  }

  /** The newest chain of a game type, after the game type's chain lock: console rotations queue on it. */
  async newestChainLocked(trx: Executor, gameType: GameType) {
    await sql`select pg_advisory_xact_lock(hashtext('chains'), ${gameType})`.execute(trx);
    return trx
      .selectFrom('chains')
      .selectAll()
      .where('game_type', '=', gameType)
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
  }

  chainLocked(trx: Executor, id: number) {
    return trx.selectFrom('chains').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  setSalt(trx: Executor, id: number, salt: string, origin: string) {
    return trx
      .updateTable('chains')
      .set({ salt, salt_origin: origin })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  chain(id: number) {
    return this.db.selectFrom('chains').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  chains(gameType: GameType | undefined) {
    let query = this.db
      .selectFrom('chains')
      .select(['id', 'game_type', 'terminal_hash', 'salt', 'salt_origin', 'length', 'created_at'])
      .orderBy('id', 'desc')
      .limit(20);
    if (gameType) query = query.where('game_type', '=', gameType);
    return query.execute();
  }

  async insertChain(trx: Executor, chain: Omit<Insertable<ChainsTable>, 'id' | 'next_index' | 'created_at'>) {
    return trx.insertInto('chains').values(chain).returningAll().executeTakeFirstOrThrow();
  }

  async takeIndex(trx: Executor, chainId: number): Promise<void> {
    await trx
      .updateTable('chains')
      .set({ next_index: sql<number>`next_index + 1` })
      .where('id', '=', chainId)
      .execute();
  }

  insertRound(
    trx: Executor,
    round: Pick<
      RoundRow,
      'game_type' | 'seqno' | 'chain_id' | 'chain_index' | 'commit_hash' | 'opens_at' | 'closes_at'
    >,
  ) {
    return trx
      .insertInto('rounds')
      .values({ ...round, status: 'open' })
      .onConflict((oc) => oc.columns(['game_type', 'seqno']).doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** Closes the rounds due, each once the orders in flight on it have committed (its lock, exclusive). */
  async closeDue(trx: Executor, now: Date) {
    const due = await trx
      .selectFrom('rounds')
      .select('id')
      .where('status', '=', 'open')
      .where('closes_at', '<=', now)
      .orderBy('id')
      .execute();
    if (due.length === 0) return [];
    for (const { id } of due) await sql`select pg_advisory_xact_lock(round_lock_key(${id}::bigint))`.execute(trx);
    return trx
      .updateTable('rounds')
      .set({ status: 'closed' })
      .where(
        'id',
        'in',
        due.map((d) => d.id),
      )
      .where('status', '=', 'open')
      .returning(['id', 'game_type', 'seqno'])
      .execute();
  }

  withStatus(status: RoundRow['status']) {
    return this.db.selectFrom('rounds').selectAll().where('status', '=', status).orderBy('id').execute();
  }

  /** Records the draw; only a closed round can be drawn, once. */
  draw(trx: Executor, id: number, seed: string, numbers: [number, number, number]) {
    return trx
      .updateTable('rounds')
      .set({
        status: 'drawn',
        seed,
        num1: numbers[0],
        num2: numbers[1],
        num3: numbers[2],
        sum: numbers[0] + numbers[1] + numbers[2],
        drawn_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('status', '=', 'closed')
      .returningAll()
      .executeTakeFirst();
  }

  /** Locks a drawn round for settlement; undefined when another process settled it already. */
  lockDrawn(trx: Executor, id: number) {
    return trx
      .selectFrom('rounds')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'drawn')
      .forUpdate()
      .executeTakeFirst();
  }

  async markSettled(trx: Executor, id: number): Promise<void> {
    await trx
      .updateTable('rounds')
      .set({ status: 'settled', settled_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  }
}
