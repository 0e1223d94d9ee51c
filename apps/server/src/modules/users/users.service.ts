import type { AppConfig, UserInfo } from '@roundhouse/contract';
import { cents, toUsd } from '@roundhouse/game';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { UsersRepository } from './users.repository.ts';

/** The stakes (cents) that reach levels 1–8, from the configured levels. */
export function vipThresholds(levels: AppConfig['vip_levels']): number[] {
  return levels.map((l) => Math.round(l.stake * 100));
}

export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly settings: SettingsService,
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
      vip: {
        stake: toUsd(cents(stake)),
        override,
        next: next ? { level: next.level, stake: next.stake } : null,
      },
    };
  }

  /** After a round settles, in its transaction: stakes count toward the VIP level (issue 10). */
  async addSettledStakes(trx: Executor, roundId: number): Promise<void> {
    const config = await this.settings.appConfig();
    await this.users.addSettledStakes(trx, roundId, vipThresholds(config.vip_levels));
  }

  /** An operator's VIP override (null clears it); 1002 for no such member (operators have no level). */
  async setVipOverride(userId: number, level: number | null) {
    const config = await this.settings.appConfig();
    const row = await this.users.setVipOverride(userId, level, vipThresholds(config.vip_levels));
    if (!row) throw new AppError(1002, { field: 'user_id' });
    return { user_id: userId, level: row.level, override: row.vip_override !== null };
  }
}
