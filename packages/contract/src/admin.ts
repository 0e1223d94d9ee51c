/**
 * The operator console's calls (issue 12, DESIGN.md §9). Each is `access: 'staff'` and names the
 * permission it needs; ADMIN_PERMISSIONS below is the table the server decides by. Amounts are USD
 * with at most two decimals, as everywhere else; the server keeps cents.
 */
import { appConfigData, vipLevels } from './account.ts';
import { ADMIN_PATHS } from './admin-paths.ts';
import { defineCall } from './call.ts';
import {
  bigId,
  gameType,
  httpsUrl,
  multilineText,
  siteOrHttpsLink,
  sitePath,
  smallId,
  text,
  wholeNumber,
} from './fields.ts';
import { financeContract } from './finance.ts';
import { getGamelog } from './games.ts';
import { playLimitsData } from './play.ts';
import { ROLES, STAFF_ROLES } from './roles.ts';
import { deposit, withdrawal } from './wallet.ts';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from './wallet-constants.ts';
import { z } from './zod.ts';

/** A USD amount from the console: a JSON number, at least 0, at most two decimals. */
export const consoleUsd = z
  .number()
  .min(0)
  .max(1_000_000_000)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most two decimals');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as yyyy-mm-dd');
const title = text(200).refine((s) => s.trim().length > 0, 'required');
const optionalTitle = text(200).nullable();
const shortTitle = text(60).refine((s) => s.trim().length > 0, 'required');
const html = multilineText(100_000);
const link = siteOrHttpsLink(500);
/** Images are this site's (img-src 'self'): a path; empty or null for none. */
const image = sitePath(500).or(z.literal(''));
const reason = multilineText(200).optional();

// ── Dashboard ────────────────────────────────────────────────────────────────────────────────────

export const moneyTotals = z.object({
  deposits: z.number(),
  withdrawals: z.number(),
  stakes: z.number(),
  payouts: z.number(),
  /** Stakes less payouts (cancelled orders count in neither). */
  house: z.number(),
});
export type MoneyTotals = z.infer<typeof moneyTotals>;

export const adminDashboard = defineCall({
  path: ADMIN_PATHS.adminDashboard,
  access: 'staff',
  permission: 'read',
  summary: "Today's and 7 days' money, open rounds, pending queues, members online, the last ledger audit",
  body: { tz_offset: z.number().int().min(-840).max(840).optional() },
  data: z.object({
    today: moneyTotals,
    week: moneyTotals,
    days: z.array(moneyTotals.extend({ day: z.string() })),
    open_rounds: z.array(
      z.object({
        game_type: z.number().int(),
        seqno: z.number(),
        closes_at: z.string(),
        orders: z.number().int(),
        stake: z.number(),
      }),
    ),
    pending: z.object({ deposits: z.number().int(), withdrawals: z.number().int() }),
    /** WebSocket connections to this server process. */
    online: z.number().int(),
    members: z.number().int(),
    last_audit: z.object({ ok: z.boolean(), at: z.string(), problems: z.number().int() }).nullable(),
  }),
});

// ── Queues ───────────────────────────────────────────────────────────────────────────────────────

export const adminDeposit = deposit.extend({
  user_id: z.number().int(),
  username: z.string(),
  note: z.string(),
});
export const adminWithdrawal = withdrawal.extend({
  user_id: z.number().int(),
  username: z.string(),
  /** A frozen member's withdrawal is held: it cannot be approved until they are unfrozen (3069). */
  member_frozen: z.boolean(),
});
export type AdminDeposit = z.infer<typeof adminDeposit>;
export type AdminWithdrawal = z.infer<typeof adminWithdrawal>;

export const adminDeposits = defineCall({
  path: ADMIN_PATHS.adminDeposits,
  access: 'staff',
  permission: 'read',
  summary: 'Deposits, newest first, optionally of one status',
  body: { status: z.enum(DEPOSIT_STATUSES).optional() },
  data: z.array(adminDeposit),
});

export const adminConfirmDeposit = defineCall({
  path: ADMIN_PATHS.adminConfirmDeposit,
  access: 'staff',
  permission: 'operate',
  summary: 'Confirm a pending deposit: the money is credited',
  body: { id: bigId, note: reason },
  data: adminDeposit,
});

export const adminRejectDeposit = defineCall({
  path: ADMIN_PATHS.adminRejectDeposit,
  access: 'staff',
  permission: 'operate',
  summary: 'Reject a pending deposit: nothing is credited',
  body: { id: bigId, note: reason },
  data: adminDeposit,
});

