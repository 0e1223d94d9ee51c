import { GAME_TYPES } from '@roundhouse/game';
import { defineCall } from './call.ts';
import { bigId, isoDay, requestId, text, tzOffset } from './fields.ts';
import { PATHS } from './paths.ts';
import { CARD_TYPES, DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from './wallet-constants.ts';
import * as z from './zod.ts';

/** A USD amount as it crosses the API: a number or numeric string; the service checks ≤ 2 decimals. */
export const usdAmount = z.union([z.number(), text(20)]);
const id = bigId;

/** Fund-flow reasons (the ledger's), with their texts in the three languages. */
export const LEDGER_REASONS = {
  recharge: { en: 'Recharge', chs: '充值', cht: '儲值' },
  withdraw_request: { en: 'Withdrawal requested', chs: '申请提现', cht: '申請提領' },
  withdraw_rejected: { en: 'Withdrawal returned', chs: '提现退回', cht: '提領退回' },
  withdraw_paid: { en: 'Withdrawal paid', chs: '提现已付款', cht: '提領已付款' },
  bet: { en: 'Order', chs: '下单', cht: '下單' },
  bet_cancelled: { en: 'Order cancelled', chs: '撤单退款', cht: '撤單退款' },
  payout: { en: 'Winnings', chs: '派彩', cht: '派彩' },
  pledge_in: { en: 'Finance transfer-in', chs: '理财转入', cht: '理財轉入' },
  interest: { en: 'Finance interest', chs: '理财收益', cht: '理財收益' },
  principal: { en: 'Finance principal returned', chs: '理财本金返还', cht: '理財本金返還' },
  adjustment: { en: 'Adjustment', chs: '调整', cht: '調整' },
} as const;

export const bankCard = z.object({
  id: z.number().int(),
  type: z.enum(CARD_TYPES),
  bank: z.string(),
  branch: z.string(),
  account: z.string(),
  /** The account holder's real name (SPEC.md calls it username in the add call). */
  realname: z.string(),
  address: z.string(),
  created_at: z.string(),
});
export type BankCard = z.infer<typeof bankCard>;

export const deposit = z.object({
  id: z.number().int(),
  money: z.number(),
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Deposit = z.infer<typeof deposit>;

export const withdrawal = z.object({
  id: z.number().int(),
  money: z.number(),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** What the money goes to, as it was when requested: "HSBC ••••6789" or a shortened address. */
  destination: z.string(),
  type: z.enum(CARD_TYPES),
  note: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawal>;

export const fundRecord = z.object({
  id: z.number().int(),
  time: z.string(),
  /** Signed USD amount. */
  money: z.number(),
  /** The balance before this movement. */
  before: z.number(),
  reason: z.string(),
  /** 1 = increase, 2 = decrease (SPEC.md §3). */
  type: z.union([z.literal(1), z.literal(2)]),
  /** The round an order, a cancelled order or winnings belong to; null for other movements. */
  round: z.object({ gametype: z.literal(GAME_TYPES), seqno: z.number() }).nullable(),
});
export type FundRecord = z.infer<typeof fundRecord>;

export const recharge = defineCall(PATHS.recharge, 'user', {
  membersOnly: true,
  summary: 'Recharge: demo mode credits play money at once; live mode records a deposit for an operator',
  body: { money: usdAmount, reference: text(120).optional(), request_id: requestId },
  data: deposit,
});

export const getBankcardlist = defineCall(PATHS.getBankcardlist, 'user', {
  summary: "The user's withdrawal accounts",
  data: z.array(bankCard),
});

export const addbankcard = defineCall(PATHS.addbankcard, 'user', {
  membersOnly: true,
  summary: 'Add a bank account (bank, account, username = holder, branch optional) or a USDT address',
  body: {
    type: z.enum(CARD_TYPES),
    bank: text(80).optional(),
    branch: text(80).optional(),
    account: text(40).optional(),
    username: text(80).optional(),
    address: text(80).optional(),
  },
  data: z.object({ id: z.number().int() }),
});

export const delbankcard = defineCall(PATHS.delbankcard, 'user', {
  membersOnly: true,
  summary: 'Delete one of the user’s withdrawal accounts',
  body: { id },
  data: z.object({}),
});

/** An operator's withdrawal rule as a member is shown it; `unit`: `required` and `progress` are USD (a minimum) or a count (withdrawals a day). */
export const withdrawRuleLine = z.object({
  name: z.string(),
  required: z.number(),
  progress: z.number(),
  unit: z.enum(['usd', 'count']),
});
export type WithdrawRuleLine = z.infer<typeof withdrawRuleLine>;

export const getLeftmoney = defineCall(PATHS.getLeftmoney, 'user', {
  summary: 'The withdrawable amount and any operator rule that limits it (none by default)',
  data: z.object({
    leftmoney: z.number(),
    rules: z.array(withdrawRuleLine),
  }),
});

export const withdraw = defineCall(PATHS.withdraw, 'user', {
  membersOnly: true,
  summary: 'Request a withdrawal to a saved account; the amount is held until an operator decides',
  body: { bank_id: id, money: usdAmount, pwd: text(64), request_id: requestId },
  data: z.literal(1),
});

export const withdrawList = defineCall(PATHS.withdrawList, 'user', {
  summary: "The user's withdrawals with status and times, newest first",
  data: z.array(withdrawal),
});

export const getfinanceflow = defineCall(PATHS.getfinanceflow, 'user', {
  summary: 'Fund flow: the movements of the cash balance between two dates (inclusive), newest first',
  body: {
    value: z.object({ start: isoDay, end: isoDay }),
    tz_offset: tzOffset.optional(),
  },
  data: z.array(fundRecord),
});
