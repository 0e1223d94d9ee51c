import type { AdminChain } from '@roundhouse/contract';
import { drawNumbers, GAME_TYPES, type GameType, hashSeed, seedAt, toHex } from '@roundhouse/game';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db, Executor, Fence } from '../../db/database.ts';
import { Memo } from '../../db/memo.ts';
import type { ChainsRow, RoundRow } from '../../db/schema.ts';
import type { Actor, AuditLog } from '../audit/audit.service.ts';
import type { RateLimitsRepository } from '../rate-limits/rate-limits.repository.ts';
import { ChainsService } from './chains.service.ts';
import { FairnessRepository } from './fairness.repository.ts';
import { FairnessService } from './fairness.service.ts';
import { ROUND_READS, type RoundsRepository } from './rounds.repository.ts';
import { currentSlot, nextSchedule, type Schedule, type Slot, scheduleAt } from './schedule.ts';

export interface RoundTiming {
  durationMs: Record<GameType, number>;
  gapMs: number;
  chainLength: number;
}

/** Rounds and their fairness chains (DESIGN.md §6): create, close, draw. Settlement is the orders'. */
type SettledRow = Awaited<ReturnType<RoundsRepository['settled']>>;

export class RoundsService {
  // What every room screen and every order reads, kept while the change feed is live and dropped
  // when a round of the game type is created or changes status. The latest round also depends on
  // the clock (a round may be created ahead of its opening), hence the second's lifetime.
  private readonly byId: Memo<number, RoundRow>;
  private readonly latestOf: Memo<GameType, RoundRow>;
  private readonly settledOf: Memo<string, SettledRow>;
  /** Each game type's schedules, oldest first: the configured one, then operators' (loadTiming). */
  private schedules: Record<GameType, Schedule[]>;
  private timingLoadedAt = 0;
  private readonly chainsService: ChainsService;
  /** The public fairness record: the commitment log and the verifier's downloads (issue 27). */
  readonly fairness: FairnessService;

  constructor(
    private readonly deps: {
      db: Db;
      repo: RoundsRepository;
      timing: RoundTiming;
      mode: 'demo' | 'live';
      changes?: ChangeFeed | undefined;
      /** The verifier's downloads are counted per address (VERIFY_PAGES_PER_MINUTE). */
      limits?: RateLimitsRepository | undefined;
      verifyPagesPerMinute?: number | undefined;
      /** Runs in the transaction that creates a chain (content posts its announcement). */
      onChainCreated?: ((trx: Executor, chain: ChainsRow) => Promise<unknown>) | undefined;
      /** Runs in the transaction that sets a chain's salt (content updates the announcement). */
      onChainSalted?: ((trx: Executor, chain: ChainsRow) => Promise<unknown>) | undefined;
      /** The console: the audit log, and where operators' round times are kept (app settings). */
      console?: {
        audit: AuditLog;
        loadTiming: () => Promise<unknown>;
        saveTiming: (actor: Actor, value: Record<GameType, Schedule[]>) => Promise<void>;
      };
    },
  ) {
    this.schedules = { 1: [this.baseSchedule(1)], 2: [this.baseSchedule(2)] };
    this.fairness = new FairnessService({
      repo: new FairnessRepository(deps.db),
      limits: deps.limits,
      pagesPerMinute: deps.verifyPagesPerMinute ?? 120,
    });
    this.chainsService = new ChainsService({ ...deps, chainLength: deps.timing.chainLength, fairness: this.fairness });
    const ofType = (type: number) => (change: { table: string; id: string }) =>
      change.table === 'rounds' && change.id === String(type);
    this.byId = new Memo(deps.changes, (change, _id, row) => ofType(row.game_type)(change), {
      max: 1_000,
      reads: { name: 'rounds: by id', tables: [ROUND_READS] },
    });
    this.latestOf = new Memo(deps.changes, (change, type) => ofType(type)(change), {
      ttlMs: 1_000,
      reads: { name: "rounds: a game type's latest", tables: [ROUND_READS] },
    });
    this.settledOf = new Memo(deps.changes, (change, key) => ofType(Number(key.split(':')[0]))(change), {
      ttlMs: 5_000,
      reads: { name: "rounds: a game type's settled ones", tables: [ROUND_READS] },
    });
  }

  // Reads and locks other modules use (orders, settlement, games): this service is their way in.

  findById(id: number) {
    return this.deps.repo.findById(id);
  }

