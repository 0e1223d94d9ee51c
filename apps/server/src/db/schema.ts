import type { Role } from '@roundhouse/contract';
import type { Cents } from '@roundhouse/game';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/**
 * An amount of money in integer cents: read as the branded Cents type (packages/game), so that an
 * amount cannot be mistaken for USD; written from Cents or from a SQL expression.
 */
type CentsColumn = ColumnType<Cents, Cents, Cents>;

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
  /** The effective VIP level (0–8): the override when set, else what settled_stake_cents reaches. */
  level: Generated<number>;
  /** Lifetime stake of settled (won or lost) orders; cancelled ones do not count. */
  settled_stake_cents: ColumnType<Cents, Cents | undefined, Cents>;
  /** Set by an operator: wins over the stake thresholds while set. */
  vip_override: ColumnType<number | null, number | null | undefined, number | null>;
  role: Generated<Role>;
  status: Generated<'active' | 'frozen'>;
  /** An operator reset the password: the member changes it before anything else. */
  must_change_password: Generated<boolean>;
  must_change_pay_password: Generated<boolean>;
  /** The last password reset by staff: withdrawals wait 24 hours after it (issue 22, fault 18). */
  staff_reset_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
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
  balance_cents: ColumnType<Cents, Cents | undefined, Cents>;
  created_at: CreatedAt;
}

export interface AppSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
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
}

export interface RoomsTable {
  id: Generated<number>;
  game_type: 1 | 2;
  hall: 1 | 2;
  title_en: string;
  title_chs: string;
  title_cht: string;
  minjoin_cents: CentsColumn;
  minbuy_cents: CentsColumn;
  rate0_bp: number;
  rate1_bp: number;
  rate2_bp: number;
  rate3_bp: number;
  label_set: Generated<'trade' | 'classic'>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  /** Odds an operator saved, for rounds opening at or after next_rates_from (then they move up). */
  next_rate0_bp: ColumnType<number | null, number | null | undefined, number | null>;
  next_rate1_bp: ColumnType<number | null, number | null | undefined, number | null>;
  next_rate2_bp: ColumnType<number | null, number | null | undefined, number | null>;
  next_rate3_bp: ColumnType<number | null, number | null | undefined, number | null>;
  next_rates_from: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ChainsTable {
  id: Generated<number>;
  game_type: 1 | 2;
  top_seed: Buffer;
  length: number;
  terminal_hash: string;
  salt: string;
  salt_origin: string;
  next_index: Generated<number>;
  created_at: CreatedAt;
}

export interface RoundsTable {
  id: Generated<number>;
  game_type: 1 | 2;
  seqno: number;
  chain_id: number;
  chain_index: number;
  commit_hash: string;
  opens_at: Date;
  closes_at: Date;
  status: 'open' | 'closed' | 'drawn' | 'settled';
  seed: string | null;
  num1: number | null;
  num2: number | null;
  num3: number | null;
  sum: number | null;
  drawn_at: Date | null;
  settled_at: Date | null;
}

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  round_id: number;
  room_id: number;
  game_type: 1 | 2;
  outcome: 0 | 1 | 2 | 3;
  rate_bp: number;
  amount_cents: CentsColumn;
  status: 'open' | 'cancelled' | 'won' | 'lost';
  payout_cents: ColumnType<Cents, Cents | undefined, Cents>;
  follow_of: number | null;
  request_id: string | null;
  created_at: CreatedAt;
  settled_at: Date | null;
}

export interface RequestKeysTable {
  user_id: number;
  request_id: string;
  /** The money-moving call that used the id: recharge, withdraw, order. */
  operation: string;
  /** SHA-256 of the call's normalised payload; '*' for ids used before keys were recorded. */
  fingerprint: string;
  created_at: CreatedAt;
}

export interface LeasesTable {
  name: string;
  /** The process holding the lease (host, pid and a random part). */
  holder: string;
  /** Raised at every change of holder: the fencing token each step checks. */
  generation: number;
  expires_at: Date;
}

export interface ArticlesTable {
  id: Generated<number>;
  /** 1 pages (how to play, agreements), 9 news and help, 14 announcements. */
  group_id: 1 | 9 | 14;
  title_en: string;
  title_chs: string | null;
  title_cht: string | null;
  /** Sanitised HTML (content.service sanitises on write, and again on read). */
  content_en: string;
  content_chs: string | null;
  content_cht: string | null;
  img: string | null;
  sort: Generated<number>;
  published: Generated<boolean>;
  /** The fairness chain an announcement publishes (one each). */
  chain_id: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface BannersTable {
  id: Generated<number>;
  image_en: string;
  image_chs: string | null;
  image_cht: string | null;
  title_en: string;
  title_chs: string | null;
  title_cht: string | null;
  link: Generated<string>;
  sort: Generated<number>;
  published: Generated<boolean>;
}

export interface ArticleReadsTable {
  user_id: number;
  article_id: number;
  read_at: CreatedAt;
}

export interface PlayLimitsTable {
  user_id: number;
  kind: 'deposit' | 'loss';
  amount_cents: ColumnType<Cents | null, Cents | null, Cents | null>;
  period: 'day' | 'week';
  pending: Generated<boolean>;
  pending_amount_cents: ColumnType<Cents | null, Cents | null | undefined, Cents | null>;
  pending_period: 'day' | 'week' | null;
  pending_from: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface PlaySettingsTable {
  user_id: number;
  reminder_minutes: number | null;
  excluded_until: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface FinanceProductsTable {
  id: Generated<number>;
  name_en: string;
  name_chs: string;
  name_cht: string;
  contract_en: string;
  contract_chs: string;
  contract_cht: string;
  min_cents: CentsColumn;
  max_cents: CentsColumn;
  /** Millionths of the principal per day: 0.15% = 1,500. */
  daily_rate_ppm: number;
  days: number;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  created_at: CreatedAt;
}

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

export interface AdminAuditTable {
  id: Generated<number>;
  actor_id: number;
  /** The staff member's username at the time. */
  actor: string;
  /** What was done: 'withdrawal.approve', 'room.save', … */
  action: string;
  /** What it was done to: 'withdrawal:12', 'user:7', 'settings', … */
  target: string;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  created_at: CreatedAt;
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
  rooms: RoomsTable;
  chains: ChainsTable;
  rounds: RoundsTable;
  orders: OrdersTable;
  request_keys: RequestKeysTable;
  leases: LeasesTable;
  articles: ArticlesTable;
  banners: BannersTable;
  article_reads: ArticleReadsTable;
  play_limits: PlayLimitsTable;
  play_settings: PlaySettingsTable;
  finance_products: FinanceProductsTable;
  finance_contracts: FinanceContractsTable;
  finance_accruals: FinanceAccrualsTable;
  admin_audit: AdminAuditTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type BankCardRow = Selectable<BankCardsTable>;
export type DepositRow = Selectable<DepositsTable>;
export type WithdrawalRow = Selectable<WithdrawalsTable>;
export type RoomRow = Selectable<RoomsTable>;
export type RoundRow = Selectable<RoundsTable>;
export type ChainsRow = Selectable<ChainsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type ArticleRow = Selectable<ArticlesTable>;
export type PlayLimitRow = Selectable<PlayLimitsTable>;
export type FinanceProductRow = Selectable<FinanceProductsTable>;
export type FinanceContractRow = Selectable<FinanceContractsTable>;
export type BannerRow = Selectable<BannersTable>;
