import { ADMIN_PATHS } from '../admin-paths.ts';
import { staffCall, stepUpBody } from '../call.ts';
import { bigId, requestId, text, wholeNumber } from '../fields.ts';
import { deposit, withdrawal } from '../wallet.ts';
import { DEPOSIT_STATUSES, QUEUE_SORTS, WITHDRAWAL_STATUSES } from '../wallet-constants.ts';
import * as z from '../zod.ts';
import { day, reason } from './shared.ts';

// ── Queues ───────────────────────────────────────────────────────────────────────────────────────

/** In a queue's page: how many items match its query over all pages ("N in all"). */
const matching = z.number().int().optional();

export const adminDeposit = deposit.extend({
  user_id: z.number().int(),
  username: z.string(),
  note: z.string(),
  matching,
});
/**
 * How a queue is searched (issue 29): `q` is part of a member's name, a reference, an amount
 * ("125" or "125.50") or an id ("#12"); `from`/`to` are days (UTC); one page of `size`, newest first
 * unless `sort` says otherwise.
 */
const queueQuery = {
  q: text(64).optional(),
  from: day.optional(),
  to: day.optional(),
  sort: z.enum(QUEUE_SORTS).optional(),
  page: wholeNumber(1, 100_000).optional(),
  size: wholeNumber(1, 500).optional(),
};
export type QueueQuery = {
  q?: string;
  from?: string;
  to?: string;
  sort?: (typeof QUEUE_SORTS)[number];
  page?: number;
  size?: number;
};

export const WITHDRAWAL_FLAGS = ['new_account', 'new_destination', 'password_reset'] as const;

export const adminWithdrawal = withdrawal.extend({
  user_id: z.number().int(),
  username: z.string(),
  /** A frozen member's withdrawal is held: it cannot be approved until they are unfrozen (3069). */
  member_frozen: z.boolean(),
  /** Approvals it needs before it is paid: 2 from `two_approvals_from` up (four eyes). */
  approvals_needed: z.number().int(),
  /** The staff member whose approval is the first of two; null before it. */
  approved_by: z.string().nullable(),
  /** What an operator weighs before paying (issue 29): the member's cash now, their confirmed
   * deposits and paid withdrawals of the last 30 days (USD), and what stands out. */
  member_balance: z.number(),
  deposits_30d: z.number(),
  withdrawals_30d: z.number(),
  /** `new_account`: joined in the last 7 days; `new_destination`: added in the 24 hours before the
   * request; `password_reset`: staff reset a password of theirs in the last 24 hours. */
  flags: z.array(z.enum(WITHDRAWAL_FLAGS)),
  matching,
});
export type AdminDeposit = z.infer<typeof adminDeposit>;
export type AdminWithdrawal = z.infer<typeof adminWithdrawal>;

export const adminDeposits = staffCall(ADMIN_PATHS.adminDeposits, 'read', {
  summary:
    'Deposits of a status, a member, an amount or a reference (q), between two days, sorted and paged (500 at most a page)',
  body: { status: z.enum(DEPOSIT_STATUSES).optional(), ...queueQuery },
  data: z.array(adminDeposit),
});

export const adminConfirmDeposit = staffCall(ADMIN_PATHS.adminConfirmDeposit, 'operate', {
  summary:
    'Confirm a pending deposit: the money is credited. Sent again with the same request_id, answers the deposit as it now stands',
  body: { id: bigId, note: reason, request_id: requestId },
  data: adminDeposit,
});

export const adminRejectDeposit = staffCall(ADMIN_PATHS.adminRejectDeposit, 'operate', {
  summary:
    'Reject a pending deposit: nothing is credited. Sent again with the same request_id, answers the deposit as it now stands',
  body: { id: bigId, note: reason, request_id: requestId },
  data: adminDeposit,
});

export const adminWithdrawals = staffCall(ADMIN_PATHS.adminWithdrawals, 'read', {
  summary:
    'Withdrawals of a status, a member or an amount (q), between two days, sorted and paged (500 at most a page)',
  body: { status: z.enum(WITHDRAWAL_STATUSES).optional(), ...queueQuery },
  data: z.array(adminWithdrawal),
});

export const adminApproveWithdrawal = staffCall(ADMIN_PATHS.adminApproveWithdrawal, 'operate', {
  stepUp: 'large',
  summary:
    'Approve a pending withdrawal: the held amount is paid out (or, above the two-approvals threshold, the first of two approvals); step-up from WITHDRAWAL_STEP_UP_CENTS. Sent again with the same request_id, answers the withdrawal as it now stands',
  body: { id: bigId, note: reason, request_id: requestId, ...stepUpBody },
  data: adminWithdrawal,
});

export const adminRejectWithdrawal = staffCall(ADMIN_PATHS.adminRejectWithdrawal, 'operate', {
  summary:
    'Reject a pending withdrawal with a reason the member sees: the held amount returns. Sent again with the same request_id, answers the withdrawal as it now stands',
  body: { id: bigId, note: reason, request_id: requestId },
  data: adminWithdrawal,
});

/** The whole destination of a payout, for staff who may pay it (issue 29); each look is audited. */
export const payoutDetails = z.object({
  id: z.number().int(),
  type: z.enum(['Bank', 'USDT-TRC', 'USDT-ERC']),
  /** Bank: holder, bank, branch and account; USDT: the address. Empty where it does not apply. */
  realname: z.string(),
  bank: z.string(),
  branch: z.string(),
  account: z.string(),
  address: z.string(),
});
export type PayoutDetails = z.infer<typeof payoutDetails>;

export const adminPayoutDetails = staffCall(ADMIN_PATHS.adminPayoutDetails, 'operate', {
  summary:
    "A withdrawal's whole destination (holder, bank, branch, account, or the full address) for staff who may pay it; the look is in the audit log",
  body: { id: bigId },
  data: payoutDetails,
});
