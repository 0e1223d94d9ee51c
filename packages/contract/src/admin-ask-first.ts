import type { ADMIN_PATHS } from './admin-paths.ts';

/**
 * The console calls that move money or cannot be undone (issue 29): the console asks before each,
 * in one shared dialog that names what it does to whom. `payout`: money leaves the house, and the
 * dialog asks for the last four characters of the destination as well. This is the one list; a
 * web test holds that every button of these calls goes through the dialog.
 */
export const ASK_FIRST = {
  adminConfirmDeposit: 'money',
  adminRejectDeposit: 'money',
  adminApproveWithdrawal: 'payout',
  adminRejectWithdrawal: 'money',
  adminSetVip: 'change',
  adminFreeze: 'change',
  adminResetPassword: 'change',
  adminRotateChain: 'change',
  adminSetSalt: 'change',
  adminSetStaffRole: 'change',
  adminSetStaffEnabled: 'change',
  adminResetStaffTwoFactor: 'change',
  adminEndStaffSessions: 'change',
} as const satisfies Partial<Record<keyof typeof ADMIN_PATHS, 'payout' | 'money' | 'change'>>;

export type AskFirstKind = (typeof ASK_FIRST)[keyof typeof ASK_FIRST];
