import { VERIFY_PAGE_MAX } from '@roundhouse/contract';
import type { GameType } from '@roundhouse/game';
import type { Executor } from '../../db/database.ts';
import type { ChainsRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { RateLimitsRepository } from '../rate-limits/rate-limits.repository.ts';
import type { FairnessRepository } from './fairness.repository.ts';

/**
 * The public fairness record (issue 27): writes the commitment log as chains are made and salted,
 * and answers the verifier's downloads (chains, revealed seeds, the log), each page counted against
 * the caller's address (`pagesPerMinute`, shared by every process through the database).
 */
export class FairnessService {
  constructor(
    private readonly deps: {
      repo: FairnessRepository;
      limits?: RateLimitsRepository | undefined;
      pagesPerMinute: number;
    },
  ) {}

  /** A new chain, committed in the transaction that makes it (its salt too, when already fixed). */
  commitChain(trx: Executor, chain: ChainsRow, at: Date) {
    return this.commit(trx, 'chain', chain, at);
  }

  /** Live mode: a chain's salt, committed when the operator sets it (before the chain's first round). */
  commitSalt(trx: Executor, chain: ChainsRow) {
    return this.commit(trx, 'salt', chain, new Date());
  }

  private commit(trx: Executor, kind: 'chain' | 'salt', chain: ChainsRow, at: Date) {
    const { game_type: gametype, id: chain_id, terminal_hash, length, salt, salt_origin } = chain;
    return this.deps.repo.append(trx, {
      kind,
      chain_id,
      gametype,
      terminal_hash,
      length,
      salt,
      salt_origin,
      created_at: at,
    });
  }

  committedAt(trx: Executor, chainId: number) {
    return this.deps.repo.committedAt(trx, chainId);
  }

  async chains(ip: string, gameType: GameType | undefined) {
    await this.count(ip);
    const rows = await this.deps.repo.chains(gameType);
    return rows.map((c) => ({ ...publicChain(c), used: c.next_index - 1 }));
  }

  async seeds(
    ip: string,
    query: {
      chainId: number;
      after?: number | undefined;
      limit?: number | undefined;
      from?: number | undefined;
      to?: number | undefined;
    },
  ) {
    await this.count(ip);
    if (!(await this.deps.repo.chainExists(query.chainId))) throw new AppError(3053, { field: 'chain_id' });
    const seqnos = {
      ...(query.from !== undefined ? { from: query.from } : {}),
      ...(query.to !== undefined ? { to: query.to } : {}),
    };
    const rows = await this.deps.repo.seeds(query.chainId, query.after ?? 0, query.limit ?? VERIFY_PAGE_MAX, seqnos);
    return {
      list: rows.map((r) => ({
        seqno: Number(r.seqno),
        chain_index: r.chain_index,
        commit_hash: r.commit_hash,
        seed: r.seed ?? '',
        numbers: [r.num1 ?? 0, r.num2 ?? 0, r.num3 ?? 0],
        sum: r.sum ?? 0,
        status: r.status as 'drawn' | 'settled',
        opens_at: r.opens_at.toISOString(),
        closes_at: r.closes_at.toISOString(),
      })),
    };
  }

  async commitments(ip: string, after: number | undefined, limit: number | undefined) {
    await this.count(ip);
    const { rows, head } = await this.deps.repo.page(after ?? 0, limit ?? VERIFY_PAGE_MAX);
    return {
      list: rows.map((e) => ({
        seq: e.seq,
        kind: e.kind,
        chain_id: e.chain_id,
        gametype: e.game_type,
        terminal_hash: e.terminal_hash,
        length: e.length,
        salt: e.salt,
        salt_origin: e.salt_origin,
        created_at: e.created_at.toISOString(),
        prev: e.prev,
        hash: e.hash,
      })),
      head: head ? { seq: head.seq, hash: head.hash, created_at: head.created_at.toISOString() } : null,
    };
  }

  /** One page more for this address in the current minute; 3002 past the limit. */
  private async count(ip: string): Promise<void> {
    if (!this.deps.limits) return;
    if ((await this.deps.limits.hit(`verify:${ip}`, 60)) > this.deps.pagesPerMinute) throw new AppError(3002);
  }
}

/** A chain as anyone may see it: never its secret top seed. */
export function publicChain(
  c: Pick<ChainsRow, 'id' | 'game_type' | 'terminal_hash' | 'salt' | 'salt_origin' | 'length' | 'created_at'>,
) {
  return {
    id: c.id,
    gametype: c.game_type,
    terminal_hash: c.terminal_hash,
    salt: c.salt,
    salt_origin: c.salt_origin,
    length: c.length,
    created_at: c.created_at.toISOString(),
  };
}
