import type { ApiLang, CardType, WithdrawRuleLine, WithdrawRules } from '@roundhouse/contract';
import { type Cents, parseUsd } from '@roundhouse/game';
import type { BankCardRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../audit/audit.service.ts';
import { isEthereumAddress, isTronAddress } from './addresses.ts';

/** A request's amount in cents: 1050 when it is none, 3067 above `cap` (MAX_REQUEST_USD). */
export function parseAmount(value: unknown, cap?: number): Cents {
  const amount = parseUsd(value);
  if (amount === null || amount <= 0) throw new AppError(1050, { field: 'money' });
  if (cap === undefined || amount <= cap) return amount;
  throw new AppError(3067, { params: { num: (cap / 100).toLocaleString('en-US') }, field: 'money' });
}

/** The withdrawal rules as getLeftmoney lists them (SPEC.md §7: name, required, progress). */
export function describeRules(rules: WithdrawRules, lang: ApiLang, balance: number, today: number) {
  const lines: WithdrawRuleLine[] = [];
  if (rules.min > 0) {
    const name = { en: 'Minimum withdrawal (USD)', chs: '最低提现金额（美元）', cht: '最低提領金額（美元）' }[lang];
    lines.push({ name, required: rules.min, progress: Math.min(balance, rules.min), unit: 'usd' });
  }
  if (rules.daily_count > 0) {
    const name = { en: 'Withdrawals today (UTC)', chs: '今日提现次数（UTC）', cht: '今日提領次數（UTC）' }[lang];
    lines.push({ name, required: rules.daily_count, progress: today, unit: 'count' });
  }
  return lines;
}

/** An operator's decision on a deposit or a withdrawal, as the console sends it. */
export interface Decision {
  id: number;
  note?: string | undefined;
  /** Sent again under the same id, the decision answers the item as it now stands. */
  request_id?: string | undefined;
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

/** A bank account or USDT address a member adds, checked field by field (each its own code). */
export function cardOf(input: {
  type: CardType;
  bank?: string;
  branch?: string;
  account?: string;
  username?: string;
  address?: string;
}): Omit<BankCardRow, 'id' | 'created_at' | 'deleted_at' | 'user_id'> {
  const text = (v: string | undefined) => (v ?? '').trim().replace(/\s+/g, ' ');
  if (input.type === 'Bank') {
    const bank = text(input.bank);
    const account = text(input.account);
    const realname = text(input.username);
    if (!bank) throw new AppError(3010, { field: 'bank' });
    if (!/^[0-9A-Za-z -]{4,34}$/.test(account)) throw new AppError(3011, { field: 'account' });
    if (!realname) throw new AppError(3012, { field: 'username' });
    const fingerprint = `Bank:${account.replace(/[\s-]/g, '').toUpperCase()}`;
    return { type: 'Bank', bank, branch: text(input.branch), account, realname, address: '', fingerprint };
  } else {
    const address = (input.address ?? '').trim();
    if (!address) throw new AppError(1065, { field: 'address' });
    const tron = input.type === 'USDT-TRC';
    if (tron ? !isTronAddress(address) : !isEthereumAddress(address)) {
      throw new AppError(3013, { params: { network: tron ? 'TRC20' : 'ERC20' }, field: 'address' });
    }
    const fingerprint = `${input.type}:${tron ? address : address.toLowerCase()}`;
    return { type: input.type, bank: '', branch: '', account: '', realname: '', address, fingerprint };
  }
}
