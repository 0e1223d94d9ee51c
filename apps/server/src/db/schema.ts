import type { Insertable, Selectable } from 'kysely';
import type {
  AdminAuditTable,
  AppSettingsTable,
  InvitationCodesTable,
  MemberMessagesTable,
  RateLimitsTable,
  SessionsTable,
  SignInsTable,
  SmsCodesTable,
  StaffRecoveryCodesTable,
  UsersTable,
} from './schema/accounts.ts';
import type {
  ArticleFields,
  ArticleReadsTable,
  ArticlesTable,
  BannerFields,
  BannersTable,
  PlayLimitsTable,
  PlaySettingsTable,
} from './schema/content.ts';
import type {
  ChainsTable,
  CommitmentsTable,
  LeasesTable,
  OrdersTable,
  RoomFields,
  RoomsTable,
  RoundsTable,
} from './schema/games.ts';
import type {
  AccountsTable,
  BankCardsTable,
  DepositsTable,
  FinanceAccrualsTable,
  FinanceContractsTable,
  FinanceProductFields,
  FinanceProductsTable,
  LedgerAuditCheckpointsTable,
  LedgerAuditMarksTable,
  LedgerEntriesTable,
  LedgerTxnsTable,
  RequestKeysTable,
  WithdrawalsTable,
} from './schema/money.ts';

export type * from './schema/accounts.ts';
export type * from './schema/content.ts';
// Which columns of a table hold a text per language (db/texts.ts).
export { ARTICLE_TEXTS, BANNER_TEXTS } from './schema/content.ts';
export type * from './schema/games.ts';
export { ROOM_TEXTS } from './schema/games.ts';
export type * from './schema/money.ts';
export { PRODUCT_TEXTS } from './schema/money.ts';

/** Every table, by name: Kysely's view of the database. The tables live with their owners in schema/. */
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
  ledger_audit_checkpoints: LedgerAuditCheckpointsTable;
  ledger_audit_marks: LedgerAuditMarksTable;
  bank_cards: BankCardsTable;
  deposits: DepositsTable;
  withdrawals: WithdrawalsTable;
  rooms: RoomsTable;
  chains: ChainsTable;
  commitments: CommitmentsTable;
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
  member_messages: MemberMessagesTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  sign_ins: SignInsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type BankCardRow = Selectable<BankCardsTable>;
export type DepositRow = Selectable<DepositsTable>;
export type WithdrawalRow = Selectable<WithdrawalsTable>;
export type RoomRow = Selectable<RoomFields>;
export type RoundRow = Selectable<RoundsTable>;
export type ChainsRow = Selectable<ChainsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type ArticleRow = Selectable<ArticleFields>;
export type PlayLimitRow = Selectable<PlayLimitsTable>;
export type FinanceProductRow = Selectable<FinanceProductFields>;
export type FinanceContractRow = Selectable<FinanceContractsTable>;
export type BannerRow = Selectable<BannerFields>;
