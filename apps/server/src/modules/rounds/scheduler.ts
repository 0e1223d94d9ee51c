import { GAME_TYPES } from '@roundhouse/game';
import pg from 'pg';
import type { OrdersService } from '../orders/orders.service.ts';
import type { RoundsService } from './rounds.service.ts';

/** Any fixed number works: it only has to be the same in every process of one installation. */
const LEADER_LOCK = 7_264_201;

export interface RoundEvent {
  type: 'open' | 'closed' | 'result';
  gametype: number;
  seqno: number;
}

/**
 * Runs the round cycle in exactly one process: the one holding a PostgreSQL advisory lock on a
 * connection of its own (DESIGN.md §10). If that process dies, its connection drops, the lock frees,
 * and another process takes over and carries overdue rounds forward. Every step is idempotent.
 */
export class RoundScheduler {
  private client: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private ticking: Promise<void> | undefined;
  leader = false;

  constructor(
    private readonly deps: {
      connectionString: string;
      rounds: RoundsService;
      orders: OrdersService;
      intervalMs?: number;
      onEvent?: (event: RoundEvent) => void;
      onError?: (error: unknown) => void;
    },
  ) {}

  start(): void {
    this.running = true;
    void this.loop();
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.ticking;
    this.leader = false;
    await this.client?.end().catch(() => {});
    this.client = undefined;
  }

  /** One pass of the cycle at `now`: open the current rounds, close, draw and settle what is due. */
  async tick(now = Date.now()): Promise<void> {
    const emit = (event: RoundEvent) => this.deps.onEvent?.(event);
    for (const type of GAME_TYPES) {
      const round = await this.deps.rounds.ensureCurrent(type, now);
      if (round && round.status === 'open' && round.opens_at.getTime() > now - (this.deps.intervalMs ?? 500) * 2) {
        emit({ type: 'open', gametype: type, seqno: round.seqno });
      }
    }
    for (const r of await this.deps.rounds.closeDue(now))
      emit({ type: 'closed', gametype: r.game_type, seqno: r.seqno });
    await this.deps.rounds.drawClosed();
    for (const r of await this.deps.rounds.drawnRounds()) {
      const result = await this.deps.orders.settle(r.id);
      if (result.settled) emit({ type: 'result', gametype: r.game_type, seqno: r.seqno });
    }
  }

  private async loop(): Promise<void> {
    if (!this.running) return;
    try {
      if (!this.leader) await this.tryLead();
      if (this.leader) {
        this.ticking = this.tick();
        await this.ticking;
      }
    } catch (error) {
      this.deps.onError?.(error);
      if (this.client && !(await this.alive())) await this.dropClient();
    }
    if (this.running)
      this.timer = setTimeout(() => void this.loop(), this.leader ? (this.deps.intervalMs ?? 500) : 2000);
  }

  private async tryLead(): Promise<void> {
    if (!this.client) {
      const client = new pg.Client({ connectionString: this.deps.connectionString });
      client.on('error', () => {
        this.leader = false;
        this.client = undefined;
      });
      await client.connect();
      this.client = client;
    }
    const { rows } = await this.client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      LEADER_LOCK,
    ]);
    this.leader = rows[0]?.locked === true;
  }

  private async alive(): Promise<boolean> {
    try {
      await this.client?.query('select 1');
      return true;
    } catch {
      return false;
    }
  }

  private async dropClient(): Promise<void> {
    this.leader = false;
    await this.client?.end().catch(() => {});
    this.client = undefined;
  }
}
