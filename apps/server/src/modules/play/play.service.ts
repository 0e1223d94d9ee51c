import type { PlayLimits } from '@roundhouse/contract';
import { type Cents, cents, formatUsd, toUsd } from '@roundhouse/game';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db, Executor } from '../../db/database.ts';
import { Memo } from '../../db/memo.ts';
import type { PlayLimitRow } from '../../db/schema.ts';
import { Turns } from '../../db/turns.ts';
import { AppError } from '../../http/app-error.ts';
import type { PlayRepository, PlayRows } from './play.repository.ts';

const HOUR = 3_600_000;
const PERIOD_MS = { day: 24 * HOUR, week: 7 * 24 * HOUR } as const;
/** A looser limit waits this long (issue 10). */
const LOOSEN_DELAY_MS = 24 * HOUR;

export type Period = keyof typeof PERIOD_MS;
export interface Limit {
  amount: Cents;
  period: Period;
}
type Kind = 'deposit' | 'loss';

/** What a limit is at `now`: the pending one once its 24 hours are over. */
export function effectiveLimit(row: PlayLimitRow | undefined, now: number): Limit | null {
  if (!row) return null;
  if (row.pending && row.pending_from && row.pending_from.getTime() <= now) {
    return row.pending_amount_cents ? { amount: row.pending_amount_cents, period: row.pending_period ?? 'day' } : null;
  }
  return row.amount_cents ? { amount: row.amount_cents, period: row.period } : null;
}

/** A new limit is at least as strict as the old when it allows no more over no shorter a window. */
function stricter(next: Limit | null, current: Limit | null): boolean {
  if (!current) return true;
  if (!next) return false;
  return next.amount <= current.amount && PERIOD_MS[next.period] >= PERIOD_MS[current.period];
}

/**
 * Responsible play (issue 10): limits, reminder and self-exclusion. What each limit counts (losses,
 * deposits) belongs to the orders and wallet modules, which hand it in as `used`.
 */
export class PlayService {
  private readonly memo: Memo<number, PlayRows>;

