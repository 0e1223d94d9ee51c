import { ADMIN_PATHS } from '../admin-paths.ts';
import { defineCall, stepUpBody } from '../call.ts';
import { bigId } from '../fields.ts';
import { deposit, withdrawal } from '../wallet.ts';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '../wallet-constants.ts';
import { z } from '../zod.ts';
import { reason } from './shared.ts';

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
  /** Approvals it needs before it is paid: 2 from `two_approvals_from` up (four eyes). */
  approvals_needed: z.number().int(),
  /** The staff member whose approval is the first of two; null before it. */
  approved_by: z.string().nullable(),
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
  stepUp: 'large',
  summary:
    'Approve a pending withdrawal: the held amount is paid out (or, above the two-approvals threshold, the first of two approvals); step-up from WITHDRAWAL_STEP_UP_CENTS',
  body: { id: bigId, note: reason, ...stepUpBody },
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
