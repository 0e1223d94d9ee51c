import type { LangFields } from '@roundhouse/contract';
import type { Cents } from '@roundhouse/game';
import type { ColumnType, Generated } from 'kysely';
import type { TextFields, TextsColumn } from '../texts.ts';
import type { CentsColumn, CreatedAt } from './columns.ts';

export type AccountKind =
  | 'user_cash'
  | 'user_withdraw_hold'
  | 'user_pledge'
  | 'house'
  | 'deposits'
  | 'payouts'
  | 'promotions';

export interface AccountsTable {
  id: Generated<number>;
  kind: AccountKind;
  user_id: number | null;
  balance_cents: ColumnType<Cents, Cents | undefined, Cents>;
  created_at: CreatedAt;
}

export interface LedgerTxnsTable {
  id: Generated<number>;
  /** Why money moved (LedgerReason): recharge, bet, payout, … */
  reason: string;
  user_id: number | null;
  ref_type: string | null;
  ref_id: number | null;
  request_id: string | null;
  created_at: CreatedAt;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  txn_id: number;
  account_id: number;
  amount_cents: CentsColumn;
  balance_after_cents: ColumnType<Cents | null, Cents | null, Cents | null>;
  created_at: CreatedAt;
}

/** The ledger audit's progress per member account (modules/ledger/audit.repository.ts). */
export interface LedgerAuditCheckpointsTable {
  account_id: number;
  entry_id: number;
  sum_cents: number;
}

/** The one row of the ledger audit's progress over the whole ledger. */
export interface LedgerAuditMarksTable {
  id: Generated<number>;
  safe_txn_id: number;
  safe_entry_id: number;
  marks: ColumnType<AuditMark[], string, string>;
}

/** Ids seen by one audit, and the snapshot's xmax (as text) once the next audit has taken it. */
export interface AuditMark {
  txn: number;
  entry: number;
  xmax: string | null;
}

export interface BankCardsTable {
  id: Generated<number>;
  user_id: number;
  type: 'Bank' | 'USDT-TRC' | 'USDT-ERC';
  bank: string;
  branch: string;
  account: string;
  realname: string;
  address: string;
  fingerprint: string;
  created_at: CreatedAt;
  deleted_at: Date | null;
}

export interface DepositsTable {
  id: Generated<number>;
  user_id: number;
  amount_cents: CentsColumn;
  status: 'pending' | 'confirmed' | 'rejected';
  reference: string;
  note: Generated<string>;
  request_id: string | null;
  created_at: CreatedAt;
  decided_at: Date | null;
  decided_by: number | null;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  bank_card_id: number;
  type: 'Bank' | 'USDT-TRC' | 'USDT-ERC';
  destination: string;
  amount_cents: CentsColumn;
  status: 'pending' | 'paid' | 'rejected';
  note: Generated<string>;
  request_id: string | null;
  created_at: CreatedAt;
  decided_at: Date | null;
  decided_by: number | null;
  /** Four eyes (issue 23): the first of two approvals, who and when. */
  first_approved_by: ColumnType<number | null, never, number>;
  first_approved_at: ColumnType<Date | null, never, Date>;
}

export interface RequestKeysTable {
  user_id: number;
  request_id: string;
  /** The call that used the id: recharge, withdraw, order, finance, a password change, a console create. */
  operation: string;
  /** SHA-256 of the call's normalised payload; '*' for ids used before keys were recorded. */
  fingerprint: string;
  /** The row a console create made (RequestKeys.creation); null for every other call. */
  result_id: ColumnType<number | null, never, number>;
  created_at: CreatedAt;
}

interface FinanceProductColumns {
  id: Generated<number>;
  min_cents: CentsColumn;
  max_cents: CentsColumn;
  /** Millionths of the principal per day: 0.15% = 1,500. */
  daily_rate_ppm: number;
  days: number;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  created_at: CreatedAt;
}

/** A product's name and contract text per language (every language has them). */
export const PRODUCT_TEXTS = { name: 'every', contract: 'every' } as const satisfies TextFields;

/** As stored: one JSON column per text (db/texts.ts). */
export type FinanceProductsTable = FinanceProductColumns & { name: TextsColumn; contract: TextsColumn };

/** A product as the code sees it: a name and a contract field per language. */
export type FinanceProductFields = FinanceProductColumns & LangFields<'name', string> & LangFields<'contract', string>;

export interface FinanceContractsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  principal_cents: CentsColumn;
  daily_rate_ppm: number;
  days: number;
  interest_cents: CentsColumn;
  period_seconds: number;
  starts_at: Date;
  matures_at: Date;
  status: Generated<'active' | 'matured'>;
  paid_periods: Generated<number>;
  next_accrual_at: Date | null;
  request_id: string | null;
  created_at: CreatedAt;
}

export interface FinanceAccrualsTable {
  contract_id: number;
  period: number;
  amount_cents: CentsColumn;
  created_at: CreatedAt;
}
