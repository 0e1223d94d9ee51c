import type { UserInfo } from '@roundhouse/contract';
import { cents, toUsd } from '@roundhouse/game';
import { AppError } from '../../http/app-error.ts';
import type { UsersRepository } from './users.repository.ts';

export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  async info(userId: number): Promise<UserInfo> {
    const row = await this.users.profile(userId);
    if (!row) throw new AppError(1002);
    const money = toUsd(cents(row.balance_cents ?? 0));
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
    };
  }
}
