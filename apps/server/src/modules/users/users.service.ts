import type { AppConfig, UserInfo } from '@roundhouse/contract';
import { cents, toUsd } from '@roundhouse/game';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor, AuditLog } from '../audit/audit.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { MemberFilter, UsersRepository } from './users.repository.ts';

/** The stakes (cents) that reach levels 1–8, from the configured levels. */
export function vipThresholds(levels: AppConfig['vip_levels']): number[] {
  return levels.map((l) => Math.round(l.stake * 100));
}

export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly settings: SettingsService,
    /** `forget` drops the member's remembered sessions once a change is committed (auth.forget). */
    private readonly console?: { db: Db; audit: AuditLog; forget: (userId: number) => void },
  ) {}

  async info(userId: number): Promise<UserInfo> {
    const [row, config] = await Promise.all([this.users.profile(userId), this.settings.appConfig()]);
    if (!row) throw new AppError(1002);
    const money = toUsd(cents(row.balance_cents ?? 0));
    const stake = Number(row.settled_stake_cents);
    const override = row.vip_override !== null;
    const next = override ? undefined : config.vip_levels.find((l) => l.level === row.level + 1);
    return {
      id: row.id,
      username: row.username,
      quhao: row.quhao,
      nickname: row.nickname,
      name: row.name,
      level: row.level,
      money,
      // Withdrawable money is the available balance (DESIGN.md §1.5); no operator limit is on.
      totalWin: money,
      invitation_code: row.invitation_code ?? '',
      role: row.role,
      must_change: { login: row.must_change_password, pay: row.must_change_pay_password },
      vip: {
        stake: toUsd(cents(stake)),
        override,
        next: next ? { level: next.level, stake: next.stake } : null,
      },
    };
  }

  /** Members (and staff) by name, nickname, phone, invitation code or id, status and level, for the console. */
  search(filter: MemberFilter, limit: number, offset: number) {
    return this.users.search(filter, limit, offset);
  }

  memberRow(id: number) {
    return this.users.memberRow(id);
  }

  /** How many members (not staff) there are. */
  count() {
    return this.users.count();
  }

  /**
   * After a round settles, in its transaction: each member's settled stake (cents) counts toward the
   * VIP level (issue 10). The thresholds are read before the transaction begins, so it never asks
   * the pool for a second connection.
   */
  async settledStakesCounter(): Promise<(trx: Executor, stakes: Map<number, number>) => Promise<void>> {
    const thresholds = vipThresholds((await this.settings.appConfig()).vip_levels);
    return (trx, stakes) => this.users.addSettledStakes(trx, stakes, thresholds);
  }

  /**
   * An operator's VIP override (null clears it) with its audit row; 1002 for no such member, 3058
   * for staff (they have no level). Setting what is already set changes nothing and logs nothing.
   * The member's sessions carry the level (the VIP hall's check): they are forgotten once committed,
   * so the member's next call sees the new level without waiting for the change feed.
   */
  async setVipOverride(actor: Actor, userId: number, level: number | null) {
    if (!this.console) throw new Error('users: no console dependencies');
    const { db, audit, forget } = this.console;
    const config = await this.settings.appConfig();
    const answer = await db.transaction().execute(async (trx) => {
      const before = await this.users.lockForUpdate(trx, userId);
      if (!before) throw new AppError(1002, { field: 'user_id' });
      if (before.role !== 'user') throw new AppError(3058, { field: 'user_id' });
      const row = await this.users.setVipOverride(trx, userId, level, vipThresholds(config.vip_levels));
      if (!row) throw new AppError(1002, { field: 'user_id' });
      if (row.vip_override !== before.vip_override || row.level !== before.level) {
        await audit.record(
          trx,
          actor,
          'member.set_vip',
          `user:${userId}`,
          { level: before.level, vip_override: before.vip_override },
          { level: row.level, vip_override: row.vip_override },
        );
      }
      return { user_id: userId, level: row.level, override: row.vip_override !== null };
    });
    forget(userId);
    return answer;
  }
}
