import type { ApiLang, WithdrawRules } from '@roundhouse/contract';
import { type Cents, parseUsd } from '@roundhouse/game';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../audit/audit.service.ts';

export function parseAmount(value: unknown): Cents {
  const amount = parseUsd(value);
  if (amount === null || amount <= 0) throw new AppError(1050, { field: 'money' });
  return amount;
}

/** A calendar day `yyyy-mm-dd` at the user's UTC offset, as an instant. */
export function dayStart(day: string, offsetMinutes: number): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) {
    throw new AppError(1001, { field: 'value' });
  }
  return new Date(utc + offsetMinutes * 60_000);
}

/** The withdrawal rules as getLeftmoney lists them (SPEC.md §7: name, required, progress). */
export function describeRules(rules: WithdrawRules, lang: ApiLang, balance: number, today: number) {
  const lines: { name: string; required: number; progress: number }[] = [];
  if (rules.min > 0) {
    const name = { en: 'Minimum withdrawal (USD)', chs: '最低提现金额（美元）', cht: '最低提現金額（美元）' }[lang];
    lines.push({ name, required: rules.min, progress: Math.min(balance, rules.min) });
  }
  if (rules.daily_count > 0) {
    const name = { en: 'Withdrawals today (UTC)', chs: '今日提现次数（UTC）', cht: '今日提現次數（UTC）' }[lang];
    lines.push({ name, required: rules.daily_count, progress: today });
  }
  return lines;
}

/**
 * A deposit or withdrawal an operator may decide: it exists (3016), is still pending (3015) and is
 * not the operator's own (3062: staff never decide their own money).
 */
export function decidable<T extends { status: string; user_id: number }>(row: T | undefined, actor: Actor): T {
  if (!row) throw new AppError(3016, { field: 'id' });
  if (row.status !== 'pending') throw new AppError(3015, { field: 'id' });
  if (row.user_id === actor.id) throw new AppError(3062, { field: 'id' });
  return row;
}
