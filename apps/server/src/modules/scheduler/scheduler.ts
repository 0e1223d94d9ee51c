import type { RoomEvent } from '@roundhouse/contract';
import { GAME_TYPES, type GameType } from '@roundhouse/game';
import type { Db, Fence } from '../../db/database.ts';
import type { FinanceService } from '../finance/finance.service.ts';
import { winsOf } from '../orders/order-views.ts';
import type { RoomsService } from '../rooms/rooms.service.ts';
import type { RoundsService } from '../rounds/rounds.service.ts';
import type { SettlementService } from '../settlement/settlement.service.ts';
import { Lease, LeaseLost } from './lease.ts';

/** A lease a leader renews every second and loses after three without renewal (DESIGN.md §10). */
export const LEASE_TTL_MS = 3000;
export const LEASE_RENEW_MS = 1000;
/** A chore's first run after this process leads, and its next try after a failure (e.g. no database). */
export const CHORE_SOON_MS = 10_000;

/** Work the leader does on a schedule of its own. */
export interface Chore {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/** A round the leader settled, for the metrics: its lateness and cost. */
export interface SettledRound {
  gameType: number;
  closesAt: Date;
  drawnAt: Date | null;
  seconds: number;
  winners: number;
  /** Orders settled in the round (won or lost). */
  orders: number;
}

export type RoundEvent = Exclude<RoomEvent, { type: 'order' }>;

export type SchedulerState = 'off' | 'follower' | 'leader';

/**
 * Runs the round cycle in exactly one process: the holder of the `scheduler` lease (DESIGN.md
 * §10). The lease is renewed on a timer of its own, so a long settlement does not lose it; a
 * process that dies or is paused stops renewing, and another takes over within LEASE_TTL_MS plus
 * one retry. Every step checks the lease's generation in its own transaction (the fence), so a
 * leader that wakes from a pause after losing the lease writes nothing. Every step is idempotent.
 */
export class RoundScheduler {
  private readonly lease: Lease;
  private tickTimer: NodeJS.Timeout | undefined;
  private renewTimer: NodeJS.Timeout | undefined;
  /** The last round announced open, per game type. */
  private readonly announced = new Map<GameType, number>();
  private running = false;
  private ticking: Promise<void> | undefined;
  /** The renewal on its way, if any: a stop waits for it, or it would take the lease back after the release. */
  private renewing: Promise<void> | undefined;
  private choring: Promise<unknown> | undefined;
  private readonly choreDue = new Map<string, number>();
  /** Failures in a row, per chore: each waits twice as long before the next try. */
  private readonly choreFailed = new Map<string, number>();
  /** Lease renewals that failed or found the lease taken while this process held it. */
  renewalsMissed = 0;

  constructor(
    private readonly deps: {
      /** A pool of its own is best: renewals must not queue behind request traffic. */
      db: Db;
      rounds: RoundsService;
      settlement: SettlementService;
      /** Finance accruals and maturities, paid by the leader like settlements (issue 11). */
      finance?: FinanceService | undefined;
      /** Odds an operator saved move up when their slot comes (issue 12). */
      rooms?: RoomsService | undefined;
      intervalMs?: number;
      onEvent?: (event: RoundEvent) => void;
      onError?: (error: unknown) => void;
      /** What the metrics record of each settled round and of finance's payments (issue 25). */
      onSettled?: (round: SettledRound) => void;
      onFinancePaid?: (count: number) => void;
      /** What else the leader does on a schedule: the ledger audit, retention (issue 25). */
      chores?: Chore[] | undefined;
      /** CHORE_SOON_MS unless a test says otherwise. */
      choreSoonMs?: number;
    },
  ) {
    this.lease = new Lease(deps.db, 'scheduler', LEASE_TTL_MS);
  }

  get leader(): boolean {
    return this.lease.held !== undefined;
  }

  get state(): SchedulerState {
    if (!this.running) return 'off';
    return this.leader ? 'leader' : 'follower';
  }

  start(): void {
    this.running = true;
    this.renewing = this.renew();
    void this.loop();
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.tickTimer);
    clearTimeout(this.renewTimer);
    await this.renewing;
    await this.ticking?.catch(() => {});
    await this.choring;
    await this.lease.release().catch(() => this.lease.drop());
  }