  constructor(
    private readonly deps: {
      db: Db;
      repo: PlayRepository;
      /** A member's losses (stakes not paid back, open ones included) and deposits since a time. */
      used: Record<Kind, (db: Executor, userId: number, since: Date) => Promise<Cents>>;
      changes?: ChangeFeed | undefined;
      now?: () => number;
    },
  ) {
    // A member's limits or settings changed (the triggers announce both tables by user id).
    this.memo = new Memo(
      deps.changes,
      (change, userId) =>
        (change.table === 'play_limits' || change.table === 'play_settings') && change.id === String(userId),
      {
        max: 10_000,
        reads: {
          name: "play: a member's limits and settings",
          tables: [
            { table: 'play_limits', columns: 'all', on: ['insert', 'delete'] },
            { table: 'play_settings', columns: 'all', on: ['insert', 'delete'] },
          ],
        },
      },
    );
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  private async rows(userId: number): Promise<PlayRows> {
    return (await this.memo.get(userId, () => this.deps.repo.rows(userId))) as PlayRows;
  }

  /**
   * Before an order or a recharge: nothing to do for a member without limits (the common case,
   * read from memory). Otherwise `check` runs inside the caller's transaction, after a lock that
   * makes the member's requests wait for each other, so a burst cannot pass a limit together.
   */
  async guard(userId: number, kind: Kind): Promise<Guard | null> {
    const rows = await this.rows(userId);
    const now = this.now();
    const excluded = rows.excluded_until && rows.excluded_until.getTime() > now;
    const limit = effectiveLimit(
      rows.limits.find((l) => l.kind === kind),
      now,
    );
    if (!excluded && !limit) return null;
    const check = async (trx: Executor, amount: Cents) => {
      await this.deps.repo.lockMember(trx, userId);
      const fresh = await this.deps.repo.rows(userId, trx);
      const at = this.now();
      if (fresh.excluded_until && fresh.excluded_until.getTime() > at) {
        throw new AppError(3030, {
          params: { until: `${fresh.excluded_until.toISOString().slice(0, 16).replace('T', ' ')} UTC` },
        });
      }
      const current = effectiveLimit(
        fresh.limits.find((l) => l.kind === kind),
        at,
      );
      if (!current) return;
      const used = await this.deps.used[kind](trx, userId, new Date(at - PERIOD_MS[current.period]));
      const left = Math.max(0, current.amount - used);
      if (amount > left) throw new AppError(kind === 'loss' ? 3031 : 3032, { params: { left: usd(left) } });
    };
    return Object.assign(check, { inTurn: <T>(work: () => Promise<T>) => this.turns.run(userId, work) });
  }

  /** Each member's guarded requests in this process, one after another. */
  private readonly turns = new Turns<number>();

  /**
   * Money into products is play too: a self-excluded member may not start a contract (3030). A
   * deposit is still credited during an exclusion (the money is theirs); only its use is blocked.
   */
  async ensureNotExcluded(userId: number): Promise<void> {
    const { excluded_until } = await this.rows(userId);
    if (excluded_until && excluded_until.getTime() > this.now()) {
      throw new AppError(3030, {
        params: { until: `${excluded_until.toISOString().slice(0, 16).replace('T', ' ')} UTC` },
      });
    }
  }

  async view(userId: number): Promise<PlayLimits> {
    const db = this.deps.db;
    const rows = await this.deps.repo.rows(userId);
    const now = this.now();
    const limitView = async (kind: Kind) => {
      const row = rows.limits.find((l) => l.kind === kind);
      const limit = effectiveLimit(row, now);
      const pendingLater = row?.pending && row.pending_from && row.pending_from.getTime() > now;
      const used = limit ? await this.deps.used[kind](db, userId, new Date(now - PERIOD_MS[limit.period])) : 0;
      return {
        amount: limit ? toUsd(limit.amount) : null,
        period: limit?.period ?? row?.period ?? ('day' as const),
        pending:
          pendingLater && row?.pending_from
            ? {
                amount: row.pending_amount_cents ? toUsd(row.pending_amount_cents) : null,
                period: row.pending_period ?? 'day',
                from: row.pending_from.toISOString(),
              }
            : null,
        left: limit ? toUsd(cents(Math.max(0, limit.amount - used))) : null,
      };
    };
    return {
      deposit: await limitView('deposit'),
      loss: await limitView('loss'),
      reminder_minutes: rows.reminder_minutes,
      excluded_until:
        rows.excluded_until && rows.excluded_until.getTime() > now ? rows.excluded_until.toISOString() : null,
    };
  }

  /** Stricter: at once. Looser or removed: after 24 hours, and until then the current one holds. */
  async setLimit(userId: number, kind: Kind, next: Limit | null): Promise<void> {
    await this.deps.db.transaction().execute((trx) => this.saveLimit(trx, userId, kind, next));
    this.memo.drop((key) => key === userId);
  }

  private async saveLimit(trx: Executor, userId: number, kind: Kind, next: Limit | null): Promise<void> {
    await this.deps.repo.lockMember(trx, userId);
    const row = await this.deps.repo.limitForUpdate(trx, userId, kind);
    const now = this.now();
    const current = effectiveLimit(row, now);
    const period = next?.period ?? current?.period ?? 'day';
    if (stricter(next, current)) {
      await this.deps.repo.saveLimit(trx, {
        user_id: userId,
        kind,
        amount_cents: next?.amount ?? null,
        period,
        pending: false,
        pending_amount_cents: null,
        pending_period: null,
        pending_from: null,
      });
    } else {
      await this.deps.repo.saveLimit(trx, {
        user_id: userId,
        kind,
        amount_cents: current?.amount ?? null,
        period: current?.period ?? period,
        pending: true,
        pending_amount_cents: next?.amount ?? null,
        pending_period: period,
        pending_from: new Date(now + LOOSEN_DELAY_MS),
      });
    }
  }

  async setReminder(userId: number, minutes: number | null): Promise<void> {
    await this.deps.repo.setReminder(userId, minutes);
    this.memo.drop((key) => key === userId);
  }

  async exclude(userId: number, days: 1 | 7 | 30): Promise<void> {
    await this.deps.repo.exclude(userId, new Date(this.now() + days * 24 * HOUR));
    this.memo.drop((key) => key === userId);
  }
}

const usd = (amount: number) => formatUsd(cents(amount));

/** A guard (PlayService.guard): the check inside the caller's transaction, and the member's turn. */
export type Guard = ((trx: Executor, amount: Cents) => Promise<void>) & {
  /** Runs `work` after this process's earlier guarded requests of the member (see inTurn). */
  inTurn<T>(work: () => Promise<T>): Promise<T>;
};

/**
 * Runs `work` (a guarded request's transaction) in the member's turn: after this process's earlier
 * guarded requests of the same member. They would wait for each other on the member's advisory lock
 * anyway (guard); waiting here, in memory, they hold no pool connection meanwhile, so a burst of
 * one member's orders never takes the pool from everyone else (issue 22). Unguarded requests (no
 * limit, the common case) run at once.
 */
export function inTurn<T>(guard: Guard | null | undefined, work: () => Promise<T>): Promise<T> {
  return guard ? guard.inTurn(work) : work();
}
