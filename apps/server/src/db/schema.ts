import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  quhao: string;
  /** Unique login identity: `+852 51234567` for phones, the lower-cased name otherwise. */
  login_key: string;
  nickname: string;
  name: Generated<string>;
  password_hash: string;
  pay_password_hash: string;
  level: Generated<number>;
  role: Generated<'user' | 'operator'>;
  status: Generated<'active' | 'frozen'>;
  invited_by: string | null;
  created_at: CreatedAt;
}

export interface InvitationCodesTable {
  code: string;
  owner_user_id: number | null;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: number;
  token_hash: Buffer;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | undefined, Date>;
  expires_at: ColumnType<Date, Date, Date>;
  revoked_at: ColumnType<Date | null, never, Date>;
  ip: string | null;
}

export interface SmsCodesTable {
  phone_key: string;
  code_hash: string;
  sent_at: ColumnType<Date, Date, Date>;
  expires_at: ColumnType<Date, Date, Date>;
  attempts: Generated<number>;
}

export interface RateLimitsTable {
  bucket: string;
  window_started_at: ColumnType<Date, Date, Date>;
  hits: number;
}

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
  balance_cents: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

export interface AppSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface LedgerTxnsTable {
  id: Generated<number>;
  kind: string;
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
  amount_cents: number;
  balance_after_cents: number | null;
  created_at: CreatedAt;
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
  amount_cents: number;
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
  amount_cents: number;
  status: 'pending' | 'paid' | 'rejected';
  note: Generated<string>;
  request_id: string | null;
  created_at: CreatedAt;
  decided_at: Date | null;
  decided_by: number | null;
}

export interface Database {
  users: UsersTable;
  invitation_codes: InvitationCodesTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  rate_limits: RateLimitsTable;
  accounts: AccountsTable;
  app_settings: AppSettingsTable;
  ledger_txns: LedgerTxnsTable;
  ledger_entries: LedgerEntriesTable;
  bank_cards: BankCardsTable;
  deposits: DepositsTable;
  withdrawals: WithdrawalsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type BankCardRow = Selectable<BankCardsTable>;
export type DepositRow = Selectable<DepositsTable>;
export type WithdrawalRow = Selectable<WithdrawalsTable>;
