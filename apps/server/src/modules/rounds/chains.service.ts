import { randomBytes } from 'node:crypto';
import { type AdminChain, SALT_ORIGIN_WRITTEN } from '@roundhouse/contract';
import { GAME_TYPES, type GameType, terminalHash, toHex } from '@roundhouse/game';
import type { Db, Executor } from '../../db/database.ts';
import type { ChainsRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor, AuditLog } from '../audit/audit.service.ts';
import type { FairnessService } from './fairness.service.ts';
import type { RoundsRepository } from './rounds.repository.ts';

/** Fairness chains (DESIGN.md §6): made, listed for the console, salted in live mode. */
export class ChainsService {
  constructor(
    private readonly deps: {
      db: Db;
      repo: RoundsRepository;
      chainLength: number;
      mode: 'demo' | 'live';
      onChainCreated?: ((trx: Executor, chain: ChainsRow) => Promise<unknown>) | undefined;
      onChainSalted?: ((trx: Executor, chain: ChainsRow) => Promise<unknown>) | undefined;
      console?: { audit: AuditLog } | undefined;
      fairness: FairnessService;
    },
  ) {}

  /** Every chain of both game types for the console, newest first. */
  async adminChains(): Promise<AdminChain[]> {
    const rows = await this.deps.repo.allChains();
    const active = new Set<number>();
    for (const type of GAME_TYPES) {
      const chain = rows.find((c) => c.game_type === type && c.next_index <= c.length && c.salt !== '');
      if (chain) active.add(chain.id);
    }
    return rows.map((c) => this.toAdminChain(c, active.has(c.id)));
  }

  private toAdminChain(c: ChainsRow, active: boolean): AdminChain {
    return {
      id: c.id,
      game_type: c.game_type,
      terminal_hash: c.terminal_hash,
      salt: c.salt,
      salt_origin: c.salt_origin,
      length: c.length,
      used: c.next_index - 1,
      left: c.length - c.next_index + 1,
      active,
      salt_editable: this.deps.mode === 'live' && c.salt === '' && c.next_index === 1,
      created_at: c.created_at.toISOString(),
    };
  }

  /**
   * Publishes a new chain for a game type (announced in the same transaction); the round open now
   * keeps its chain, the next one draws from the new chain. In live mode the new chain waits for
   * its salt (setSalt) and the old one goes on until then. A newest chain with no round yet is
   * answered again rather than replaced, so two clicks make one chain.
   */
  async rotateChain(actor: Actor, gameType: GameType): Promise<AdminChain> {
    const console = this.deps.console;
    if (!console) throw new Error('chains: no console dependencies');
    const chain = await this.deps.db.transaction().execute(async (trx) => {
      const newest = await this.deps.repo.newestChainLocked(trx, gameType);
      if (newest && newest.next_index === 1) return newest;
      const created = await this.create(trx, gameType, this.deps.mode === 'live');
      await console.audit.record(
        trx,
        actor,
        'chain.rotate',
        `chain:${created.id}`,
        newest ? { chain_id: newest.id } : null,
        {
          chain_id: created.id,
          game_type: gameType,
          terminal_hash: created.terminal_hash,
        },
      );
      return created;
    });
    return (await this.adminChains()).find((c) => c.id === chain.id) as AdminChain;
  }

  /** Live mode: a chain's public salt, once, before its first round (3054 otherwise). */
  async setSalt(actor: Actor, chainId: number, salt: string, origin: string): Promise<AdminChain> {
    const console = this.deps.console;
    if (!console) throw new Error('chains: no console dependencies');
    await this.deps.db.transaction().execute(async (trx) => {
      const chain = await this.deps.repo.chainLocked(trx, chainId);
      if (!chain) throw new AppError(3053, { field: 'chain_id' });
      if (this.deps.mode !== 'live' || chain.salt !== '' || chain.next_index !== 1) {
        throw new AppError(3054, { field: 'salt' });
      }
      const updated = await this.deps.repo.setSalt(trx, chainId, salt, origin.trim());
      await this.deps.fairness.commitSalt(trx, updated);
      await this.deps.onChainSalted?.(trx, updated);
      await console.audit.record(
        trx,
        actor,
        'chain.set_salt',
        `chain:${chainId}`,
        { salt: '' },
        {
          salt,
          salt_origin: origin.trim(),
        },
      );
    });
    return (await this.adminChains()).find((c) => c.id === chainId) as AdminChain;
  }

  /**
   * A new chain for a game type, announced in the same transaction. Demo: a random salt fixed at
   * creation. Live, from the console or when none can draw: no salt until the operator sets one.
   */
  async create(
    trx: Parameters<RoundsRepository['insertChain']>[0],
    gameType: GameType,
    saltLater = false,
    at = new Date(),
  ) {
    const top = randomBytes(32);
    const length = this.deps.chainLength;
    // Demo: a random salt fixed at creation. Live, from the console: no salt until the operator
    // sets one fixed after the terminal hash was published (e.g. a future block hash), as DESIGN.md
    // §6 describes; a chain without one draws no round.
    const salt = saltLater ? '' : randomBytes(16).toString('hex');
    const chain = await this.deps.repo.insertChain(trx, {
      game_type: gameType,
      top_seed: top,
      length,
      terminal_hash: toHex(terminalHash(top, length)),
      salt,
      salt_origin: SALT_ORIGIN_WRITTEN[saltLater ? 'later' : this.deps.mode === 'demo' ? 'demo' : 'random'],
    });
    // Committed in the log in the same transaction, before any round can draw from it (issue 27).
    await this.deps.fairness.commitChain(trx, chain, at);
    await this.deps.onChainCreated?.(trx, chain);
    return chain;
  }
}