  /**
   * A round as this process last saw it: its game type and times never change and its status only
   * moves forward, so "not open" is final; "open" is checked again where it matters (the order
   * writer, under the round's lock).
   */
  peek(id: number) {
    return this.byId.get(id, () => this.deps.repo.findById(id));
  }

  findBySeqno(gameType: GameType, seqno: number) {
    return this.deps.repo.findBySeqno(gameType, seqno);
  }

  /** The round that opened most recently (at or before `now`). */
  latest(gameType: GameType, now: number) {
    // Operators' round times reach a process that does not lead the scheduler within seconds.
    if (now - this.timingLoadedAt > 2_000) {
      this.timingLoadedAt = now;
      void this.loadTiming().catch(() => {});
    }
    return this.latestOf.get(gameType, () => this.deps.repo.latest(gameType, new Date(now)), now);
  }

  /** The last `limit` drawn or settled rounds, newest first. */
  async settled(gameType: GameType, limit: number): Promise<SettledRow> {
    return (await this.settledOf.get(`${gameType}:${limit}`, () => this.deps.repo.settled(gameType, limit))) ?? [];
  }

  recent(gameType: GameType | undefined, limit: number) {
    return this.deps.repo.recent(gameType, limit);
  }

  chains(gameType: GameType | undefined) {
    return this.deps.repo.chains(gameType);
  }

  /** Locks a round against closing while an order or a cancel is written (FOR SHARE). */
  lockShared(trx: Executor, id: number) {
    return this.deps.repo.lockShared(trx, id);
  }

  /** Locks a drawn round for settlement; undefined when it is settled already. */
  lockDrawn(trx: Executor, id: number) {
    return this.deps.repo.lockDrawn(trx, id);
  }

  markSettled(trx: Executor, id: number) {
    return this.deps.repo.markSettled(trx, id);
  }

  slot(gameType: GameType, now: number): Slot {
    return currentSlot(scheduleAt(this.schedules[gameType], now), now);
  }

  private baseSchedule(gameType: GameType): Schedule {
    return {
      durationMs: this.deps.timing.durationMs[gameType],
      gapMs: this.deps.timing.gapMs,
      fromMs: 0,
      baseIndex: 1,
    };
  }

  /** Reads operators' round times (at start, and each scheduler tick: every process agrees). */
  async loadTiming(): Promise<void> {
    this.timingLoadedAt = Date.now();
    const stored = ((await this.deps.console?.loadTiming()) ?? {}) as Partial<Record<string, Schedule[]>>;
    const valid = (s: Schedule) =>
      [s.durationMs, s.gapMs, s.fromMs, s.baseIndex].every(Number.isSafeInteger) && s.durationMs > 0 && s.gapMs >= 0;
    for (const type of GAME_TYPES) {
      const own = Array.isArray(stored[type]) ? (stored[type] as Schedule[]).filter(valid) : [];
      this.schedules[type] = [this.baseSchedule(type), ...own];
    }
  }

  /** Each game type's times in force now, or waiting for their first slot. */
  timing(now = Date.now()) {
    return GAME_TYPES.map((type) => {
      const list = this.schedules[type];
      const latest = list[list.length - 1] as Schedule;
      return {
        game_type: type,
        round_seconds: latest.durationMs / 1000,
        gap_seconds: latest.gapMs / 1000,
        from: latest.fromMs === 0 ? null : new Date(latest.fromMs).toISOString(),
        pending: latest.fromMs > now,
      };
    });
  }

  /** New round and gap seconds for a game type, from the slot after the one in force now. */
  async setTiming(actor: Actor, gameType: GameType, roundSeconds: number, gapSeconds: number, now = Date.now()) {
    const console = this.deps.console;
    if (!console) throw new Error('rounds: no console dependencies');
    await this.loadTiming();
    const value = {} as Record<GameType, Schedule[]>;
    for (const type of GAME_TYPES) {
      // A change still waiting for its slot is replaced; the one in force stays (rounds use it).
      const kept = this.schedules[type].filter((s) => s.fromMs <= now);
      if (type === gameType) {
        kept.push(nextSchedule(scheduleAt(kept, now), now, roundSeconds * 1000, gapSeconds * 1000));
      }
      value[type] = kept.slice(1).slice(-3);
    }
    await console.saveTiming(actor, value);
    await this.loadTiming();
    return this.timing(now).find((t) => t.game_type === gameType) as ReturnType<RoundsService['timing']>[number];
  }