  /**
   * One pass of the cycle at `now`: open the current rounds, close, draw and settle what is due.
   * Without a fence (tests, a manual run) the steps run unconditionally.
   */
  async tick(now = Date.now(), fence?: Fence): Promise<void> {
    const emit = (event: RoundEvent) => this.deps.onEvent?.(event);
    const { rounds, settlement } = this.deps;
    // Operators' round times, as every process reads them, before the slots are worked out.
    await rounds.loadTiming();
    await this.deps.rooms?.promoteDueRates(now);
    for (const type of GAME_TYPES) {
      const round = await rounds.ensureCurrent(type, now, fence);
      const fresh =
        round && round.status === 'open' && round.opens_at.getTime() > now - (this.deps.intervalMs ?? 500) * 2;
      // Once per round: two ticks inside the window would send it twice (issue 24).
      if (round && fresh && this.announced.get(type) !== round.seqno) {
        this.announced.set(type, round.seqno);
        emit({ type: 'open', gametype: type, seqno: round.seqno });
      }
    }
    for (const r of await rounds.closeDue(now, fence)) emit({ type: 'closed', gametype: r.game_type, seqno: r.seqno });
    await rounds.drawClosed(fence);
    for (const r of await rounds.drawnRounds()) {
      const started = performance.now();
      const result = await settlement.settle(r.id, fence);
      if (!result.settled || r.sum === null) continue;
      this.deps.onSettled?.({
        gameType: r.game_type,
        closesAt: r.closes_at,
        drawnAt: r.drawn_at,
        seconds: (performance.now() - started) / 1000,
        winners: result.winners,
        orders: result.orders,
      });
      const [num1, num2, num3, sum] = [r.num1 ?? 0, r.num2 ?? 0, r.num3 ?? 0, r.sum];
      emit({ type: 'result', gametype: r.game_type, seqno: r.seqno, num1, num2, num3, sum, wins: winsOf(r) });
    }
    const paid = await this.deps.finance?.accrueDue(fence);
    if (paid && paid.paid + paid.matured > 0) this.deps.onFinancePaid?.(paid.paid + paid.matured);
  }

  /** Takes or renews the lease every LEASE_RENEW_MS, whatever the cycle is doing. */
  private async renew(): Promise<void> {
    if (!this.running) return;
    const held = this.leader;
    try {
      if (!(await this.lease.acquireOrRenew()) && held) this.renewalsMissed += 1;
    } catch (error) {
      // The database is out of reach: assume the lease is lost rather than act on a stale one.
      if (held) this.renewalsMissed += 1;
      this.lease.drop();
      this.deps.onError?.(error);
    }
    if (this.running) {
      this.renewTimer = setTimeout(() => {
        this.renewing = this.renew();
      }, LEASE_RENEW_MS);
    }
  }

  /**
   * The leader's chores, beside the cycle (never delaying a round), one at a time: each first
   * soon after this process leads (CHORE_SOON_MS), then every `everyMs`. One that failed (the
   * database was restarting during the hourly audit or a backup) is tried again as soon, then
   * twice as late after each further failure (a chore that keeps failing never hammers the
   * database), never later than its period.
   */
  private choresWhenDue(): void {
    if (this.choring) return;
    const now = Date.now();
    const soon = (chore: Chore, failed = 0) =>
      Date.now() + Math.min(chore.everyMs, (this.deps.choreSoonMs ?? CHORE_SOON_MS) * 2 ** failed);
    for (const chore of this.deps.chores ?? []) {
      if (chore.everyMs <= 0) continue;
      const due = this.choreDue.get(chore.name) ?? soon(chore);
      this.choreDue.set(chore.name, due);
      if (now < due) continue;
      this.choreDue.set(chore.name, now + chore.everyMs);
      this.choring = chore
        .run()
        .then(() => this.choreFailed.delete(chore.name))
        .catch((error) => {
          const failed = this.choreFailed.get(chore.name) ?? 0;
          this.choreFailed.set(chore.name, failed + 1);
          this.choreDue.set(chore.name, soon(chore, failed));
          this.deps.onError?.(error);
        })
        .finally(() => {
          this.choring = undefined;
        });
      return;
    }
  }

  private async loop(): Promise<void> {
    if (!this.running) return;
    const fence = this.lease.fence();
    if (fence) {
      try {
        this.ticking = this.tick(Date.now(), fence);
        await this.ticking;
      } catch (error) {
        if (error instanceof LeaseLost) this.lease.drop();
        else this.deps.onError?.(error);
      }
      this.choresWhenDue();
    }
    if (this.running) this.tickTimer = setTimeout(() => void this.loop(), this.deps.intervalMs ?? 500);
  }
}