export const adminWithdrawals = defineCall({
  path: ADMIN_PATHS.adminWithdrawals,
  access: 'staff',
  permission: 'read',
  summary: 'Withdrawals, newest first, optionally of one status',
  body: { status: z.enum(WITHDRAWAL_STATUSES).optional() },
  data: z.array(adminWithdrawal),
});

export const adminApproveWithdrawal = defineCall({
  path: ADMIN_PATHS.adminApproveWithdrawal,
  access: 'staff',
  permission: 'operate',
  summary: 'Approve a pending withdrawal: the held amount is paid out',
  body: { id: bigId, note: reason },
  data: adminWithdrawal,
});

export const adminRejectWithdrawal = defineCall({
  path: ADMIN_PATHS.adminRejectWithdrawal,
  access: 'staff',
  permission: 'operate',
  summary: 'Reject a pending withdrawal with a reason the member sees: the held amount returns',
  body: { id: bigId, note: reason },
  data: adminWithdrawal,
});

// ── Members ──────────────────────────────────────────────────────────────────────────────────────

export const adminMemberRow = z.object({
  id: z.number().int(),
  username: z.string(),
  quhao: z.string(),
  nickname: z.string(),
  level: z.number().int(),
  vip_override: z.number().int().nullable(),
  role: z.enum(ROLES),
  status: z.enum(['active', 'frozen']),
  balance: z.number(),
  invitation_code: z.string(),
  created_at: z.string(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRow>;

export const adminMembers = defineCall({
  path: ADMIN_PATHS.adminMembers,
  access: 'staff',
  permission: 'read',
  summary: 'Members whose name, phone or invitation code contains the query, newest first',
  body: { q: text(64).optional(), page: wholeNumber(1, 10_000).optional(), size: wholeNumber(1, 100).optional() },
  data: z.object({ list: z.array(adminMemberRow), total: z.number().int() }),
});

export const adminMember = defineCall({
  path: ADMIN_PATHS.adminMember,
  access: 'staff',
  permission: 'read',
  summary: 'One member: balances, fund flow, orders, contracts, sessions and responsible-play settings',
  body: { user_id: bigId },
  data: z.object({
    member: adminMemberRow.extend({
      must_change: z.object({ login: z.boolean(), pay: z.boolean() }),
      settled_stake: z.number(),
    }),
    balances: z.object({ cash: z.number(), hold: z.number(), pledge: z.number() }),
    flow: z.array(
      z.object({ id: z.number(), time: z.string(), money: z.number(), after: z.number(), reason: z.string() }),
    ),
    /** The member's latest orders, as their own order log shows them. */
    orders: getGamelog.data,
    contracts: z.array(financeContract),
    sessions: z.array(
      z.object({
        id: z.number(),
        created_at: z.string(),
        last_seen_at: z.string(),
        ip: z.string().nullable(),
        active: z.boolean(),
      }),
    ),
    /** Responsible play as the member set it; a self-exclusion cannot be lifted from here. */
    play: playLimitsData,
  }),
});

export const adminSetVip = defineCall({
  path: ADMIN_PATHS.adminSetVip,
  access: 'staff',
  permission: 'operate',
  summary: "Set a member's VIP level (0-8) as an override, or clear it (null) so the stake decides again",
  body: { user_id: smallId, level: z.union([wholeNumber(0, 8), z.null()]) },
  data: z.object({ user_id: z.number().int(), level: z.number().int(), override: z.boolean() }),
});

export const adminFreeze = defineCall({
  path: ADMIN_PATHS.adminFreeze,
  access: 'staff',
  permission: 'operate',
  summary: 'Freeze a member (every session ends; their next call answers 403) or unfreeze them',
  body: { user_id: bigId, frozen: z.boolean() },
  data: z.object({ user_id: z.number().int(), status: z.enum(['active', 'frozen']) }),
});

export const adminResetPassword = defineCall({
  path: ADMIN_PATHS.adminResetPassword,
  access: 'staff',
  permission: 'operate',
  summary: "Reset a member's login or payment password to a one-time password (shown once); the member must change it",
  body: { user_id: bigId, kind: z.enum(['login', 'pay']) },
  data: z.object({ user_id: z.number().int(), temporary: z.string() }),
});

// ── Rooms, timing, fairness ──────────────────────────────────────────────────────────────────────

const odds = z.number().min(1.01).max(10);
export const adminRoom = z.object({
  id: z.number().int(),
  game_type: z.number().int(),
  hall: z.number().int(),
  title_en: z.string(),
  title_chs: z.string(),
  title_cht: z.string(),
  minjoin: z.number(),
  minbuy: z.number(),
  /** Rise, fall, odd, even: the odds of the open round. */
  rates: z.array(z.number()).length(4),
  /** Odds saved for the next round, with the moment they apply (the next slot's opening). */
  next_rates: z.array(z.number()).length(4).nullable(),
  next_from: z.string().nullable(),
  label_set: z.enum(['trade', 'classic']),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type AdminRoom = z.infer<typeof adminRoom>;

export const adminRooms = defineCall({
  path: ADMIN_PATHS.adminRooms,
  access: 'staff',
  permission: 'read',
  summary: 'Every room, enabled or not, with any odds waiting for the next round',
  body: {},
  data: z.array(adminRoom),
});

export const adminSaveRoom = defineCall({
  path: ADMIN_PATHS.adminSaveRoom,
  access: 'staff',
  permission: 'operate',
  summary: 'Create a room (no id) or edit one; new odds apply from the next round, never the open one',
  body: {
    id: smallId.optional(),
    game_type: gameType,
    hall: z.union([z.literal(1), z.literal(2)]),
    title_en: title,
    title_chs: title,
    title_cht: title,
    minjoin: consoleUsd,
    minbuy: consoleUsd,
    rates: z.tuple([odds, odds, odds, odds]),
    label_set: z.enum(['trade', 'classic']),
    enabled: z.boolean(),
    sort: wholeNumber(0, 10_000),
  },
  data: adminRoom,
});

export const roundTiming = z.object({
  game_type: z.number().int(),
  round_seconds: z.number().int(),
  gap_seconds: z.number().int(),
  /** When these times took (or take) effect; null for the server's configured start. */
  from: z.string().nullable(),
});

export const adminTiming = defineCall({
  path: ADMIN_PATHS.adminTiming,
  access: 'staff',
  permission: 'read',
  summary: "Each game type's round and gap seconds",
  body: {},
  data: z.array(roundTiming),
});

export const adminSetTiming = defineCall({
  path: ADMIN_PATHS.adminSetTiming,
  access: 'staff',
  permission: 'operate',
  summary: "Change a game type's round and gap seconds from its next slot",
  body: { game_type: gameType, round_seconds: wholeNumber(10, 3_600), gap_seconds: wholeNumber(1, 600) },
  data: roundTiming,
});

export const adminChain = z.object({
  id: z.number().int(),
  game_type: z.number().int(),
  terminal_hash: z.string(),
  salt: z.string(),
  salt_origin: z.string(),
  length: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  /** Rounds are drawn from it now. */
  active: z.boolean(),
  /** Its salt can still be set (live mode, no round yet). */
  salt_editable: z.boolean(),
  created_at: z.string(),
});
export type AdminChain = z.infer<typeof adminChain>;

export const adminChains = defineCall({
  path: ADMIN_PATHS.adminChains,
  access: 'staff',
  permission: 'read',
  summary: 'Every fairness chain: terminal hash, salt and its origin, rounds used and left',
  body: {},
  data: z.array(adminChain),
});

export const adminRotateChain = defineCall({
  path: ADMIN_PATHS.adminRotateChain,
  access: 'staff',
  permission: 'operate',
  summary: 'Publish a new chain for a game type; its rounds start after the current one ends (announced)',
  body: { game_type: gameType },
  data: adminChain,
});

export const adminSetSalt = defineCall({
  path: ADMIN_PATHS.adminSetSalt,
  access: 'staff',
  permission: 'operate',
  summary: "Live mode: set a chain's public salt (e.g. a future block hash) before its first round; then fixed",
  body: {
    chain_id: smallId,
    salt: z.string().regex(/^[0-9A-Za-z]{8,128}$/, '8-128 letters and digits'),
    origin: title,
  },
  data: adminChain,
});

// ── Content, VIP, finance products ───────────────────────────────────────────────────────────────

export const adminArticle = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  title_en: z.string(),
  title_chs: z.string().nullable(),
  title_cht: z.string().nullable(),
  content_en: z.string(),
  content_chs: z.string().nullable(),
  content_cht: z.string().nullable(),
  img: z.string().nullable(),
  sort: z.number().int(),
  published: z.boolean(),
  chain_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminArticle = z.infer<typeof adminArticle>;

export const adminArticles = defineCall({
  path: ADMIN_PATHS.adminArticles,
  access: 'staff',
  permission: 'read',
  summary: 'Articles of a group (1 pages, 9 news and help, 14 announcements) in all three languages',
  body: { group_id: z.union([z.literal(1), z.literal(9), z.literal(14)]).optional() },
  data: z.array(adminArticle),
});

export const adminSaveArticle = defineCall({
  path: ADMIN_PATHS.adminSaveArticle,
  access: 'staff',
  permission: 'operate',
  summary: 'Create (no id) or edit an article; its HTML is sanitised before it is stored',
  body: {
    id: smallId.optional(),
    group_id: z.union([z.literal(1), z.literal(9), z.literal(14)]),
    title_en: title,
    title_chs: optionalTitle,
    title_cht: optionalTitle,
    content_en: html,
    content_chs: html.nullable(),
    content_cht: html.nullable(),
    img: image.nullable(),
    sort: wholeNumber(0, 10_000),
    published: z.boolean(),
  },
  data: adminArticle,
});

export const adminBanner = z.object({
  id: z.number().int(),
  image_en: z.string(),
  image_chs: z.string().nullable(),
  image_cht: z.string().nullable(),
  title_en: z.string(),
  title_chs: z.string().nullable(),
  title_cht: z.string().nullable(),
  link: z.string(),
  sort: z.number().int(),
  published: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBanner>;

export const adminBanners = defineCall({
  path: ADMIN_PATHS.adminBanners,
  access: 'staff',
  permission: 'read',
  summary: 'Every banner in all three languages',
  body: {},
  data: z.array(adminBanner),
});

export const adminSaveBanner = defineCall({
  path: ADMIN_PATHS.adminSaveBanner,
  access: 'staff',
  permission: 'operate',
  summary: 'Create (no id) or edit a banner: an image and its alt text per language, and where a tap goes',
  body: {
    id: smallId.optional(),
    image_en: sitePath(500),
    image_chs: image.nullable(),
    image_cht: image.nullable(),
    title_en: title,
    title_chs: optionalTitle,
    title_cht: optionalTitle,
    link,
    sort: wholeNumber(0, 10_000),
    published: z.boolean(),
  },
  data: adminBanner,
});

export const adminProduct = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_chs: z.string(),
  name_cht: z.string(),
  contract_en: z.string(),
  contract_chs: z.string(),
  contract_cht: z.string(),
  min: z.number(),
  max: z.number(),
  /** Percent of the principal per day. */
  daily_rate: z.number(),
  days: z.number().int(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** Contracts still running on this product (their terms are their own). */
  active_contracts: z.number().int(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const adminProducts = defineCall({
  path: ADMIN_PATHS.adminProducts,
  access: 'staff',
  permission: 'read',
  summary: 'Every finance product, enabled or not',
  body: {},
  data: z.array(adminProduct),
});

export const adminSaveProduct = defineCall({
  path: ADMIN_PATHS.adminSaveProduct,
  access: 'staff',
  permission: 'operate',
  summary: 'Create (no id) or edit a finance product; contracts already made keep the terms they copied',
  body: {
    id: smallId.optional(),
    name_en: shortTitle,
    name_chs: shortTitle,
    name_cht: shortTitle,
    contract_en: multilineText(20_000),
    contract_chs: multilineText(20_000),
    contract_cht: multilineText(20_000),
    min: consoleUsd,
    max: consoleUsd,
    daily_rate: z.number().min(0.0001).max(10),
    days: wholeNumber(1, 3_650),
    enabled: z.boolean(),
    sort: wholeNumber(0, 10_000),
  },
  data: adminProduct,
});

// ── App settings ─────────────────────────────────────────────────────────────────────────────────

export const withdrawRules = z.object({
  /** Withdrawals a member may request per UTC day; 0 is no limit. */
  daily_count: z.number().int().min(0).max(100),
  /** USD; 0 is no minimum beyond one cent. */
  min: consoleUsd,
});
export type WithdrawRules = z.infer<typeof withdrawRules>;

const url = httpsUrl(500);
export const adminSettingsData = z.object({
  app_name: text(40).refine((s) => s.trim().length > 0, 'required'),
  kefu_url: url,
  deposit_instructions: multilineText(2_000),
  exchanges: z.array(z.object({ name: title, url: url.refine((s) => s !== '', 'required') })).max(12),
  versions: z.object({
    android: z.object({ version: text(20), url }),
    ios: z.object({ version: text(20), url }),
  }),
  withdraw_rules: withdrawRules,
});
export type AdminSettings = z.infer<typeof adminSettingsData>;

export const adminSettings = defineCall({
  path: ADMIN_PATHS.adminSettings,
  access: 'staff',
  permission: 'read',
  summary: 'The settings an operator edits, with the VIP levels',
  body: {},
  data: adminSettingsData.extend({ vip_levels: appConfigData.shape.vip_levels }),
});

export const adminSaveSettings = defineCall({
  path: ADMIN_PATHS.adminSaveSettings,
  access: 'staff',
  permission: 'operate',
  summary: 'Save the app settings (every field validated; the VIP levels have their own call)',
  body: adminSettingsData.shape,
  data: adminSettingsData,
});

export const adminSaveVipLevels = defineCall({
  path: ADMIN_PATHS.adminSaveVipLevels,
  access: 'staff',
  permission: 'operate',
  summary: "The VIP levels' names and thresholds; members move at their next settled round",
  body: { levels: vipLevels },
  data: z.object({ levels: vipLevels }),
});

// ── Audits, staff ────────────────────────────────────────────────────────────────────────────────

export const adminAuditLedger = defineCall({
  path: ADMIN_PATHS.adminAuditLedger,
  access: 'staff',
  permission: 'read',
  summary: 'Check every ledger invariant: balanced transactions, balances equal entries, none negative',
  body: {},
  data: z.object({
    ok: z.boolean(),
    transactions: z.number(),
    entries: z.number(),
    problems: z.array(z.string()),
    at: z.string(),
  }),
});

export const auditLogRow = z.object({
  id: z.number(),
  at: z.string(),
  actor_id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditLogRow = z.infer<typeof auditLogRow>;

export const adminAuditLog = defineCall({
  path: ADMIN_PATHS.adminAuditLog,
  access: 'staff',
  permission: 'read',
  summary: 'The operator audit log, newest first: who, what, when, before and after',
  body: {
    actor: text(64).optional(),
    action: text(64).optional(),
    from: day.optional(),
    to: day.optional(),
    page: wholeNumber(1, 100_000).optional(),
    size: wholeNumber(1, 1_000).optional(),
  },
  data: z.object({ list: z.array(auditLogRow), total: z.number().int() }),
});

export const staffRow = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(['active', 'frozen']),
  created_at: z.string(),
});

export const adminStaff = defineCall({
  path: ADMIN_PATHS.adminStaff,
  access: 'staff',
  permission: 'read',
  summary: 'Every staff account and its role',
  body: {},
  data: z.array(staffRow),
});

export const adminCreateStaff = defineCall({
  path: ADMIN_PATHS.adminCreateStaff,
  access: 'staff',
  permission: 'staff',
  summary: 'Create a staff account (admin only)',
  body: {
    username: z.string().regex(/^[A-Za-z0-9]{3,32}$/, '3-32 letters and digits'),
    password: z.string().regex(/^[A-Za-z0-9]{6,16}$/, '6-16 letters and digits'),
    role: z.enum(STAFF_ROLES),
  },
  data: staffRow,
});

/** Every console call by name. */
export const ADMIN_CALLS = {
  adminDashboard,
  adminDeposits,
  adminConfirmDeposit,
  adminRejectDeposit,
  adminWithdrawals,
  adminApproveWithdrawal,
  adminRejectWithdrawal,
  adminMembers,
  adminMember,
  adminSetVip,
  adminFreeze,
  adminResetPassword,
  adminRooms,
  adminSaveRoom,
  adminTiming,
  adminSetTiming,
  adminChains,
  adminRotateChain,
  adminSetSalt,
  adminArticles,
  adminSaveArticle,
  adminBanners,
  adminSaveBanner,
  adminProducts,
  adminSaveProduct,
  adminSettings,
  adminSaveSettings,
  adminSaveVipLevels,
  adminAuditLedger,
  adminAuditLog,
  adminStaff,
  adminCreateStaff,
} as const;

/** The permission table: what each console call needs. */
export const ADMIN_PERMISSIONS = Object.fromEntries(
  Object.entries(ADMIN_CALLS).map(([name, call]) => [name, call.permission]),
) as { [K in keyof typeof ADMIN_CALLS]: NonNullable<(typeof ADMIN_CALLS)[K]['permission']> };
