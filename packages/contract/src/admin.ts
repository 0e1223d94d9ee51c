/**
 * The operator console's calls (issue 12, DESIGN.md §9). Each is `access: 'staff'` and names the
 * permission it needs; ADMIN_PERMISSIONS below is the table the server decides by. Amounts are USD
 * with at most two decimals, as everywhere else; the server keeps cents.
 */

export * from './admin/audits.ts';
export * from './admin/content.ts';
export * from './admin/dashboard.ts';
export * from './admin/games.ts';
export * from './admin/members.ts';
export * from './admin/queues.ts';
export * from './admin/settings.ts';
export { consoleUsd } from './admin/shared.ts';
export * from './admin/staff.ts';
export * from './admin/two-factor.ts';

import { adminAuditLedger, adminAuditLog } from './admin/audits.ts';
import {
  adminArticles,
  adminBanners,
  adminProducts,
  adminSaveArticle,
  adminSaveBanner,
  adminSaveProduct,
} from './admin/content.ts';
import { adminDashboard } from './admin/dashboard.ts';
import {
  adminChains,
  adminRooms,
  adminRotateChain,
  adminSaveRoom,
  adminSetSalt,
  adminSetTiming,
  adminTiming,
} from './admin/games.ts';
import { adminFreeze, adminMember, adminMembers, adminResetPassword, adminSetVip } from './admin/members.ts';
import {
  adminApproveWithdrawal,
  adminConfirmDeposit,
  adminDeposits,
  adminPayoutDetails,
  adminRejectDeposit,
  adminRejectWithdrawal,
  adminWithdrawals,
} from './admin/queues.ts';
import { adminSaveSettings, adminSaveVipLevels, adminSettings } from './admin/settings.ts';
import {
  adminCreateStaff,
  adminEndStaffSessions,
  adminResetStaffTwoFactor,
  adminSetStaffEnabled,
  adminSetStaffRole,
  adminStaff,
  adminStaffSessions,
} from './admin/staff.ts';
import { adminTotpConfirm, adminTotpEnrol, adminTotpVerify, adminTwoFactor } from './admin/two-factor.ts';

/** Every console call by name. */
export const ADMIN_CALLS = {
  adminDashboard,
  adminDeposits,
  adminConfirmDeposit,
  adminRejectDeposit,
  adminWithdrawals,
  adminApproveWithdrawal,
  adminRejectWithdrawal,
  adminPayoutDetails,
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
  adminSetStaffRole,
  adminSetStaffEnabled,
  adminResetStaffTwoFactor,
  adminStaffSessions,
  adminEndStaffSessions,
  adminTwoFactor,
  adminTotpEnrol,
  adminTotpConfirm,
  adminTotpVerify,
} as const;

/** The permission table: what each console call needs. */
export const ADMIN_PERMISSIONS = Object.fromEntries(
  Object.entries(ADMIN_CALLS).map(([name, call]) => [name, call.permission]),
) as { [K in keyof typeof ADMIN_CALLS]: NonNullable<(typeof ADMIN_CALLS)[K]['permission']> };
