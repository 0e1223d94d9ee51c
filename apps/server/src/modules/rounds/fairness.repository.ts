import type { GameType } from '@roundhouse/game';
import { type Commitment, commitmentHash, GENESIS } from '@roundhouse/verify';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';

/** A commitment as the log stores it, before its place in the log is known. */
export type NewCommitment = Omit<Commitment, 'seq' | 'prev' | 'hash' | 'created_at'> & { created_at: Date };

/**
 * The public fairness record (issue 27): the commitment log, and the chains and revealed rounds a
 * verifier downloads. Nothing here reads a chain's secret top seed.
 */
export class FairnessRepository {
  constructor(private readonly db: Db) {}

  /**
   * Appends an entry to the log in the caller's transaction: one writer at a time (a transaction
   * lock), numbered after the head and linked to its hash, so the log has no gap and no fork.
   */
  async append(trx: Executor, entry: NewCommitment): Promise<Commitment> {
    await sql`select pg_advisory_xact_lock(hashtext('commitments'))`.execute(trx);
    const head = await trx
      .selectFrom('commitments')
      .select(['seq', 'hash'])
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    const unhashed = {
      ...entry,
      seq: (head?.seq ?? 0) + 1,
      created_at: entry.created_at.toISOString(),
      prev: head?.hash ?? GENESIS,
    };
    const full: Commitment = { ...unhashed, hash: commitmentHash(unhashed) };
    await trx
      .insertInto('commitments')
      .values({
        seq: full.seq,
        kind: full.kind,
        chain_id: full.chain_id,
        game_type: full.gametype as GameType,
        terminal_hash: full.terminal_hash,
        length: full.length,
        salt: full.salt,
        salt_origin: full.salt_origin,
        created_at: entry.created_at,
        prev: full.prev,
        hash: full.hash,
      })
      .execute();
    return full;
  }

  /** When a chain's last entry was written (its creation, or its salt): a round opens after it. */
  async committedAt(trx: Executor, chainId: number): Promise<Date | undefined> {
    const row = await trx
      .selectFrom('commitments')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('chain_id', '=', chainId)
      .executeTakeFirst();
    return row?.at ?? undefined;
  }

  /** Entries after `after`, oldest first, and the newest entry. */
  async page(after: number, limit: number) {
    const [rows, head] = await Promise.all([
      this.db.selectFrom('commitments').selectAll().where('seq', '>', after).orderBy('seq').limit(limit).execute(),
      this.db
        .selectFrom('commitments')
        .select(['seq', 'hash', 'created_at'])
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ]);
    return { rows, head };
  }

  chains(gameType: GameType | undefined) {
    let query = this.db
      .selectFrom('chains')
      .select(['id', 'game_type', 'terminal_hash', 'salt', 'salt_origin', 'length', 'next_index', 'created_at'])
      .orderBy('id');
    if (gameType) query = query.where('game_type', '=', gameType);
    return query.execute();
  }

  async chainExists(chainId: number): Promise<boolean> {
    return (await this.db.selectFrom('chains').select('id').where('id', '=', chainId).executeTakeFirst()) !== undefined;
  }

  /** A chain's drawn rounds after chain index `after`, in chain order (the unique index's order). */
  seeds(chainId: number, after: number, limit: number, seqnos: { from?: number; to?: number }) {
    let query = this.db
      .selectFrom('rounds')
      .select([
        'seqno',
        'chain_index',
        'commit_hash',
        'seed',
        'num1',
        'num2',
        'num3',
        'sum',
        'status',
        'opens_at',
        'closes_at',
      ])
      .where('chain_id', '=', chainId)
      .where('chain_index', '>', after)
      .where('status', 'in', ['drawn', 'settled'])
      .orderBy('chain_index')
      .limit(limit);
    if (seqnos.from !== undefined) query = query.where('seqno', '>=', seqnos.from);
    if (seqnos.to !== undefined) query = query.where('seqno', '<=', seqnos.to);
    return query.execute();
  }
}