  // Fairness chains: chains.service.ts (the console's list, a new chain, a live chain's salt).

  adminChains(): Promise<AdminChain[]> {
    return this.chainsService.adminChains();
  }

  rotateChain(actor: Actor, gameType: GameType): Promise<AdminChain> {
    return this.chainsService.rotateChain(actor, gameType);
  }

  setSalt(actor: Actor, chainId: number, salt: string, origin: string): Promise<AdminChain> {
    return this.chainsService.setSalt(actor, chainId, salt, origin);
  }

  /**
   * Opens the round of the current slot if it is not open yet (idempotent; none during the gap).
   * Each step takes the scheduler's fence: a leader that lost its lease writes nothing.
   */
  async ensureCurrent(gameType: GameType, now: number, fence?: Fence): Promise<RoundRow | undefined> {
    const slot = this.slot(gameType, now);
    if (now >= slot.closesAt.getTime()) return undefined;
    const existing = await this.deps.repo.findBySeqno(gameType, slot.seqno);
    if (existing) return existing;
    return this.deps.db.transaction().execute(async (trx) => {
      // The chain row lock serialises round creation for a game type across processes.
      let chain = await this.deps.repo.activeChain(trx, gameType);
      // Another process may have opened it while this one waited for the lock.
      const again = await this.deps.repo.findBySeqno(gameType, slot.seqno, trx);
      if (again) return again;
      if (!chain) {
        // Live mode draws only from a chain whose salt the operator set after its terminal hash was
        // published (DESIGN.md §6): without one the game pauses, and a new chain waits for its
        // salt in the console ("needs salt"), never silently random (issue 22, fault 14).
        if (this.deps.mode === 'live') {
          const newest = await this.deps.repo.newestChainLocked(trx, gameType);
          if (!newest || newest.next_index > newest.length)
            await this.chainsService.create(trx, gameType, true, new Date(now));
          return undefined;
        }
        chain = await this.chainsService.create(trx, gameType, false, new Date(now));
      }
      const index = chain.next_index;
      // A chain's first round opens only after the chain (and its salt) are in the commitment log,
      // which a verifier checks (issue 27); a slot too short for that is left to the next one.
      let opensAt = slot.opensAt;
      if (index === 1) {
        const committed = (await this.fairness.committedAt(trx, chain.id))?.getTime() ?? now;
        if (committed >= slot.closesAt.getTime()) return undefined;
        if (committed > opensAt.getTime()) opensAt = new Date(committed);
      }
      await this.deps.repo.takeIndex(trx, chain.id);
      const round = await this.deps.repo.insertRound(trx, {
        game_type: gameType,
        seqno: slot.seqno,
        chain_id: chain.id,
        chain_index: index,
        // s_{k-1} = SHA-256(s_k): public now, before any order, so the round is committed.
        commit_hash: toHex(seedAt(chain.top_seed, chain.length, index - 1)),
        opens_at: opensAt,
        closes_at: slot.closesAt,
      });
      await fence?.(trx);
      return round;
    });
  }

  closeDue(now: number, fence?: Fence) {
    return this.deps.db.transaction().execute(async (trx) => {
      const closed = await this.deps.repo.closeDue(trx, new Date(now));
      // Nothing was due (most ticks): nothing to fence.
      if (closed.length > 0) await fence?.(trx);
      return closed;
    });
  }

  /** Draws every closed round from its chain seed; the seed becomes public only now. */
  async drawClosed(fence?: Fence): Promise<RoundRow[]> {
    const drawn: RoundRow[] = [];
    for (const round of await this.deps.repo.withStatus('closed')) {
      const chain = await this.deps.repo.chain(round.chain_id);
      const seed = seedAt(chain.top_seed, chain.length, round.chain_index);
      if (toHex(hashSeed(seed)) !== round.commit_hash) throw new Error(`round ${round.id} breaks its commitment`);
      const numbers = drawNumbers(seed, chain.salt, round.game_type);
      const row = await this.deps.db.transaction().execute(async (trx) => {
        const done = await this.deps.repo.draw(trx, round.id, toHex(seed), numbers);
        await fence?.(trx);
        return done;
      });
      if (row) drawn.push(row);
    }
    return drawn;
  }

  drawnRounds() {
    return this.deps.repo.withStatus('drawn');
  }
}
