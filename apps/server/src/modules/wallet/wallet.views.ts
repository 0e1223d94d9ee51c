import {
  type ApiLang,
  type BankCard,
  type Deposit,
  type FundRecord,
  LEDGER_REASONS,
  type Withdrawal,
} from '@roundhouse/contract';
import { cents, toUsd } from '@roundhouse/game';
import type { BankCardRow, DepositRow, WithdrawalRow } from '../../db/schema.ts';
import type { LedgerReason } from '../ledger/ledger.service.ts';

/** Rows as the API shows them (amounts in USD, times as ISO strings). */
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toCard(row: BankCardRow): BankCard {
  return {
    id: row.id,
    type: row.type,
    bank: row.bank,
    branch: row.branch,
    account: row.account,
    realname: row.realname,
    address: row.address,
    created_at: row.created_at.toISOString(),
  };
}

/** What deposits and withdrawals share: an amount waiting for, or past, an operator's decision. */
function request<S extends string>(row: {
  id: number;
  amount_cents: number;
  status: S;
  created_at: Date;
  decided_at: Date | null;
}) {
  return {
    id: row.id,
    money: toUsd(cents(row.amount_cents)),
    status: row.status,
    created_at: row.created_at.toISOString(),
    decided_at: iso(row.decided_at),
  };
}

export function toDeposit(row: DepositRow): Deposit {
  return { ...request(row), reference: row.reference };
}

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return { ...request(row), destination: row.destination, type: row.type, note: row.note };
}

/** What a withdrawal goes to, as the user will recognise it later even if the card is deleted. */
export function destinationOf(card: BankCardRow): string {
  if (card.type === 'Bank') return `${card.bank} ••••${card.account.replace(/\s/g, '').slice(-4)}`;
  return `${card.type} ${card.address.slice(0, 6)}…${card.address.slice(-4)}`;
}

/** A deposit as the console's queue shows it: with its member and the operator's note. */
export function toAdminDeposit(row: DepositRow & { user_id: number; username: string; note: string }) {
  return { ...toDeposit(row), user_id: row.user_id, username: row.username, note: row.note };
}

/** A withdrawal as the console's queue shows it: with its member, held while they are frozen. */
export function toAdminWithdrawal(
  row: WithdrawalRow & {
    user_id: number;
    username: string;
    member_status: string;
    approved_by: string | null;
    member_balance_cents: string | number;
    deposits_30d_cents: string | number;
    withdrawals_30d_cents: string | number;
    new_account: boolean;
    new_destination: boolean;
    password_reset: boolean;
  },
  /** Cents from which a payout needs two approvals (0: never). */
  twoApprovalsFrom = 0,
) {
  const flags = (['new_account', 'new_destination', 'password_reset'] as const).filter((flag) => row[flag]);
  return {
    ...toWithdrawal(row),
    user_id: row.user_id,
    username: row.username,
    member_frozen: row.member_status === 'frozen',
    approvals_needed: twoApprovalsFrom > 0 && row.amount_cents >= twoApprovalsFrom ? 2 : 1,
    approved_by: row.approved_by,
    // One member's sums: bounded by the balance ceiling, far below 2^53 cents.
    member_balance: toUsd(cents(Number(row.member_balance_cents))),
    deposits_30d: toUsd(cents(Number(row.deposits_30d_cents))),
    withdrawals_30d: toUsd(cents(Number(row.withdrawals_30d_cents))),
    flags,
  };
}

/** A movement of the member's cash as the fund flow lists it, its reason in the member's language. */
export function toFundRecord(
  row: { id: number; created_at: Date; amount_cents: number; balance_after_cents: number | null; reason: string },
  lang: ApiLang,
): Omit<FundRecord, 'round'> {
  const after = row.balance_after_cents ?? 0;
  return {
    id: row.id,
    time: row.created_at.toISOString(),
    money: toUsd(cents(row.amount_cents)),
    before: toUsd(cents(after - row.amount_cents)),
    reason: LEDGER_REASONS[row.reason as LedgerReason]?.[lang] ?? row.reason,
    type: row.amount_cents > 0 ? 1 : 2,
  };
}
